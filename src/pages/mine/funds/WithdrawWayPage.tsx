import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Picker } from '../../../components/Picker';
import { Field } from '../../../components/Field';
import { goBack } from '../../../app/go-back';
import { showToast } from '../../../state/toast';
import { bindDrawMethod, fetchDrawSymbols, type DrawSymbol, type DrawType } from '../../../api/funds-api';
import { symbolName } from './WithdrawPage';
import { CodeType, PayoutType } from '../../../../core/codes';
import { site } from '../../../state/site';
import { refreshUser } from '../../../state/session-actions';
import { PayoutCodeField } from './PayoutCodeField';

const BANK_FIELDS = ['bank_name', 'bank_address', 'bank_swift', 'payee_name', 'payee_account'] as const;
type BankField = (typeof BANK_FIELDS)[number];

/**
 * /mine/withdraw-way?type=1 (coin address, the default) or 2 (bank account): binds a payout method, confirmed by the
 * e-mail code sent for it or the authenticator app's code (PayoutCodeField). It says the cooling-off first (payout_cooling_hours from getBasicInfo): a new method can
 * receive withdrawals only after it, and the withdraw screen shows from when.
 */
export default function WithdrawWayPage() {
  const type: DrawType = new URLSearchParams(useSearch()).get('type') === '2' ? PayoutType.Bank : PayoutType.Coin;
  const [symbols, setSymbols] = useState<DrawSymbol[]>([]);
  const [drawId, setDrawId] = useState<number | null>(null);
  const [address, setAddress] = useState('');
  const [bank, setBank] = useState<Record<BankField, string>>({
    bank_name: '',
    bank_address: '',
    bank_swift: '',
    payee_name: '',
    payee_account: '',
  });
  const [code, setCode] = useState('');
  const coolingHours = site.value?.payout_cooling_hours ?? 0;
  // Fresh user info: which code the account confirms with (payout_guard) may have changed since it was stored.
  useEffect(() => {
    void refreshUser();
  }, []);
  useEffect(() => {
    void fetchDrawSymbols(type)
      .then((l) => {
        setSymbols(l);
        setDrawId(l[0]?.id ?? null);
      })
      .catch(() => undefined);
  }, [type]);

  const submit = async () => {
    // Every field but the SWIFT code is needed to pay out; the server checks formats.
    const missing =
      drawId === null ||
      (type === PayoutType.Coin ? !address.trim() : BANK_FIELDS.some((k) => k !== 'bank_swift' && !bank[k].trim()));
    if (missing) {
      showToast(t('common.input_full'));
      return;
    }
    const authCode = code.trim();
    if (!authCode) {
      showToast(t('withdraw.enter_code'));
      return;
    }
    try {
      if (type === PayoutType.Coin)
        await bindDrawMethod({
          type: PayoutType.Coin,
          draw_id: drawId,
          dc_address: address.trim(),
          auth_code: authCode,
        });
      else
        await bindDrawMethod({
          type: PayoutType.Bank,
          draw_id: drawId,
          ...(Object.fromEntries(BANK_FIELDS.map((k) => [k, bank[k].trim()])) as Record<BankField, string>),
          auth_code: authCode,
        });
      // Back to the screen that sent us here (withdraw's "bind one first", the list's "add"); opened from
      // a direct link, to the screen that needs a payout method: withdraw, on this type's tab.
      goBack(`/mine/withdraw${type === PayoutType.Bank ? '?type=2' : ''}`);
    } catch {
      /* toasted */
    }
  };

  return (
    <main className="page">
      <NavBar title={t(type === PayoutType.Bank ? 'wallet.add_bank' : 'wallet.add_address')} />
      <form
        className="form card"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Picker
          label={t(type === PayoutType.Bank ? 'withdraw.currency' : 'charge.network')}
          name="draw_id"
          placeholder={t('charge.choose_currency')}
          value={drawId}
          onChange={setDrawId}
          options={symbols.map((s) => ({ value: s.id, label: symbolName(s) }))}
        />
        {type === PayoutType.Coin ? (
          <Field label={t('wallet.address')} name="dc_address" value={address} onChange={setAddress} maxLength={128} />
        ) : (
          BANK_FIELDS.map((k) => (
            <Field
              key={k}
              label={t(`bank.${k === 'bank_swift' ? 'swift' : k}`)}
              name={k}
              value={bank[k]}
              maxLength={128}
              onChange={(v) => setBank((b) => ({ ...b, [k]: v }))}
            />
          ))
        )}
        {coolingHours > 0 && (
          <p className="muted small" data-testid="cooling-note">
            {t('wallet.cooling_note', { hours: coolingHours })}
          </p>
        )}
        <PayoutCodeField purpose={CodeType.BindMethod} value={code} onChange={setCode} />
        <button type="submit" className="btn primary block">
          {t('wallet.bind')}
        </button>
      </form>
    </main>
  );
}
