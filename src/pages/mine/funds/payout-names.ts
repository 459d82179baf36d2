import { formatWhen } from '../../../i18n/dates';
import { t } from '../../../i18n/i18n';
import type { DrawMethod } from '../../../api/funds-api';
import { PayoutType } from '../../../../core/codes';

/** "USDT-TRC20", or the code alone when there is no protocol. */
export const symbolName = (s: { code: string; protocol: string }) => (s.protocol ? `${s.code}-${s.protocol}` : s.code);
/** A destination as the picker shows it: the address, or the bank and the account. */
export const methodName = (m: DrawMethod) =>
  m.type === PayoutType.Coin ? m.dc_address : `${m.bank_name} ${m.payee_account}`;
/** "Usable from …" in the phone's time zone and the language's own way, while the method's cooling-off runs. */
export const usableFrom = (m: DrawMethod) =>
  m.cooling ? t('withdraw.usable_from', { time: formatWhen(m.usable_from) }) : '';
