import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { PullRefresh } from '../../../components/PullRefresh';
import { ListEnd } from '../../../components/ListEnd';
import { usePagedList } from '../../../components/use-paged-list';
import { fetchBalanceSummary, fetchLedger, type BalanceSummary, type LedgerRecord } from '../../../api/funds-api';
import { formatUsd } from '../../../i18n/money-format';
import { formatWhen } from '../../../i18n/dates';
import { toMicro } from '../../../../core/rules/money';
import { LedgerType } from '../../../../core/codes';

const signed = (v: string) => `${v.startsWith('-') ? '' : '+'}${formatUsd(v, 2)}`;

/** Ledger Type 10 (operator adjustment) carries its own text; every other type is described by the server's translation. */
const describe = (r: LedgerRecord) => (r.Type === LedgerType.Adjustment ? r.Memo : r.MemoTran);

/** /mine/history: billing detail, USD, available and frozen balance, then the ledger (docs/product.md, Screens). */
export default function HistoryPage() {
  const [summary, setSummary] = useState<BalanceSummary | null>(null);
  const loadSummary = useCallback(
    () =>
      fetchBalanceSummary()
        .then(setSummary)
        .catch(() => undefined),
    [],
  );
  useEffect(() => {
    void loadSummary();
  }, [loadSummary]);
  const list = usePagedList((page) => fetchLedger(page).then((r) => ({ items: r.list, total: r.total })), 'ledger');
  return (
    <main className="page">
      <NavBar title={t('history.title')} />
      <dl className="account-strip" data-testid="summary">
        <div>
          <dt>{t('history.currency')}</dt>
          <dd>{summary?.currency ?? 'USD'}</dd>
        </div>
        <div>
          <dt>{t('history.available')}</dt>
          <dd dir="ltr" data-testid="available">
            {summary ? formatUsd(summary.balance, 2) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('history.frozen')}</dt>
          <dd dir="ltr" data-testid="frozen">
            {summary ? formatUsd(summary.lock_balance, 2) : '--'}
          </dd>
        </div>
      </dl>
      <PullRefresh onRefresh={() => Promise.all([list.reload(), loadSummary()])}>
        <ul className="record-list" aria-busy={list.loading}>
          {list.items.map((r) => (
            <li key={r.Id} className="record" data-type={r.Type}>
              <div className="record-main">
                <span>{describe(r)}</span>
                {/* In the page's direction: an Arabic date carries its own marks and reads right to left. */}
                <span className="muted small">{formatWhen(r.CreatedAtTran)}</span>
              </div>
              <span className="record-amounts">
                <strong className={r.Value.startsWith('-') ? 'down' : 'up'} dir="ltr">
                  {signed(r.Value)}
                </strong>
                {r.Frozen && toMicro(r.Frozen) !== 0 && (
                  <span className="muted small">
                    {t('history.frozen')} <span dir="ltr">{signed(r.Frozen)}</span>
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <ListEnd list={list} empty={t('history.empty')} />
      </PullRefresh>
    </main>
  );
}
