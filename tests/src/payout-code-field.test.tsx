// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingApi } from './recording-api';
import { CodeType, PayoutGuard } from '../../core/codes';

/**
 * The code field of the withdraw and payout-method screens: it asks for what /api/user/info's
 * payout_guard says, the e-mail code with its Send code button, or the authenticator app's code with none.
 */
let ui: {
  setLocale: typeof import('../../src/i18n/i18n').setLocale;
  loadAccountTexts: typeof import('../../src/i18n/more-texts').loadAccountTexts;
  user: typeof import('../../src/state/session').user;
  PayoutCodeField: typeof import('../../src/pages/mine/funds/PayoutCodeField').PayoutCodeField;
};
const api = recordingApi(async () => {
  ui = {
    setLocale: (await import('../../src/i18n/i18n')).setLocale,
    loadAccountTexts: (await import('../../src/i18n/more-texts')).loadAccountTexts,
    user: (await import('../../src/state/session')).user,
    PayoutCodeField: (await import('../../src/pages/mine/funds/PayoutCodeField')).PayoutCodeField,
  };
});

let root: HTMLElement;
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  api.forget();
});

async function mount(payoutGuard: number) {
  await ui.setLocale('en');
  await ui.loadAccountTexts();
  ui.user.value = {
    id: 7,
    uid: '10000007',
    email: 'pat@example.com',
    is_demo: 0,
    invite_code: 'ABC123',
    balance: '0',
    lock_balance: '0',
    payout_guard: payoutGuard,
  };
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(<ui.PayoutCodeField purpose={CodeType.Withdraw} value="" onChange={() => undefined} />, root));
}

describe('PayoutCodeField', () => {
  it('e-mail: labels the account address and sends a withdrawal code to it', async () => {
    await mount(PayoutGuard.Email);
    expect(root.querySelector('label')!.textContent).toBe('E-mail code \u2068(pat@example.com)\u2069');
    await act(async () => root.querySelector<HTMLButtonElement>('button.code-btn')!.click());
    const [sent] = await api.arrived('/api/notify/send_email');
    expect([sent!.get('to'), sent!.get('type')]).toEqual(['pat@example.com', String(CodeType.Withdraw)]);
  });

  it('authenticator: asks for the app code, with nothing to send', async () => {
    await mount(PayoutGuard.Authenticator);
    expect(root.querySelector('label')!.textContent).toBe('Code from your authenticator app');
    expect(root.querySelector('input[name=auth_code]')!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(root.querySelector('button')).toBeNull();
  });
});
