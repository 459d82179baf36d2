import { formatWhen } from '../../../i18n/dates';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Tabs } from '../../../components/Tabs';
import { Picker } from '../../../components/Picker';
import { PullRefresh } from '../../../components/PullRefresh';
import { ListEnd } from '../../../components/ListEnd';
import { usePagedList } from '../../../components/use-paged-list';
import { confirm } from '../../../state/dialog';
import { user } from '../../../state/session';
import { refreshUser } from '../../../state/session-actions';
import {
  fetchDrawMethods,
  fetchDrawSymbols,
  fetchWithdrawals,
  submitWithdraw,
  type DrawMethod,
  type DrawSymbol,
  type DrawType,
} from '../../../api/funds-api';
import { withdrawQuote } from '../../../../core/rules/trading-rules';
import { formatUsd } from '../../../i18n/money-format';
import { formatNumber } from '../../../i18n/numbers';
import { readNumber } from '../../../i18n/number-input';
import { errorProps, FieldError } from '../../../components/FieldError';
import { CodeType, PayoutType } from '../../../../core/codes';
import { showToast } from '../../../state/toast';
import { PayoutCodeField } from './PayoutCodeField';

/** "USDT-TRC20", or the code alone when there is no protocol. */
export const symbolName = (s: { code: string; protocol: string }) => (s.protocol ? `${s.code}-${s.protocol}` : s.code);
/** A destination as the picker shows it: the address, or the bank and the account. */
export const methodName = (m: DrawMethod) =>
  m.type === PayoutType.Coin ? m.dc_address : `${m.bank_name} ${m.payee_account}`;
/** "Usable from …" in the phone's time zone and the language's own way, while the method's cooling-off runs. */
const usableFrom = (m: DrawMethod) => (m.cooling ? t('withdraw.usable_from', { time: formatWhen(m.usable_from) }) : '');

/** Amount in USD, as read (src/i18n/number-input.ts): digits with at most 6 decimals (the server checks the rest). */
const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * /mine/withdraw: coin (1) or bank (2), currency, destination (one still in its cooling-off says from when it can be
 * used), amount, fee and what arrives, the code that confirms it (e-mail or authenticator: PayoutCodeField), then
 * the records.
 */
export default function WithdrawPage() {
  const [, go] = useLocation();
  // The tab lives in the address (?type=2 for bank), so coming back from binding a bank account lands on it.
  const tab: DrawType = new URLSearchParams(useSearch()).get('type') === '2' ? PayoutType.Bank : PayoutType.Coin;
  const setTab = (v: DrawType) =>
    go(v === PayoutType.Bank ? '/mine/withdraw?type=2' : '/mine/withdraw', { replace: true });
  const [symbols, setSymbols] = useState<DrawSymbol[]>([]);
  const [symbolId, setSymbolId] = useState<number | null>(null);
  const [methods, setMethods] = useState<DrawMethod[]>([]);
  const [methodId, setMethodId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [code, setCode] = useState('');
  const records = usePagedList(
    (page) => fetchWithdrawals(tab, page).then((r) => ({ items: r.data, total: r.total })),
    tab,
  );

  useEffect(() => {
    void refreshUser();
  }, []);
  useEffect(() => {
    setSymbols([]);
    setSymbolId(null);
    setMethods([]);
    setMethodId(null);
    void fetchDrawSymbols(tab)
      .then((l) => {
        setSymbols(l);
        setSymbolId(l[0]?.id ?? null);
      })
      .catch(() => undefined);
  }, [tab]);
  useEffect(() => {
    setMethods([]);
    setMethodId(null);
    if (symbolId !== null)
      void fetchDrawMethods(tab, symbolId)
        .then((l) => {
          setMethods(l);
          setMethodId(l[0]?.id ?? null);
        })
        .catch(() => undefined);
  }, [tab, symbolId]);

  const symbol = symbols.find((s) => s.id === symbolId) ?? null;
  const method = methods.find((m) => m.id === methodId) ?? null;
  // The amount typed in the trader's language, and what is wrong with it (said under the field as it is typed).
  const [value, unreadable] = readNumber(amount);
  const quote = withdrawQuote(value, symbol);
  const amountError =
    unreadable ||
    (value && !AMOUNT.test(value) ? t('withdraw.amount_invalid', { example: formatNumber(25.5, 2) }) : '');
  const badAmount = amountError !== '';

  /** No saved destination: offer to bind one (docs/product.md, Screens; wallet.not_bind). */
  const askBind = async () => {
    if (await confirm(t('wallet.not_bind'))) go(`/mine/withdraw-way?type=${tab}`);
  };

  const submit = async () => {
    if (!methods.length || methodId === null) {
      await askBind();
      return;
    }
    if (symbolId === null || badAmount || !value) return;
    if (!code.trim()) {
      showToast(t('withdraw.enter_code'));
      return;
    }
    try {
      await submitWithdraw({
        draw_currency_id: symbolId,
        number: value,
        memo: memo.trim(),
        draw_method_id: methodId,
        auth_code: code.trim(),
      });
      setAmount('');
      setMemo('');
      setCode('');
      void records.reload();
      void refreshUser();
    } catch {
      /* toasted */
    }
  };

  return (
    <main className="page">
      <NavBar title={t('withdraw.title')} />
      <Tabs
        value={tab}
        onChange={setTab}
        tabs={
          [
            { value: PayoutType.Coin, label: t('charge.coin') },
            { value: PayoutType.Bank, label: t('charge.bank') },
          ] as const
        }
      />
      <PullRefresh onRefresh={records.reload}>
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
              sub:
                [m.type === PayoutType.Bank ? m.payee_name : '', usableFrom(m)].filter(Boolean).join(' · ') ||
                undefined,
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
          <dl className="figures">
            <dt>{t('withdraw.fee')}</dt>
            <dd data-testid="withdraw-fee" dir="ltr">
              {formatUsd(quote.fee, 2)} USD
            </dd>
            <dt>{t('withdraw.receive')}</dt>
            <dd data-testid="withdraw-receive" dir="ltr">
              {quote.received}
              {symbol ? ` ${symbol.code}` : ''}
            </dd>
            <dt>{t('withdraw.balance')}</dt>
            <dd data-testid="withdraw-balance" dir="ltr">
              {formatUsd(user.value?.balance ?? '0', 2)} USD
            </dd>
          </dl>
          <PayoutCodeField purpose={CodeType.Withdraw} value={code} onChange={setCode} />
          <button type="submit" className="btn primary block" disabled={symbolId === null || badAmount || !value}>
            {t('common.submit')}
          </button>
        </form>
        <h2 className="section-title">{t('withdraw.records')}</h2>
        <ul className="record-list" data-testid="withdraw-records" aria-busy={records.loading}>
          {records.items.map((r) => (
            <li key={r.id} className="record" data-status={r.status}>
              <div className="record-main">
                <span dir="ltr">
                  {formatUsd(r.number, 2)} USD → {r.real_number} {r.draw_currency.code}
                </span>
                <span className="muted small break-all" dir="ltr">
                  {r.type === PayoutType.Coin ? r.address : r.payee_account}
                </span>
                {/* The label in the page's direction, the amount left to right, the date in its language's own. */}
                <span className="muted small">
                  {t('withdraw.fee')}: <bdi dir="ltr">{formatUsd(r.fee, 2)}</bdi> ·{' '}
                  <bdi>{formatWhen(r.created_at)}</bdi>
                </span>
                {r.notes && (
                  <span className="muted small">
                    <bdi>{r.notes}</bdi>
                  </span>
                )}
              </div>
              <span className={`tag status-${r.status}`}>{r.status_name}</span>
            </li>
          ))}
        </ul>
        <ListEnd list={records} empty={t('withdraw.empty')} />
      </PullRefresh>
    </main>
  );
}
