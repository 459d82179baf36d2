import { Redirect, Route, Switch } from 'wouter';
import { screen } from './screen';

const SystemPage = screen(() => import('../pages/mine/SystemPage'));
const PasswordPage = screen(() => import('../pages/mine/PasswordPage'));
const AnnouncementPage = screen(() => import('../pages/mine/AnnouncementPage'));
const HistoryPage = screen(() => import('../pages/mine/HistoryPage'));
const ChargePage = screen(() => import('../pages/mine/ChargePage'));
const WithdrawPage = screen(() => import('../pages/mine/WithdrawPage'));
const WalletPage = screen(() => import('../pages/mine/WalletPage'));
const PayoutListPage = screen(() => import('../pages/mine/PayoutListPage'));
const WithdrawWayPage = screen(() => import('../pages/mine/WithdrawWayPage'));
const AuthPage = screen(() => import('../pages/mine/AuthPage'));
const InvitePage = screen(() => import('../pages/mine/InvitePage'));
const EmailPage = screen(() => import('../pages/mine/EmailPage'));
const ChatPage = screen(() => import('../pages/mine/ChatPage'));

/** The account centre's screens under /mine/ (product.md section 2); an unknown one goes to /. */
export default function MineRoutes() {
  return (
    <Switch>
      <Route path="/mine/system" component={SystemPage} />
      <Route path="/mine/password" component={PasswordPage} />
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
      <Route><Redirect to="/" replace /></Route>
    </Switch>
  );
}
