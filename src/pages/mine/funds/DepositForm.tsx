import { useState, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { ImagePicker } from '../../../components/ImagePicker';
import { confirmLarge, DepositAmount } from './DepositAmount';
import { readNumber } from '../../../i18n/number-input';

/** What both deposit calls take from the form: the amount as an exact decimal (read in the trader's language) and the proof picture. */
export interface Claim {
  number: string;
  proofImg: string;
}

/**
 * The frame both deposit tabs share: what to pay to (`children`), then the amount in `code` with the USD it
 * credits, the proof picture and submit. A large claim is confirmed once more; once `send` resolves the
 * amount and proof are cleared and `onDone` runs. `send` is null while there is nothing to pay to: submit then
 * calls `onMissing` instead.
 */
export function DepositForm({
  children,
  amountLabel,
  code,
  usdPrice,
  send,
  onMissing,
  onDone,
  disabled,
}: {
  children: ReactNode;
  amountLabel: string;
  code: string;
  usdPrice: string | undefined;
  send: ((claim: Claim) => Promise<unknown>) | null;
  onMissing?: () => void;
  onDone: () => void;
  disabled?: boolean;
}) {
  const [amount, setAmount] = useState('');
  // Why the amount can't be sent, from the last submit; typing clears it.
  const [error, setError] = useState('');
  const [proof, setProof] = useState('');
  // A new key clears the picker's preview after a claim is sent.
  const [formKey, setFormKey] = useState(0);
  const submit = async () => {
    if (!send) {
      onMissing?.();
      return;
    }
    const [number, unreadable] = readNumber(amount, { required: true });
    setError(unreadable);
    if (unreadable || !(await confirmLarge(number, code, usdPrice))) return;
    try {
      await send({ number, proofImg: proof });
      setAmount('');
      setProof('');
      setFormKey((k) => k + 1);
      onDone();
    } catch {
      /* toasted */
    }
  };
  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {children}
      <DepositAmount
        label={amountLabel}
        code={code}
        usdPrice={usdPrice}
        value={amount}
        error={error}
        onChange={(text) => {
          setAmount(text);
          setError('');
        }}
      />
      <ImagePicker key={formKey} label={t('charge.proof')} name="proof" value={proof} onChange={setProof} />
      <button type="submit" className="btn primary block" disabled={disabled}>
        {t('common.submit')}
      </button>
    </form>
  );
}
