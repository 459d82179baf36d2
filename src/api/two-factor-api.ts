import type { TwoFactorCalls } from '../components/two-factor/use-two-factor';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../../core/wire/two-factor';
import { call } from './client';

/** The trader's two-factor calls (docs/api/account.md#two-factor-sign-in). */
export const traderTwoFactor: TwoFactorCalls = {
  status: () => call<TwoFactorStatus>('/api/user/two_factor'),
  setup: () => call<TwoFactorSetup>('/api/user/two_factor/setup', { form: {}, loading: true }),
  enable: (code) =>
    call<TwoFactorEnabled>('/api/user/two_factor/enable', { form: { code }, loading: true, toastSuccess: true }),
  disable: (code) => call<null>('/api/user/two_factor/disable', { form: { code }, loading: true, toastSuccess: true }),
};
