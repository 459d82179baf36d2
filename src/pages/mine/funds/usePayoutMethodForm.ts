import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { goBack } from '../../../app/go-back';
import { showToast } from '../../../state/toast';
import { bindDrawMethod, fetchDrawSymbols, type DrawSymbol, type DrawType } from '../../../api/funds-api';
import { PayoutType } from '../../../../core/codes';
import { refreshUser } from '../../../state/session-actions';

export const BANK_FIELDS = ['bank_name', 'bank_address', 'bank_swift', 'payee_name', 'payee_account'] as const;
type BankField = (typeof BANK_FIELDS)[number];

/**
 * The payout method form of one type (coin address or bank account): the currencies or networks offered, the one
 * chosen, the address or the bank's fields, the confirming code; `submit` binds it and goes back.
 */
export function usePayoutMethodForm(type: DrawType) {
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
  return { symbols, drawId, setDrawId, address, setAddress, bank, setBank, code, setCode, submit };
}
