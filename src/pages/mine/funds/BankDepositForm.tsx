import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Picker } from '../../../components/Picker';
import { showToast } from '../../../state/toast';
import { fetchBankAccounts, fetchBankCurrencies, submitBankDeposit, type BankAccount } from '../../../api/funds-api';
import { DepositForm } from './DepositForm';
import { useFirstChoice } from './use-first-choice';
import { BankAccountDetails } from './BankAccountDetails';

/** The bank tab: collecting currency, one of its accounts, amount, proof. */
export function BankDepositForm({ onDone }: { onDone: () => void }) {
  const [currencies, currency, setCurrency, cur] = useFirstChoice(fetchBankCurrencies);
  const [accounts, setAccounts] = useState<BankAccount[]>([]);
  const [account, setAccount] = useState<number | null>(null);
  useEffect(() => {
    setAccounts([]);
    setAccount(null);
    if (currency !== null)
      void fetchBankAccounts(currency)
        .then(setAccounts)
        .catch(() => undefined);
  }, [currency]);
  return (
    <DepositForm
      amountLabel={t('charge.amount_bank')}
      code={cur?.name ?? ''}
      usdPrice={cur?.usd_price}
      send={
        account === null
          ? null
          : async (claim) => {
              await submitBankDeposit({ ...claim, wire_id: account });
              setAccount(null);
            }
      }
      onMissing={() => showToast(t('withdraw.no_pay_way'))}
      onDone={onDone}
    >
      <Picker
        label={t('charge.currency')}
        name="currency"
        placeholder={t('charge.choose_currency')}
        value={currency}
        onChange={setCurrency}
        options={currencies.map((c) => ({ value: c.id, label: c.name }))}
      />
      <fieldset className="bank-accounts">
        <legend>{t('charge.bank_account')}</legend>
        {accounts.map((a) => (
          <label key={a.id} className={`bank-account${account === a.id ? ' on' : ''}`}>
            <input
              type="radio"
              name="wire_id"
              value={a.id}
              checked={account === a.id}
              onChange={() => setAccount(a.id)}
            />
            <BankAccountDetails a={a} />
          </label>
        ))}
        {currency !== null && accounts.length === 0 && <p className="muted">{t('charge.no_accounts')}</p>}
      </fieldset>
    </DepositForm>
  );
}
