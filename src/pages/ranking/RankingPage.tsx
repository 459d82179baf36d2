import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { PullRefresh } from '../../components/PullRefresh';
import { LanguageButton } from '../../components/LanguageButton';
import { showToast } from '../../state/toast';
import { fetchLeaders, type Leader } from '../../api/content-api';
import { formatUsd } from '../../i18n/money-format';
import { formatPercent } from '../../i18n/percent';

/** The ranking tab: the copy-trading leaderboard of the last three weeks; a tap says copying is coming soon. */
export default function RankingPage() {
  const [list, setList] = useState<Leader[] | null>(null);
  const load = useCallback(
    () =>
      fetchLeaders()
        .then(setList)
        .catch(() => setList((l) => l ?? [])),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <main className="page ranking">
      <header className="home-head">
        <h1>{t('ranking.title')}</h1>
        <LanguageButton />
      </header>
      <p className="muted small hint">{t('ranking.intro')}</p>
      <PullRefresh onRefresh={load}>
        <ol className="leader-list" aria-busy={list === null}>
          {list?.map((r, i) => (
            <li key={`${r.user}-${i}`}>
              <button
                type="button"
                className="leader"
                data-rank={i + 1}
                onClick={() => showToast(t('ranking.coming_soon'))}
              >
                <span className={`rank rank-${i + 1}`}>{i + 1}</span>
                <span className="leader-who">
                  <strong dir="ltr" className="leader-user">
                    {r.user}
                  </strong>
                  <span className="leader-tags">
                    <span className="leader-tag" dir="ltr">
                      {r.code}
                    </span>
                    <span className="leader-tag" dir="ltr">
                      1:{r.multiple}
                    </span>
                    <span className="muted small">
                      {t('ranking.followers')}: {r.followers}
                    </span>
                  </span>
                </span>
                <span className={`leader-rate ${r.three_week_rate >= 0 ? 'up' : 'down'}`} dir="ltr">
                  {formatPercent(r.three_week_rate, 2, true)}
                </span>
                <dl className="leader-figures">
                  <div>
                    <dt>{t('ranking.income')}</dt>
                    <dd dir="ltr" className={r.three_week_profit.startsWith('-') ? 'down' : 'up'}>
                      {formatUsd(r.three_week_profit, 2)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('ranking.win_rate')}</dt>
                    <dd dir="ltr">{formatPercent(r.three_week_win, 2)}</dd>
                  </div>
                  <div>
                    <dt>{t('ranking.total_rate')}</dt>
                    <dd dir="ltr">{formatPercent(r.total_rate, 2, true)}</dd>
                  </div>
                  <div>
                    <dt>{t('ranking.trades')}</dt>
                    <dd dir="ltr">{r.total_trade_num}</dd>
                  </div>
                </dl>
              </button>
            </li>
          ))}
        </ol>
        {list?.length === 0 && <p className="muted center empty">{t('ranking.empty')}</p>}
      </PullRefresh>
    </main>
  );
}
