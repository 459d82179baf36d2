import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { Picker } from '../../components/Picker';
import { Field } from '../../components/Field';
import { goBack } from '../../app/go-back';
import { showToast } from '../../state/toast';
import { bindDrawMethod, fetchDrawSymbols, type DrawSymbol, type DrawType } from '../../api/funds-api';
import { symbolName } from './WithdrawPage';
import { PayoutType } from '../../../core/codes';

const BANK_FIELDS = ['bank_name', 'bank_address', 'bank_swift', 'payee_name', 'payee_account'] as const;
type BankField = (typeof BANK_FIELDS)[number];

/** /mine/withdraw-way?type=1 (coin address, the default) or 2 (bank account): binds a payout method. */
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
    try {
      if (type === PayoutType.Coin)
        await bindDrawMethod({ type: PayoutType.Coin, draw_id: drawId, dc_address: address.trim() });
      else
        await bindDrawMethod({
          type: PayoutType.Bank,
          draw_id: drawId,
          ...(Object.fromEntries(BANK_FIELDS.map((k) => [k, bank[k].trim()])) as Record<BankField, string>),
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
        <button type="submit" className="btn primary block">
          {t('wallet.bind')}
        </button>
      </form>
    </main>
  );
}
