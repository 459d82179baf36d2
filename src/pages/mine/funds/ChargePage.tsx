import { formatWhen } from '../../../i18n/dates';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Tabs } from '../../../components/Tabs';
import { PullRefresh } from '../../../components/PullRefresh';
import { ListEnd } from '../../../components/ListEnd';
import { usePagedList } from '../../../components/use-paged-list';
import { fetchDeposits } from '../../../api/funds-api';
import { DepositType, type CodeOf } from '../../../../core/codes';
import { CoinDepositForm } from './CoinDepositForm';
import { BankDepositForm } from './BankDepositForm';

/** Deposit type codes (docs/glossary.md, Codes): 0 coin, 1 bank. */
type Tab = CodeOf<typeof DepositType>;

/** Deposit status 0 unchecked, 1 finished, 2 rejected, 3 invalid (docs/glossary.md, Codes). */
const STATUS_KEYS = ['charge.status_0', 'charge.status_1', 'charge.status_2', 'charge.status_3'];

/** /mine/charge: deposit by coin or bank wire, and the paged deposit history of the tab (docs/product.md, Screens). */
export default function ChargePage() {
  const [tab, setTab] = useState<Tab>(DepositType.Coin);
  const history = usePagedList(
    (page) => fetchDeposits(tab, page).then((r) => ({ items: r.data, total: r.total })),
    tab,
  );
  return (
    <main className="page">
      <NavBar title={t('charge.title')} />
      <Tabs
        value={tab}
        onChange={setTab}
        tabs={
          [
            { value: DepositType.Coin, label: t('charge.coin') },
            { value: DepositType.Bank, label: t('charge.bank') },
          ] as const
        }
      />
      <PullRefresh onRefresh={history.reload}>
        {tab === DepositType.Coin ? (
          <CoinDepositForm onDone={() => void history.reload()} />
        ) : (
          <BankDepositForm onDone={() => void history.reload()} />
        )}
        <h2 className="section-title">{t('charge.history')}</h2>
        <ul className="record-list" data-testid="deposit-history" aria-busy={history.loading}>
          {history.items.map((r) => (
            <li key={r.id} className="record" data-status={r.status}>
              <div className="record-main">
                <span dir="ltr">
                  {r.number} {r.currency_code}
                </span>
                <span className="muted small">{formatWhen(r.created_at)}</span>
                {r.remark && (
                  <span className="muted small">
                    <bdi>{r.remark}</bdi>
                  </span>
                )}
              </div>
              <span className={`tag status-${r.status}`}>{t(STATUS_KEYS[r.status] ?? 'charge.status_0')}</span>
            </li>
          ))}
        </ul>
        <ListEnd list={history} empty={t('charge.empty')} />
      </PullRefresh>
    </main>
  );
}
