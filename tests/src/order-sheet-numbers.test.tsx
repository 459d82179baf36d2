// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldError, recordingApi, typeInto } from './recording-api';
import type { Order } from '../../src/api/trading-api';
import type { Lang } from '../../core/rules/languages';

/**
 * An order's detail sheet and its close dialog with numbers in the trader's language: what they show,
 * what they send to a recording HTTP peer, and the message next to a box they can't send.
 */
const HELD: Order = {
  Id: 41,
  ForexTradeLists: { Id: 7, Code: 'BTCUSD', ShowCode: 'BTC/USD', PricePrecision: 2 },
  OrderType: 1,
  Quantity: '0.05',
  Multiple: 10,
  OriginPrice: 108142,
  Price: 108142,
  UpdatePrice: 108142,
  FactProfits: '0.000000',
  CautionMoney: '540.710000',
  TradeFee: '0.540710',
  TargetLossPrice: 107000.5,
  TargetProfitPrice: 0,
  TrailingStop: 0,
  Status: 1,
  CreateTimeHandler: '2026-11-20 10:00:00',
  CompleteTimeHandler: '',
  CloseReason: '',
};

let ui: {
  setLocale: typeof import('../../src/i18n/i18n').setLocale;
  loadOrderTexts: typeof import('../../src/i18n/more-texts').loadOrderTexts;
  toast: typeof import('../../src/state/toast');
  OrderDetail: typeof import('../../src/pages/order/OrderDetail').OrderDetail;
  CloseDialog: typeof import('../../src/pages/order/CloseDialog').CloseDialog;
};
const api = recordingApi(async () => {
  ui = {
    setLocale: (await import('../../src/i18n/i18n')).setLocale,
    loadOrderTexts: (await import('../../src/i18n/more-texts')).loadOrderTexts,
    toast: await import('../../src/state/toast'),
    OrderDetail: (await import('../../src/pages/order/OrderDetail')).OrderDetail,
    CloseDialog: (await import('../../src/pages/order/CloseDialog')).CloseDialog,
  };
});
const stopCalls = () => api.calls('/v1/api/forex/set_stop_price');

let root: HTMLElement;
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  api.forget();
  ui.toast.toast.value = null;
});

async function mount(lang: Lang, node: preact.ComponentChild) {
  await ui.setLocale(lang);
  await ui.loadOrderTexts();
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(node, root));
  const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  return {
    input,
    type: (name: string, text: string) => act(() => typeInto(input(name), text)),
    /** Taps the button with this text and lets the request, if any, come back. */
    tap: async (text: string) => {
      act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!.click());
      await api.settled();
    },
  };
}

describe("the order sheet's stops in the trader language", () => {
  it('de: pre-fills the stop in German, saves comma stops as typed, and says "saved" only after the save', async () => {
    const s = await mount('de', <ui.OrderDetail o={HELD} onClose={() => {}} onChanged={() => {}} />);
    expect(s.input('edit_sl').value).toBe('107.000,50');
    s.type('edit_sl', '107135,56');
    s.type('edit_tp', '110.250,5');
    s.type('edit_trailing', '50,25');
    await s.tap('SL/TP speichern');
    const q = (await api.arrived('/v1/api/forex/set_stop_price'))[0]!;
    expect([q.get('stop_loss_price'), q.get('target_profit_price'), q.get('trailing_stop')]).toEqual([
      '107135.56',
      '110250.5',
      '50.25',
    ]);
    // The peer answered code 1: the api client's success toast.
    await expect.poll(() => ui.toast.toast.value?.text).toBe('ok');
  });

  it('de: the untouched pre-filled stop goes back as the same value, not ten times less or more', async () => {
    const s = await mount('de', <ui.OrderDetail o={HELD} onClose={() => {}} onChanged={() => {}} />);
    await s.tap('SL/TP speichern');
    expect((await api.arrived('/v1/api/forex/set_stop_price'))[0]!.get('stop_loss_price')).toBe('107000.5');
    expect((await api.arrived('/v1/api/forex/set_stop_price'))[0]!.get('target_profit_price')).toBe('0');
  });

  it('de: an unreadable stop is said under its box and nothing is saved (no "saved" toast); empty still clears', async () => {
    const s = await mount('de', <ui.OrderDetail o={HELD} onClose={() => {}} onChanged={() => {}} />);
    s.type('edit_tp', '110,250,5');
    await s.tap('SL/TP speichern');
    expect(stopCalls()).toHaveLength(0);
    expect(ui.toast.toast.value).toBeNull();
    expect(fieldError(s.input('edit_tp'))).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
    expect(fieldError(s.input('edit_sl'))).toBeNull();
    s.type('edit_tp', '');
    s.type('edit_sl', '');
    expect(fieldError(s.input('edit_tp'))).toBeNull();
    await s.tap('SL/TP speichern');
    const q = (await api.arrived('/v1/api/forex/set_stop_price'))[0]!;
    expect([q.get('stop_loss_price'), q.get('target_profit_price')]).toEqual(['0', '0']);
  });

  it('en: a negative stop is refused under its box instead of clearing the stop', async () => {
    const s = await mount('en', <ui.OrderDetail o={HELD} onClose={() => {}} onChanged={() => {}} />);
    s.type('edit_sl', '-107000');
    await s.tap('Save stops');
    expect(stopCalls()).toHaveLength(0);
    expect(fieldError(s.input('edit_sl'))).toBe("Can't be negative");
  });
});

describe('the close dialog in the trader language', () => {
  it('de: shows and steps the lots in German and closes part of the order with the lots in the wire format', async () => {
    let closed: string | undefined = 'none';
    const d = await mount(
      'de',
      <ui.CloseDialog
        o={HELD}
        onCancel={() => {}}
        onConfirm={(lots) => {
          closed = lots;
        }}
      />,
    );
    expect(d.input('close_lots').value).toBe('0,05');
    act(() => root.querySelector<HTMLButtonElement>('.stepper button')!.click());
    expect(d.input('close_lots').value).toBe('0,04');
    expect(root.querySelector('[data-testid=lots-left]')!.textContent).toContain('0,01');
    d.type('close_lots', '0,02');
    await d.tap('Position schließen');
    expect(closed).toBe('0.02');
  });

  it('de: lots that cannot be read are said under the stepper and the close button waits', async () => {
    const d = await mount('de', <ui.CloseDialog o={HELD} onCancel={() => {}} onConfirm={() => {}} />);
    d.type('close_lots', '0,0,2');
    expect(fieldError(d.input('close_lots'))).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
    const close = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Position schließen')!;
    expect(close.disabled).toBe(true);
  });
});
