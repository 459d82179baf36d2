import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { Picker } from '../../components/Picker';
import { ImagePicker } from '../../components/ImagePicker';
import { showToast } from '../../state/toast';
import {
  fetchBankAccounts,
  fetchBankCurrencies,
  submitBankDeposit,
  type BankAccount,
  type BankCurrency,
} from '../../api/funds-api';
import { confirmLarge, DepositAmount } from './DepositAmount';

/** The bank tab: collecting currency, one of its accounts, amount, proof. */
export function BankDepositForm({ onDone }: { onDone: () => void }) {
  const [currencies, setCurrencies] = useState<BankCurrency[]>([]);
  const [currency, setCurrency] = useState<number | null>(null);
  const [accounts, setAccounts] = useState<BankAccount[]>([]);
  const [account, setAccount] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState('');
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    void fetchBankCurrencies()
      .then((l) => {
        setCurrencies(l);
        setCurrency((v) => v ?? l[0]?.id ?? null);
      })
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    setAccounts([]);
    setAccount(null);
    if (currency !== null)
      void fetchBankAccounts(currency)
        .then(setAccounts)
        .catch(() => undefined);
  }, [currency]);
  const cur = currencies.find((c) => c.id === currency) ?? null;
  const submit = async () => {
    if (account === null) {
      showToast(t('withdraw.no_pay_way'));
      return;
    }
    if (!(await confirmLarge(amount, cur?.name ?? '', cur?.usd_price))) return;
    try {
      await submitBankDeposit({ number: amount.trim(), proofImg: proof, wire_id: account });
      setAmount('');
      setProof('');
      setAccount(null);
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
            <dl>
              <div>
                <dt>{t('bank.bank_name')}</dt>
                <dd>{a.bank_name}</dd>
              </div>
              <div>
                <dt>{t('bank.bank_address')}</dt>
                <dd>{a.bank_address}</dd>
              </div>
              <div>
                <dt>{t('bank.swift')}</dt>
                <dd dir="ltr">{a.bank_swift}</dd>
              </div>
              <div>
                <dt>{t('bank.payee_name')}</dt>
                <dd>{a.payee_name}</dd>
              </div>
              <div>
                <dt>{t('bank.payee_account')}</dt>
                <dd dir="ltr">{a.payee_account}</dd>
              </div>
              {a.bank_remark && (
                <div>
                  <dt>{t('bank.remark')}</dt>
                  <dd>{a.bank_remark}</dd>
                </div>
              )}
            </dl>
          </label>
        ))}
        {currency !== null && accounts.length === 0 && <p className="muted">{t('charge.no_accounts')}</p>}
      </fieldset>
      <DepositAmount
        label={t('charge.amount_bank')}
        code={cur?.name ?? ''}
        usdPrice={cur?.usd_price}
        value={amount}
        onChange={setAmount}
      />
      <ImagePicker key={formKey} label={t('charge.proof')} name="proof" value={proof} onChange={setProof} />
      <button type="submit" className="btn primary block">
        {t('common.submit')}
      </button>
    </form>
  );
}
