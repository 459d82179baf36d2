import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { PullRefresh } from '../../components/PullRefresh';
import { LanguageButton } from '../../components/LanguageButton';
import { showToast } from '../../state/toast';
import { fetchLeaders, type Leader } from '../../api/content-api';
import { formatUsd } from '../../lib/format';

const pct = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;

/** The ranking tab: the copy-trading leaderboard of the last three weeks; a tap says copying is coming soon. */
export default function RankingPage() {
  const [list, setList] = useState<Leader[] | null>(null);
  const load = useCallback(() => fetchLeaders().then(setList).catch(() => setList((l) => l ?? [])), []);
  useEffect(() => { void load(); }, [load]);
  return (
    <main class="page ranking">
      <header class="home-head">
        <h1>{t('ranking.title')}</h1>
        <LanguageButton />
      </header>
      <p class="muted small hint">{t('ranking.intro')}</p>
      <PullRefresh onRefresh={load}>
        <ol class="leader-list" aria-busy={list === null}>
          {list?.map((r, i) => (
            <li key={`${r.user}-${i}`}>
              <button type="button" class="leader" data-rank={i + 1} onClick={() => showToast(t('ranking.coming_soon'))}>
                <span class={`rank rank-${i + 1}`}>{i + 1}</span>
                <span class="leader-who">
                  <strong dir="ltr" class="leader-user">{r.user}</strong>
                  <span class="leader-tags">
                    <span class="leader-tag" dir="ltr">{r.code}</span>
                    <span class="leader-tag" dir="ltr">1:{r.multiple}</span>
                    <span class="muted small">{t('ranking.followers')}: {r.followers}</span>
                  </span>
                </span>
                <span class={`leader-rate ${r.three_week_rate >= 0 ? 'up' : 'down'}`} dir="ltr">{pct(r.three_week_rate)}</span>
                <dl class="leader-figures">
                  <div><dt>{t('ranking.income')}</dt><dd dir="ltr" class={r.three_week_profit.startsWith('-') ? 'down' : 'up'}>{formatUsd(r.three_week_profit, 2)}</dd></div>
                  <div><dt>{t('ranking.win_rate')}</dt><dd dir="ltr">{r.three_week_win.toFixed(2)}%</dd></div>
                  <div><dt>{t('ranking.total_rate')}</dt><dd dir="ltr">{pct(r.total_rate)}</dd></div>
                  <div><dt>{t('ranking.trades')}</dt><dd dir="ltr">{r.total_trade_num}</dd></div>
                </dl>
              </button>
            </li>
          ))}
        </ol>
        {list?.length === 0 && <p class="muted center empty">{t('ranking.empty')}</p>}
      </PullRefresh>
    </main>
  );
}
