import { t } from '../i18n/i18n';
import { errorProps, FieldError } from '../components/FieldError';

/** The balance adjustment (admin): an amount (negative takes money off) and the memo that says why, both required. */
export function AdjustForm({
  amount,
  setAmount,
  amountError,
  setAmountError,
  memo,
  setMemo,
  adjust,
}: {
  amount: string;
  setAmount: (v: string) => void;
  amountError: string;
  setAmountError: (v: string) => void;
  memo: string;
  setMemo: (v: string) => void;
  adjust: () => Promise<void>;
}) {
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        void adjust();
      }}
    >
      <h3>{t('admin.adjust')}</h3>
      <input
        name="amount"
        inputMode="decimal"
        placeholder={t('admin.adjust_amount')}
        aria-label={t('admin.adjust_amount')}
        value={amount}
        onChange={(e) => {
          setAmount((e.target as HTMLInputElement).value);
          setAmountError('');
        }}
        {...errorProps('amount', amountError)}
      />
      <input
        name="memo"
        maxLength={200}
        placeholder={t('admin.adjust_memo')}
        aria-label={t('admin.adjust_memo')}
        value={memo}
        onChange={(e) => setMemo((e.target as HTMLInputElement).value)}
      />
      <button type="submit" className="primary" disabled={!amount.trim() || !memo.trim()}>
        {t('admin.adjust_submit')}
      </button>
      <FieldError name="amount" error={amountError} />
    </form>
  );
}
