import type { TwoFactorCalls } from '../components/two-factor/use-two-factor';
import { call } from './client';

/** The trader's two-factor calls (docs/api/account.md#two-factor-sign-in). */
export const traderTwoFactor: TwoFactorCalls = {
  status: () => call('/api/user/two_factor'),
  setup: () => call('/api/user/two_factor/setup', { form: {}, loading: true }),
  enable: (code) => call('/api/user/two_factor/enable', { form: { code }, loading: true, toastSuccess: true }),
  disable: (code) => call('/api/user/two_factor/disable', { form: { code }, loading: true, toastSuccess: true }),
};
