import { t } from '../../../i18n/i18n';
import { user } from '../../../state/session';
import { formatUsd } from '../../../i18n/money-format';

/** What a withdrawal costs and brings: the fee, what arrives (in the currency's `code`), and the balance. */
export function WithdrawFigures({ fee, received, code }: { fee: string; received: string; code: string | undefined }) {
  return (
    <dl className="figures">
      <dt>{t('withdraw.fee')}</dt>
      <dd data-testid="withdraw-fee" dir="ltr">
        {formatUsd(fee, 2)} USD
      </dd>
      <dt>{t('withdraw.receive')}</dt>
      <dd data-testid="withdraw-receive" dir="ltr">
        {received}
        {code ? ` ${code}` : ''}
      </dd>
      <dt>{t('withdraw.balance')}</dt>
      <dd data-testid="withdraw-balance" dir="ltr">
        {formatUsd(user.value?.balance ?? '0', 2)} USD
      </dd>
    </dl>
  );
}
