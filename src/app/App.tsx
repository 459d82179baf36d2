import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import HomePage from '../pages/home/HomePage';
import { Guard } from './Guard';
import { TabBar, TAB_PATHS } from './TabBar';
import { Toast } from '../components/Toast';
import { Spinner } from '../components/Spinner';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { KeepAlive } from './KeepAlive';
import { ensureSocket, onResync } from '../socket/socket-client';
import { token } from '../state/session';
import { screen } from './screen';

// Every screen but home is its own chunk: `/` loads only what it draws.
const LoginPage = screen(() => import('../pages/auth/LoginPage'));
const RegisterPage = screen(() => import('../pages/auth/RegisterPage'));
const ForgotPage = screen(() => import('../pages/auth/ForgotPage'));
const LanguagePage = screen(() => import('../pages/language/LanguagePage'));
const TradePage = screen(() => import('../pages/trade/TradePage'));
const ProductPage = screen(() => import('../pages/product/ProductPage'));
const OrderPage = screen(() => import('../pages/order/OrderPage'));
const MinePage = screen(() => import('../pages/mine/MinePage'));
// The screens under /mine/ are routed by their own chunk: their route table costs `/` nothing.
const MineRoutes = lazy(() => import('./MineRoutes'));

/** The route table of product.md section 2: only screens that exist are registered; the rest go to /. */
export function App() {
  const [path] = useLocation();
  const showTabs = TAB_PATHS.includes(path) || path === '/user';
  // product.md: every navigation starts the live-data socket (a no-op once it runs).
  useEffect(() => { void ensureSocket(); }, [path]);
  // On any screen, after a reconnect or a long hide, say which orders the server closed meanwhile.
  const tok = token.value;
  useEffect(() => {
    if (!tok) return undefined;
    const mod = () => import('../state/away-closures');
    const prime = setTimeout(() => { void mod().then((m) => { m.resetAwayClosures(); return m.primeAwayClosures(); }).catch(() => undefined); }, 1500);
    const off = onResync(() => { void mod().then((m) => m.reportAwayClosures()).catch(() => undefined); });
    return () => { clearTimeout(prime); off(); };
  }, [tok]);
  return (
    <div class={showTabs ? 'shell with-tabs' : 'shell'}>
      <Guard>
        <Suspense fallback={<div class="page-loading" aria-busy="true" />}>
          <KeepAlive show={path === '/'} component={HomePage} />
          <KeepAlive show={path === '/trade'} component={TradePage} />
          <Switch>
            <Route path="/">{null}</Route>
            <Route path="/trade">{null}</Route>
            <Route path="/product" component={ProductPage} />
            <Route path="/order" component={OrderPage} />
            <Route path="/login" component={LoginPage} />
            <Route path="/register" component={RegisterPage} />
            <Route path="/forgot" component={ForgotPage} />
            <Route path="/language" component={LanguagePage} />
            <Route path="/mine" component={MinePage} />
            <Route path="/user" component={MinePage} />
            <Route path="/mine/*" component={MineRoutes} />
            <Route><Redirect to="/" replace /></Route>
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
