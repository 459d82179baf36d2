import { t } from '../../../i18n/i18n';
import { confirm } from '../../../state/dialog';
import { formatUsd } from '../../../i18n/money-format';
import { formatMicro } from '../../../../core/rules/money';
import { numberText, readNumber } from '../../../i18n/number-input';
import { errorProps, FieldError } from '../../../components/FieldError';
import { LARGE_DEPOSIT_MICRO, previewCredit } from '../../../../core/rules/deposit-credit';

/** Credited USD as shown (2 decimals), from micro-USD. */
const usdText = (micro: number) => formatUsd(formatMicro(micro), 2);

/**
 * The amount, in the deposit's own currency (named in the label), typed in the trader's language
 * (src/i18n/number-input.ts), and the USD it credits once approved, by the rule the server applies
 * (core/rules/deposit-credit.ts); `error` is said under it.
 */
export function DepositAmount({
  label,
  code,
  usdPrice,
  value,
  error,
  onChange,
}: {
  label: string;
  code: string;
  usdPrice: string | undefined;
  value: string;
  error: string;
  onChange: (v: string) => void;
}) {
  const credit = previewCredit(readNumber(value)[0], usdPrice);
  return (
    <>
      <label className="form-row">
        <span>
          {label}
          {code && (
            <>
              {' '}
              (
              <span dir="ltr" data-testid="deposit-unit">
                {code}
              </span>
              )
            </>
          )}
        </span>
        <input
          name="number"
          inputMode="decimal"
          value={value}
          maxLength={32}
          onChange={(e) => onChange((e.target as HTMLInputElement).value)}
          {...errorProps('number', error)}
        />
      </label>
      <FieldError name="number" error={error} />
      <p className="deposit-credit muted small" data-testid="deposit-credit" aria-live="polite">
        {t('charge.credited', { usd: credit === null ? '--' : usdText(credit) })}
      </p>
    </>
  );
}

/**
 * A claim of `amount` (an exact decimal, as readNumber gives it) crediting LARGE_DEPOSIT_MICRO or more is confirmed
 * once more with its USD value (a mistyped amount in BTC is millions); true when it may be sent.
 */
export async function confirmLarge(amount: string, code: string, usdPrice: string | undefined): Promise<boolean> {
  const credit = previewCredit(amount, usdPrice);
  if (credit === null || credit < LARGE_DEPOSIT_MICRO) return true;
  return confirm(t('charge.confirm_large', { amount: numberText(amount), code, usd: usdText(credit) }));
}
