import { t } from '../../i18n/i18n';
import { risk } from '../../state/orders';
import { formatUsd } from '../../i18n/money-format';
import { formatPercent } from '../../i18n/percent';

/** The holding tab's totals, live from FOREX_TRADE: floating profit, margin level and margin used ('--' until known). */
export function AccountStrip() {
  const r = risk.value;
  return (
    <dl className="account-strip" data-testid="account" dir="ltr">
      <div>
        <dt>{t('order.floating')}</dt>
        <dd className={r && r.ProfitsTotal.startsWith('-') ? 'down' : 'up'} data-testid="floating">
          {r ? formatUsd(r.ProfitsTotal, 6) : '--'}
        </dd>
      </div>
      <div>
        <dt>{t('order.margin_level')}</dt>
        <dd data-testid="hazard">{r && r.HazardRate ? formatPercent(r.HazardRate, 2) : '--'}</dd>
      </div>
      <div>
        <dt>{t('order.margin_used')}</dt>
        <dd>{r ? formatUsd(r.CautionMoneyAll, 6) : '--'}</dd>
      </div>
    </dl>
  );
}
