import { formatWhen } from '../../i18n/dates';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { Tabs } from '../../components/Tabs';
import { Picker } from '../../components/Picker';
import { QrCode } from '../../components/QrCode';
import { CopyButton } from '../../components/CopyButton';
import { ImagePicker } from '../../components/ImagePicker';
import { PullRefresh } from '../../components/PullRefresh';
import { ListEnd } from '../../components/ListEnd';
import { usePagedList } from '../../components/use-paged-list';
import { showToast } from '../../state/toast';
import { confirm } from '../../state/dialog';
import { formatUsd } from '../../i18n/money-format';
import { formatMicro } from '../../../core/rules/money';
import { LARGE_DEPOSIT_MICRO, previewCredit } from '../../../core/rules/deposit-credit';
import {
  fetchBankAccounts, fetchBankCurrencies, fetchDeposits, fetchNetworks, submitBankDeposit, submitCoinDeposit,
  type BankAccount, type BankCurrency, type DepositNetwork,
} from '../../api/funds-api';
import { DepositType, type CodeOf } from '../../../core/codes';

/** Deposit type codes (docs/glossary.md, Codes): 0 coin, 1 bank. */
type Tab = CodeOf<typeof DepositType>;

/** "USDT-TRC20", or the code alone when the network has no protocol (docs/api/funds.md). */
export const networkName = (n: DepositNetwork) => (n.protocol_code ? `${n.currency_code}-${n.protocol_code}` : n.currency_code);

/** Credited USD as shown (2 decimals), from micro-USD. */
const usdText = (micro: number) => formatUsd(formatMicro(micro), 2);

/**
 * The amount, in the deposit's own currency (named in the label), and the USD it credits once approved,
 * by the rule the server applies (core/rules/deposit-credit.ts).
 */
function DepositAmount({ label, code, usdPrice, value, onChange }: {
  label: string; code: string; usdPrice: string | undefined; value: string; onChange: (v: string) => void;
}) {
  const credit = previewCredit(value, usdPrice);
  return (
    <>
      <label className="form-row"><span>{label}{code && <> (<span dir="ltr" data-testid="deposit-unit">{code}</span>)</>}</span>
        <input name="number" inputMode="decimal" value={value} maxLength={32} onChange={(e) => onChange((e.target as HTMLInputElement).value)} />
      </label>
      <p className="deposit-credit muted small" data-testid="deposit-credit" aria-live="polite">
        {t('charge.credited', { usd: credit === null ? '--' : usdText(credit) })}
      </p>
    </>
  );
}

/**
 * A claim crediting LARGE_DEPOSIT_MICRO or more is confirmed once more with its USD value (a mistyped
 * amount in BTC is millions); true when it may be sent.
 */
async function confirmLarge(typed: string, code: string, usdPrice: string | undefined): Promise<boolean> {
  const credit = previewCredit(typed, usdPrice);
  if (credit === null || credit < LARGE_DEPOSIT_MICRO) return true;
  return confirm(t('charge.confirm_large', { amount: typed.trim(), code, usd: usdText(credit) }));
}

/** The coin tab: network, QR code and address to pay to, amount, proof. */
function CoinForm({ onDone }: { onDone: () => void }) {
  const [networks, setNetworks] = useState<DepositNetwork[]>([]);
  const [id, setId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState('');
  const [formKey, setFormKey] = useState(0);
  useEffect(() => { void fetchNetworks().then((l) => { setNetworks(l); setId((v) => v ?? l[0]?.id ?? null); }).catch(() => undefined); }, []);
  const net = networks.find((n) => n.id === id) ?? null;
  const submit = async () => {
    if (!net) return;
    if (!(await confirmLarge(amount, net.currency_code, net.usd_price))) return;
    try {
      await submitCoinDeposit({ number: amount.trim(), proofImg: proof, address: net.address, charge_id: net.id });
      setAmount(''); setProof(''); setFormKey((k) => k + 1);
      onDone();
    } catch { /* toasted */ }
  };
  return (
    <form className="form card" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Picker label={t('charge.network')} name="network" placeholder={t('charge.choose_network')} value={id} onChange={setId}
        options={networks.map((n) => ({ value: n.id, label: networkName(n) }))} />
      {net && (
        <div className="pay-to">
          <QrCode data={net.address} label={t('charge.qr_label', { name: networkName(net) })} />
          <p className="address" dir="ltr" data-testid="address">{net.address}</p>
          <CopyButton text={net.address} label={t('charge.copy_address')} />
          <p className="muted small">{t('charge.network_warning', { name: networkName(net) })}</p>
        </div>
      )}
      <DepositAmount label={t('charge.amount_coin')} code={net?.currency_code ?? ''} usdPrice={net?.usd_price} value={amount} onChange={setAmount} />
      <ImagePicker key={formKey} label={t('charge.proof')} name="proof" value={proof} onChange={setProof} />
      <button type="submit" className="btn primary block" disabled={!net}>{t('common.submit')}</button>
    </form>
  );
}

/** The bank tab: collecting currency, one of its accounts, amount, proof. */
function BankForm({ onDone }: { onDone: () => void }) {
  const [currencies, setCurrencies] = useState<BankCurrency[]>([]);
  const [currency, setCurrency] = useState<number | null>(null);
  const [accounts, setAccounts] = useState<BankAccount[]>([]);
  const [account, setAccount] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState('');
  const [formKey, setFormKey] = useState(0);
  useEffect(() => { void fetchBankCurrencies().then((l) => { setCurrencies(l); setCurrency((v) => v ?? l[0]?.id ?? null); }).catch(() => undefined); }, []);
  useEffect(() => {
    setAccounts([]); setAccount(null);
    if (currency !== null) void fetchBankAccounts(currency).then(setAccounts).catch(() => undefined);
  }, [currency]);
  const cur = currencies.find((c) => c.id === currency) ?? null;
  const submit = async () => {
    if (account === null) { showToast(t('withdraw.no_pay_way')); return; }
    if (!(await confirmLarge(amount, cur?.name ?? '', cur?.usd_price))) return;
    try {
      await submitBankDeposit({ number: amount.trim(), proofImg: proof, wire_id: account });
      setAmount(''); setProof(''); setAccount(null); setFormKey((k) => k + 1);
      onDone();
    } catch { /* toasted */ }
  };
  return (
    <form className="form card" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Picker label={t('charge.currency')} name="currency" placeholder={t('charge.choose_currency')} value={currency} onChange={setCurrency}
        options={currencies.map((c) => ({ value: c.id, label: c.name }))} />
      <fieldset className="bank-accounts">
        <legend>{t('charge.bank_account')}</legend>
        {accounts.map((a) => (
          <label key={a.id} className={`bank-account${account === a.id ? ' on' : ''}`}>
            <input type="radio" name="wire_id" value={a.id} checked={account === a.id} onChange={() => setAccount(a.id)} />
            <dl>
              <div><dt>{t('bank.bank_name')}</dt><dd>{a.bank_name}</dd></div>
              <div><dt>{t('bank.bank_address')}</dt><dd>{a.bank_address}</dd></div>
              <div><dt>{t('bank.swift')}</dt><dd dir="ltr">{a.bank_swift}</dd></div>
              <div><dt>{t('bank.payee_name')}</dt><dd>{a.payee_name}</dd></div>
              <div><dt>{t('bank.payee_account')}</dt><dd dir="ltr">{a.payee_account}</dd></div>
              {a.bank_remark && <div><dt>{t('bank.remark')}</dt><dd>{a.bank_remark}</dd></div>}
            </dl>
          </label>
        ))}
        {currency !== null && accounts.length === 0 && <p className="muted">{t('charge.no_accounts')}</p>}
      </fieldset>
      <DepositAmount label={t('charge.amount_bank')} code={cur?.name ?? ''} usdPrice={cur?.usd_price} value={amount} onChange={setAmount} />
      <ImagePicker key={formKey} label={t('charge.proof')} name="proof" value={proof} onChange={setProof} />
      <button type="submit" className="btn primary block">{t('common.submit')}</button>
    </form>
  );
}

/** Deposit status 0 unchecked, 1 finished, 2 rejected, 3 invalid (docs/glossary.md, Codes). */
const STATUS_KEYS = ['charge.status_0', 'charge.status_1', 'charge.status_2', 'charge.status_3'];

/** /mine/charge: deposit by coin or bank wire, and the paged deposit history of the tab (docs/product.md, Screens). */
export default function ChargePage() {
  const [tab, setTab] = useState<Tab>(DepositType.Coin);
  const history = usePagedList((page) => fetchDeposits(tab, page).then((r) => ({ items: r.data, total: r.total })), tab);
  return (
    <main className="page">
      <NavBar title={t('charge.title')} />
      <Tabs value={tab} onChange={setTab} tabs={[{ value: DepositType.Coin, label: t('charge.coin') }, { value: DepositType.Bank, label: t('charge.bank') }] as const} />
      <PullRefresh onRefresh={history.reload}>
        {tab === DepositType.Coin ? <CoinForm onDone={() => void history.reload()} /> : <BankForm onDone={() => void history.reload()} />}
        <h2 className="section-title">{t('charge.history')}</h2>
        <ul className="record-list" data-testid="deposit-history" aria-busy={history.loading}>
          {history.items.map((r) => (
            <li key={r.id} className="record" data-status={r.status}>
              <div className="record-main">
                <span dir="ltr">{r.number} {r.currency_code}</span>
                <span className="muted small">{formatWhen(r.created_at)}</span>
                {r.remark && <span className="muted small">{r.remark}</span>}
              </div>
              <span className={`tag status-${r.status}`}>{t(STATUS_KEYS[r.status] ?? 'charge.status_0')}</span>
            </li>
          ))}
        </ul>
        <ListEnd list={history} empty={t('charge.empty')} />
      </PullRefresh>
    </main>
  );
}
