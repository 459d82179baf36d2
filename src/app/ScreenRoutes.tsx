import { Redirect, Route, Switch } from 'wouter';
import { accountScreen, orderScreen, screen } from './screen-kinds';

const LoginPage = screen(() => import('../pages/auth/LoginPage'));
const RegisterPage = screen(() => import('../pages/auth/RegisterPage'));
const ForgotPage = screen(() => import('../pages/auth/ForgotPage'));
const LanguagePage = screen(() => import('../pages/language/LanguagePage'));
const OrderPage = orderScreen(() => import('../pages/order/OrderPage'));
const ProductPage = accountScreen(() => import('../pages/product/ProductPage'));
const MinePage = accountScreen(() => import('../pages/mine/MinePage'));
const RankingPage = accountScreen(() => import('../pages/ranking/RankingPage'));
const NewsPage = accountScreen(() => import('../pages/news/NewsPage'));
const NewsDetailPage = accountScreen(() => import('../pages/news/NewsDetailPage'));
const FeedbackPage = accountScreen(() => import('../pages/feedback/FeedbackPage'));
const SystemPage = accountScreen(() => import('../pages/mine/account/SystemPage'));
const PasswordPage = accountScreen(() => import('../pages/mine/account/PasswordPage'));
const SecurityPage = accountScreen(() => import('../pages/mine/account/SecurityPage'));
const AnnouncementPage = accountScreen(() => import('../pages/mine/support/AnnouncementPage'));
const HistoryPage = accountScreen(() => import('../pages/mine/funds/HistoryPage'));
const ChargePage = accountScreen(() => import('../pages/mine/funds/ChargePage'));
const WithdrawPage = accountScreen(() => import('../pages/mine/funds/WithdrawPage'));
const WalletPage = accountScreen(() => import('../pages/mine/funds/WalletPage'));
const PayoutListPage = accountScreen(() => import('../pages/mine/funds/PayoutListPage'));
const WithdrawWayPage = accountScreen(() => import('../pages/mine/funds/WithdrawWayPage'));
const AuthPage = accountScreen(() => import('../pages/mine/account/AuthPage'));
const InvitePage = accountScreen(() => import('../pages/mine/account/InvitePage'));
const EmailPage = accountScreen(() => import('../pages/mine/support/EmailPage'));
const ChatPage = accountScreen(() => import('../pages/mine/support/ChatPage'));
const AlertsPage = screen(() => import('../pages/mine/alerts/AlertsPage'));
const NotificationsPage = screen(() => import('../pages/mine/alerts/NotificationsPage'));
const DevicesPage = accountScreen(() => import('../pages/mine/account/DevicesPage'));

/** Every screen of docs/product.md but / and /trade (App.tsx keeps those alive); an unknown path goes to /. */
export default function ScreenRoutes() {
  return (
    <Switch>
      <Route path="/product" component={ProductPage} />
      <Route path="/order" component={OrderPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/forgot" component={ForgotPage} />
      <Route path="/language" component={LanguagePage} />
      <Route path="/mine" component={MinePage} />
      <Route path="/user" component={MinePage} />
      <Route path="/mine/system" component={SystemPage} />
      <Route path="/mine/password" component={PasswordPage} />
      <Route path="/mine/security" component={SecurityPage} />
      <Route path="/mine/announcement" component={AnnouncementPage} />
      <Route path="/mine/history" component={HistoryPage} />
      <Route path="/mine/charge" component={ChargePage} />
      <Route path="/mine/withdraw" component={WithdrawPage} />
      <Route path="/mine/wallet" component={WalletPage} />
      <Route path="/mine/bank-card-list" component={PayoutListPage} />
      <Route path="/mine/coin-address-list" component={PayoutListPage} />
      <Route path="/mine/withdraw-way" component={WithdrawWayPage} />
      <Route path="/mine/auth" component={AuthPage} />
      <Route path="/mine/invite" component={InvitePage} />
      <Route path="/mine/email" component={EmailPage} />
      <Route path="/mine/chat" component={ChatPage} />
      <Route path="/mine/alerts" component={AlertsPage} />
      <Route path="/mine/notifications" component={NotificationsPage} />
      <Route path="/mine/devices" component={DevicesPage} />
      <Route path="/ranking" component={RankingPage} />
      <Route path="/news" component={NewsPage} />
      <Route path="/news/detail" component={NewsDetailPage} />
      <Route path="/feedback" component={FeedbackPage} />
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
