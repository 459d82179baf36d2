// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldError, recordingApi, typeInto } from './recording-api';
import { btcPair } from './btc-pair';
import type { Lang } from '../../core/rules/languages';

/**
 * The order form with numbers typed in the trader's language: what it sends to a recording HTTP peer,
 * and the message it shows next to a field it can't send. The form and its api client are the real ones.
 */
const BTCUSD = btcPair(108142);

let ui: {
  setLocale: typeof import('../../src/i18n/i18n').setLocale;
  loadTradeTexts: typeof import('../../src/i18n/i18n').loadTradeTexts;
  market: typeof import('../../src/state/market');
  OrderForm: typeof import('../../src/pages/trade/OrderForm').OrderForm;
};
const api = recordingApi(async () => {
  const i18n = await import('../../src/i18n/i18n');
  ui = {
    setLocale: i18n.setLocale,
    loadTradeTexts: i18n.loadTradeTexts,
    market: await import('../../src/state/market'),
    OrderForm: (await import('../../src/pages/trade/OrderForm')).OrderForm,
  };
  (await import('../../src/state/session')).setSession('tok', {
    id: 1,
    uid: '10000001',
    email: '',
    is_demo: 1,
    invite_code: 'X',
    balance: '100000',
    lock_balance: '0',
  });
});
/** The query of every order the form submitted. */
const submits = () => api.calls('/v1/api/forex/submit');
/** The same, once the first has reached the peer. */
const submitted = () => api.arrived('/v1/api/forex/submit');

let root: HTMLElement;
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  api.forget();
});

/** The form in `lang` on BTC/USD. */
async function form(lang: Lang) {
  await ui.setLocale(lang);
  await ui.loadTradeTexts();
  ui.market.setTradeList([BTCUSD]);
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(<ui.OrderForm v={ui.market.viewOf('BTCUSD')!} />, root));
  const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  return {
    input,
    type: (name: string, text: string) => act(() => typeInto(input(name), text)),
    tick: (name: string) => act(() => input(name).click()),
    click: (selector: string) => act(() => root.querySelector<HTMLElement>(selector)!.click()),
    /** Taps Buy and lets the request, if any, reach the peer and its answer render. */
    buy: async () => {
      act(() => root.querySelector<HTMLButtonElement>('.btn.buy')!.click());
      await api.settled();
    },
    error: (name: string) => fieldError(input(name)),
  };
}

describe('the order form reads numbers in the trader language', () => {
  it('de: sends a comma stop-loss and take-profit as the exact values typed, not 0', async () => {
    const f = await form('de');
    f.tick('sl_on');
    f.type('stop_loss', '107135,56');
    f.tick('tp_on');
    f.type('take_profit', '110.250,5');
    await f.buy();
    expect(await submitted()).toHaveLength(1);
    expect((await submitted())[0]!.get('stop_loss_price')).toBe('107135.56');
    expect((await submitted())[0]!.get('target_profit_price')).toBe('110250.5');
    expect((await submitted())[0]!.get('cont')).toBe('0.01');
  });

  it('de: shows the lots in German, steps them, and sends them in the wire format', async () => {
    const f = await form('de');
    expect(f.input('lots').value).toBe('0,01');
    f.click('.stepper button:last-child');
    expect(f.input('lots').value).toBe('0,02');
    f.type('lots', '0,05');
    await f.buy();
    expect((await submitted())[0]!.get('cont')).toBe('0.05');
  });

  it('de: a pending target with a decimal comma is a target, not "please enter the target price"', async () => {
    const f = await form('de');
    f.click('[role=radio]:not(.on)');
    f.type('target_price', '104963,09');
    await f.buy();
    expect(f.error('target_price')).toBeNull();
    expect(await submitted()).toHaveLength(1);
    expect((await submitted())[0]!.get('status')).toBe('0');
    expect((await submitted())[0]!.get('target_price')).toBe('104963.09');
  });

  it('de: an unreadable stop-loss is said next to the field, in German, and no order is sent', async () => {
    const f = await form('de');
    f.tick('sl_on');
    f.type('stop_loss', '107,135,56');
    await f.buy();
    expect(submits()).toHaveLength(0);
    expect(f.error('stop_loss')).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
    // Typing again clears it; a readable number then goes out.
    f.type('stop_loss', '107135,5');
    expect(f.error('stop_loss')).toBeNull();
    await f.buy();
    expect((await submitted())[0]!.get('stop_loss_price')).toBe('107135.5');
  });

  it('en: a negative stop-loss is refused next to the field instead of being sent as 0', async () => {
    const f = await form('en');
    f.tick('sl_on');
    f.type('stop_loss', '-5');
    await f.buy();
    expect(submits()).toHaveLength(0);
    expect(f.error('stop_loss')).toBe("Can't be negative");
  });

  it('en: a ticked stop left empty is an error, not "no stop"; unticked fields send 0 (none)', async () => {
    const f = await form('en');
    f.tick('trailing_on');
    await f.buy();
    expect(submits()).toHaveLength(0);
    expect(f.error('trailing_stop')).toBe('Enter a number like 1,234.50');
    expect(f.error('stop_loss')).toBeNull();
    f.tick('trailing_on');
    await f.buy();
    expect(await submitted()).toHaveLength(1);
    for (const k of ['stop_loss_price', 'target_profit_price', 'trailing_stop'])
      expect((await submitted())[0]!.get(k)).toBe('0');
  });

  it('fr and ar: a narrow no-break space group, and Arabic-Indic digits with the Arabic decimal mark', async () => {
    let f = await form('fr');
    f.tick('sl_on');
    f.type('stop_loss', '107\u202f135,56');
    await f.buy();
    expect((await submitted())[0]!.get('stop_loss_price')).toBe('107135.56');
    act(() => render(null, root));
    root.remove();
    api.forget();
    f = await form('ar');
    f.tick('sl_on');
    f.type('stop_loss', '\u0661\u0660\u0667\u0661\u0663\u0665\u066b\u0665\u0666');
    await f.buy();
    expect((await submitted())[0]!.get('stop_loss_price')).toBe('107135.56');
  });
});
