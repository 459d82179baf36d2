import { useLocation, useSearch } from 'wouter';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Tabs } from '../../../components/Tabs';
import { PullRefresh } from '../../../components/PullRefresh';
import { ListEnd } from '../../../components/ListEnd';
import { usePagedList } from '../../../components/use-paged-list';
import { fetchWithdrawals, type DrawType } from '../../../api/funds-api';
import { PayoutType } from '../../../../core/codes';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawRecords } from './WithdrawRecords';

/**
 * /mine/withdraw: coin (1) or bank (2), currency, destination (one still in its cooling-off says from when it can be
 * used), amount, fee and what arrives, the code that confirms it (e-mail or authenticator: PayoutCodeField), then
 * the records.
 */
export default function WithdrawPage() {
  const [, go] = useLocation();
  // The tab lives in the address (?type=2 for bank), so coming back from binding a bank account lands on it.
  const tab: DrawType = new URLSearchParams(useSearch()).get('type') === '2' ? PayoutType.Bank : PayoutType.Coin;
  const setTab = (v: DrawType) =>
    go(v === PayoutType.Bank ? '/mine/withdraw?type=2' : '/mine/withdraw', { replace: true });
  const records = usePagedList(
    (page) => fetchWithdrawals(tab, page).then((r) => ({ items: r.data, total: r.total })),
    tab,
  );

  return (
    <main className="page">
      <NavBar title={t('withdraw.title')} />
      <Tabs
        value={tab}
        onChange={setTab}
        tabs={
          [
            { value: PayoutType.Coin, label: t('charge.coin') },
            { value: PayoutType.Bank, label: t('charge.bank') },
          ] as const
        }
      />
      <PullRefresh onRefresh={records.reload}>
        <WithdrawForm tab={tab} onSent={() => void records.reload()} />
        <h2 className="section-title">{t('withdraw.records')}</h2>
        <WithdrawRecords items={records.items} loading={records.loading} />
        <ListEnd list={records} empty={t('withdraw.empty')} />
      </PullRefresh>
    </main>
  );
}
