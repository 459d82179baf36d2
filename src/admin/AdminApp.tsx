import { lazy, Suspense, useEffect } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { t } from '../i18n/i18n';
import { Toast } from '../components/Toast';
import { adminCall } from './admin-client';
import { adminToken, clearAdminSession, operator } from './admin-session';
import { LoginView } from './LoginView';
import { DepositsPage } from './DepositsPage';
import { VerificationsPage } from './VerificationsPage';
import { WithdrawalsPage } from './WithdrawalsPage';
import { UsersPage } from './UsersPage';
import { UserPage } from './UserPage';
import { AuditPage, OutboxPage } from './LogPages';
import { SettingsPage } from './SettingsPage';
import { OperatorsPage } from './OperatorsPage';
import { NewsAdminPage } from './NewsAdminPage';
import {
  BankAccountsPage,
  BankCurrenciesPage,
  CategoriesPage,
  CompaniesPage,
  DepositNetworksPage,
  PairsPage,
  WithdrawSymbolsPage,
} from './CataloguePages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SecurityPage } from './SecurityPage';
import { OPERATOR_MONEY_AREAS } from '../../core/wire/paths';

/** The Performance page is a chunk of its own: it is the only one that needs uPlot. */
const PerfPage = lazy(() => import('./PerfPage'));
function PerfScreen() {
  return (
    <Suspense fallback={<p className="muted">…</p>}>
      <PerfPage />
    </Suspense>
  );
}

/**
 * With operator_2fa_required on, an operator without two-factor sign-in is sent from a money screen (deposits,
 * withdrawals, users) to /security; the server refuses those calls anyway (operator-auth.ts). Relative to the
 * desk's router base (/admin).
 */
function useMoneyBlocked(): boolean {
  const [path] = useLocation();
  const op = operator.value;
  const money = OPERATOR_MONEY_AREAS.some((a) => path === a || path.startsWith(`${a}/`));
  return Boolean(op && money && op.two_factor_required === 1 && op.two_factor !== 1);
}

/** Left-hand navigation; entries a reviewer may not use are not shown (the server refuses them anyway). */
function Nav() {
  const [path] = useLocation();
  const items: [string, string][] = [
    ['/deposits', 'admin.deposits'],
    ['/withdrawals', 'admin.withdrawals'],
    ['/verifications', 'admin.verifications'],
  ];
  if (operator.value?.role === 'admin') {
    items.push(
      ['/users', 'admin.users'],
      ['/pairs', 'admin.pairs'],
      ['/categories', 'admin.categories'],
      ['/deposit-networks', 'admin.deposit_networks'],
      ['/bank-currencies', 'admin.bank_currencies'],
      ['/bank-accounts', 'admin.bank_accounts'],
      ['/withdraw-symbols', 'admin.withdraw_symbols'],
      ['/news', 'admin.news'],
      ['/companies', 'admin.companies'],
      ['/settings', 'admin.settings'],
      ['/performance', 'admin.perf'],
      ['/operators', 'admin.operators'],
      ['/audit', 'admin.audit'],
      ['/outbox', 'admin.outbox'],
    );
  }
  items.push(['/security', 'security.title']);
  return (
    <nav className="side" aria-label={t('admin.title')}>
      <h1 className="brand">{t('admin.title')}</h1>
      {items.map(([href, key]) => (
        <Link key={href} href={href} className={path === href || path.startsWith(`${href}/`) ? 'on' : ''}>
          {t(key)}
        </Link>
      ))}
      <div className="who">
        <span>{operator.value?.email}</span>
        <small>{operator.value ? t(`admin.role_${operator.value.role}`) : ''}</small>
        <button
          type="button"
          onClick={() => {
            void adminCall('POST /admin/api/logout').catch(() => undefined);
            clearAdminSession();
          }}
        >
          {t('admin.logout')}
        </button>
      </div>
    </nav>
  );
}

/** The desk's screens; they wait for `me`, so a money screen never calls before the two-factor rule is known. */
function Screens() {
  const blocked = useMoneyBlocked();
  return !operator.value ? null : blocked ? (
    <Redirect to="/security" replace />
  ) : (
    <Switch>
      <Route path="/deposits" component={DepositsPage} />
      <Route path="/withdrawals" component={WithdrawalsPage} />
      <Route path="/verifications" component={VerificationsPage} />
      <Route path="/users" component={UsersPage} />
      <Route path="/users/:id" component={UserPage} />
      <Route path="/audit" component={AuditPage} />
      <Route path="/outbox" component={OutboxPage} />
      <Route path="/settings" component={SettingsPage} />
      <Route path="/performance" component={PerfScreen} />
      <Route path="/operators" component={OperatorsPage} />
      <Route path="/pairs" component={PairsPage} />
      <Route path="/categories" component={CategoriesPage} />
      <Route path="/deposit-networks" component={DepositNetworksPage} />
      <Route path="/bank-currencies" component={BankCurrenciesPage} />
      <Route path="/bank-accounts" component={BankAccountsPage} />
      <Route path="/withdraw-symbols" component={WithdrawSymbolsPage} />
      <Route path="/news" component={NewsAdminPage} />
      <Route path="/companies" component={CompaniesPage} />
      <Route path="/security" component={SecurityPage} />
      <Route>
        <Redirect to="/deposits" replace />
      </Route>
    </Switch>
  );
}

/** /admin: the login form, or the desk (queues) once an operator is signed in. */
export function AdminApp() {
  const token = adminToken.value;
  useEffect(() => {
    if (token && !operator.value)
      void adminCall('GET /admin/api/me')
        .then((op) => {
          operator.value = op;
        })
        .catch(() => undefined);
  }, [token]);
  return (
    <>
      {!token ? (
        <LoginView />
      ) : (
        <Router base="/admin">
          <div className="desk">
            <Nav />
            <main className="work">
              <Screens />
            </main>
          </div>
        </Router>
      )}
      <ConfirmDialog />
      <Toast />
    </>
  );
}
