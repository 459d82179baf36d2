import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import HomePage from '../pages/home/HomePage';
import { Guard } from './Guard';
import { TabBar, TAB_PATHS } from './TabBar';
import { Toast } from '../components/Toast';
import { Spinner } from '../components/Spinner';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { KeepAlive } from './KeepAlive';
import { ensureSocket, onResync } from '../socket/socket-client';
import { token } from '../state/session';
import { lazyScreen, tradeScreen } from './screen';
import { loadTradePage } from './first-screen';

// Every screen but home is its own chunk: `/` loads only what it draws. /trade is kept alive beside home;
// every other screen is routed by the ScreenRoutes chunk, so its route table costs `/` nothing.
const TradePage = tradeScreen(loadTradePage);
const loadScreens = () => import('./ScreenRoutes');
const ScreenRoutes = lazyScreen(loadScreens);

/** The shell: home and /trade kept alive, the other screens through ScreenRoutes, tabs, dialogs, toasts. */
export function App() {
  const [path] = useLocation();
  const showTabs = TAB_PATHS.includes(path) || path === '/user';
  // docs/product.md: every navigation starts the live-data socket (a no-op once it runs).
  // A task of its own: starting the worker costs the main thread (docs/performance-log.md), not to add to the first
  // screen's effects (its HTTP calls).
  useEffect(() => {
    setTimeout(() => void ensureSocket());
  }, [path]);
  // The other screens' route table is fetched at the first touch, while the finger is still down: a tap on
  // a link then waits for one chunk (the screen's), not two, and a visitor who only reads quotes fetches neither.
  useEffect(() => {
    const load = () => {
      void loadScreens();
    };
    window.addEventListener('pointerdown', load, { once: true, capture: true });
    return () => window.removeEventListener('pointerdown', load, { capture: true });
  }, []);
  // On any screen, after a reconnect or a long hide, say which orders the server closed meanwhile.
  const tok = token.value;
  useEffect(() => {
    if (!tok) return undefined;
    const mod = () => import('../state/away-closures');
    const prime = setTimeout(() => {
      void mod()
        .then((m) => {
          m.resetAwayClosures();
          return m.primeAwayClosures();
        })
        .catch(() => undefined);
    }, 1500);
    const off = onResync(() => {
      void mod()
        .then((m) => m.reportAwayClosures())
        .catch(() => undefined);
    });
    return () => {
      clearTimeout(prime);
      off();
    };
  }, [tok]);
  return (
    <div className={showTabs ? 'shell with-tabs' : 'shell'}>
      <Guard>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <KeepAlive show={path === '/'} component={HomePage} />
          <KeepAlive show={path === '/trade'} component={TradePage} />
          <Switch>
            <Route path="/">{null}</Route>
            <Route path="/trade">{null}</Route>
            <Route component={ScreenRoutes} />
          </Switch>
        </Suspense>
      </Guard>
      {showTabs && <TabBar />}
      <ConfirmDialog />
      <Spinner />
      <Toast />
    </div>
  );
}
