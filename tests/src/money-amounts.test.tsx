// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldError, recordingApi, typeInto } from './recording-api';
import type { Lang } from '../../core/rules/languages';
import { waitUntil } from '../support/wait';

/** The deposit and withdrawal amounts typed in the trader's language, against a recording HTTP peer. */
let ui: {
  setLocale: typeof import('../../src/i18n/i18n').setLocale;
  loadAccountTexts: typeof import('../../src/i18n/more-texts').loadAccountTexts;
  DepositForm: typeof import('../../src/pages/mine/funds/DepositForm').DepositForm;
  WithdrawPage: typeof import('../../src/pages/mine/funds/WithdrawPage').default;
};
const api = recordingApi(async () => {
  ui = {
    setLocale: (await import('../../src/i18n/i18n')).setLocale,
    loadAccountTexts: (await import('../../src/i18n/more-texts')).loadAccountTexts,
    DepositForm: (await import('../../src/pages/mine/funds/DepositForm')).DepositForm,
    WithdrawPage: (await import('../../src/pages/mine/funds/WithdrawPage')).default,
  };
});
const USDT = { id: 3, code: 'USDT', protocol: 'TRC20', draw_rate: '0', fee_type: 1, usd_price: '1', type: 1 };
const WALLET = {
  id: 9,
  type: 1,
  draw_id: 3,
  dc_address: 'TXYZ',
  draw_currency: { id: 3, code: 'USDT', protocol: '' },
  usable_from: '2026-12-01 00:00:00',
  cooling: 0,
};
api.reply = (path) => ({
  code: 1,
  msg: 'ok',
  data:
    path === '/api/account/draw_symbol_list'
      ? [USDT]
      : path === '/api/wallet/get_draw_method'
        ? [WALLET]
        : path === '/api/account/draw_list'
          ? { data: [], total: 0 }
          : null,
});

let root: HTMLElement;
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  api.forget();
});

async function mount(lang: Lang, node: preact.ComponentChild) {
  await ui.setLocale(lang);
  await ui.loadAccountTexts();
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(node, root));
  // What the form loads (the currencies, the saved destination) has arrived and rendered.
  await api.settled();
  const input = root.querySelector<HTMLInputElement>('input[name=number]')!;
  return {
    input,
    type: (text: string) => act(() => typeInto(input, text)),
    submit: async () => {
      act(() => root.querySelector('form')!.requestSubmit());
      await api.settled();
    },
  };
}

describe('the deposit amount in the trader language', () => {
  const claims: { number: string }[] = [];
  const form = () => (
    <ui.DepositForm
      amountLabel="Betrag"
      code="BTC"
      usdPrice="95000"
      send={async (c) => void claims.push(c)}
      onDone={() => {}}
    >
      {null}
    </ui.DepositForm>
  );

  it('de: previews the credit of "0,05" BTC and claims exactly 0.05', async () => {
    const f = await mount('de', form());
    f.type('0,05');
    expect(root.querySelector('[data-testid=deposit-credit]')!.textContent).toContain('4.750,00');
    await f.submit();
    await expect.poll(() => claims.at(-1)).toMatchObject({ number: '0.05' });
  });

  it('de: an amount that cannot be read is said under it and nothing is claimed', async () => {
    claims.length = 0;
    const f = await mount('de', form());
    f.type('0,5,1');
    await f.submit();
    expect(claims).toHaveLength(0);
    expect(fieldError(f.input)).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
  });
});

describe('the withdrawal amount in the trader language', () => {
  /** The page once its saved destination arrived (after the currency): the form sends nothing before. */
  const withdrawPage = async (lang: Lang) => {
    const f = await mount(lang, <ui.WithdrawPage />);
    const what = 'the saved destination';
    // Each look runs in its own act, which renders what arrived meanwhile (one act around the wait would hold it back).
    const shown = async () => (await act(() => undefined), root.textContent!.includes('TXYZ'));
    await waitUntil(shown, { timeout: 1000, what }).catch(() => undefined);
    return f;
  };

  it('fr: withdraws "1 234,56" USD as 1234.56, with the e-mail code typed (none typed: nothing is sent)', async () => {
    const f = await withdrawPage('fr');
    f.type('1\u202f234,56');
    expect(fieldError(f.input)).toBeNull();
    await f.submit();
    expect(api.calls('/api/account/draw')).toHaveLength(0);
    act(() => typeInto(root.querySelector<HTMLInputElement>('input[name=auth_code]')!, ' 123456 '));
    await f.submit();
    const [sent] = await api.arrived('/api/account/draw');
    expect([sent!.get('number'), sent!.get('auth_code')]).toEqual(['1234.56', '123456']);
  });

  it('de: text that cannot be read, and more than 6 decimals, are said under the field as typed; Submit waits', async () => {
    const f = await withdrawPage('de');
    const submit = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
    f.type('12,3,4');
    expect(fieldError(f.input)).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
    expect(submit.disabled).toBe(true);
    f.type('1,2345678');
    expect(fieldError(f.input)).toBe('Geben Sie einen Betrag in Ziffern ein, z. B. 100 oder 25,50');
    expect(submit.disabled).toBe(true);
  });
});
