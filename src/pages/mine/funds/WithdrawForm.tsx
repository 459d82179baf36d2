import { t } from '../../../i18n/i18n';
import { Picker } from '../../../components/Picker';
import type { DrawType } from '../../../api/funds-api';
import { errorProps, FieldError } from '../../../components/FieldError';
import { CodeType, PayoutType } from '../../../../core/codes';
import { PayoutCodeField } from './PayoutCodeField';
import { methodName, symbolName, usableFrom } from './payout-names';
import { useWithdrawForm } from './useWithdrawForm';
import { WithdrawFigures } from './WithdrawFigures';

/**
 * The withdraw form of the tab's type: currency, destination (one still in its cooling-off says from when it can be
 * used), amount, remark, fee and what arrives, the code that confirms it (e-mail or authenticator: PayoutCodeField).
 */
export function WithdrawForm({ tab, onSent }: { tab: DrawType; onSent: () => void }) {
  const f = useWithdrawForm(tab, onSent);
  const { symbols, symbolId, setSymbolId, symbol, methods, methodId, setMethodId, method } = f;
  const { amount, setAmount, memo, setMemo, code, setCode, value, quote, amountError, badAmount, askBind, submit } = f;
  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Picker
        label={t('withdraw.currency')}
        name="currency"
        placeholder={t('charge.choose_currency')}
        value={symbolId}
        onChange={setSymbolId}
        options={symbols.map((s) => ({ value: s.id, label: symbolName(s) }))}
      />
      <Picker
        label={t('withdraw.destination')}
        name="destination"
        placeholder={t('withdraw.choose_destination')}
        value={methodId}
        onChange={setMethodId}
        onEmpty={() => void askBind()}
        options={methods.map((m) => ({
          value: m.id,
          label: methodName(m),
          sub: [m.type === PayoutType.Bank ? m.payee_name : '', usableFrom(m)].filter(Boolean).join(' · ') || undefined,
        }))}
      />
      {method?.cooling ? (
        <p className="muted small" data-testid="method-cooling">
          {usableFrom(method)}
        </p>
      ) : null}
      <label className="form-row">
        <span>{t('withdraw.amount')}</span>
        <input
          name="number"
          inputMode="decimal"
          value={amount}
          maxLength={20}
          {...errorProps('number', amountError)}
          onChange={(e) => setAmount((e.target as HTMLInputElement).value)}
        />
      </label>
      <FieldError name="number" error={amountError} />
      <label className="form-row">
        <span>{t('withdraw.remark')}</span>
        <input
          name="memo"
          value={memo}
          maxLength={200}
          onChange={(e) => setMemo((e.target as HTMLInputElement).value)}
        />
      </label>
      <WithdrawFigures fee={quote.fee} received={quote.received} code={symbol?.code} />
      <PayoutCodeField purpose={CodeType.Withdraw} value={code} onChange={setCode} />
      <button type="submit" className="btn primary block" disabled={symbolId === null || badAmount || !value}>
        {t('common.submit')}
      </button>
    </form>
  );
}
