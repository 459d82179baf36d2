import { useSearch } from 'wouter';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Picker } from '../../../components/Picker';
import { Field } from '../../../components/Field';
import type { DrawType } from '../../../api/funds-api';
import { symbolName } from './payout-names';
import { CodeType, PayoutType } from '../../../../core/codes';
import { site } from '../../../state/site';
import { PayoutCodeField } from './PayoutCodeField';
import { BANK_FIELDS, usePayoutMethodForm } from './usePayoutMethodForm';

/**
 * /mine/withdraw-way?type=1 (coin address, the default) or 2 (bank account): binds a payout method, confirmed by the
 * e-mail code sent for it or the authenticator app's code (PayoutCodeField). It says the cooling-off first (payout_cooling_hours from getBasicInfo): a new method can
 * receive withdrawals only after it, and the withdraw screen shows from when.
 */
export default function WithdrawWayPage() {
  const type: DrawType = new URLSearchParams(useSearch()).get('type') === '2' ? PayoutType.Bank : PayoutType.Coin;
  const { symbols, drawId, setDrawId, address, setAddress, bank, setBank, code, setCode, submit } =
    usePayoutMethodForm(type);
  const coolingHours = site.value?.payout_cooling_hours ?? 0;

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
