// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldError, recordingApi, typeInto } from './recording-api';
import { btcPair } from './btc-pair';
import type { Lang } from '../../core/rules/languages';

/** The bell's price alert dialog with a price in the trader's language, against a recording HTTP peer. */
const BTCUSD = btcPair(95000);

let ui: {
  setLocale: typeof import('../../src/i18n/i18n').setLocale;
  market: typeof import('../../src/state/market');
  AlertDialog: typeof import('../../src/pages/trade/AlertDialog');
};
const api = recordingApi(async () => {
  ui = {
    setLocale: (await import('../../src/i18n/i18n')).setLocale,
    market: await import('../../src/state/market'),
    AlertDialog: await import('../../src/pages/trade/AlertDialog'),
  };
});

let root: HTMLElement;
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  api.forget();
});

async function dialog(lang: Lang) {
  await ui.setLocale(lang);
  await ui.AlertDialog.load();
  ui.market.setTradeList([BTCUSD]);
  ui.market.applyQuotes([
    { symbol: 'BTCUSD', close: 95000, change: 0, at: Date.now(), price: '95000.00', chg: '0.00%', up: true },
  ]);
  root = document.createElement('div');
  document.body.append(root);
  const Dialog = ui.AlertDialog.default;
  act(() => render(<Dialog v={ui.market.viewOf('BTCUSD')!} onClose={() => {}} />, root));
  const input = root.querySelector<HTMLInputElement>('input[name=alert_price]')!;
  return {
    input,
    type: (text: string) => act(() => typeInto(input, text)),
    save: async () => {
      act(() => root.querySelector<HTMLButtonElement>('.btn.primary')!.click());
      await api.settled();
    },
  };
}

describe('the price alert dialog in the trader language', () => {
  it('de: pre-fills the price in German and sets the alert at the comma price typed', async () => {
    const d = await dialog('de');
    expect(d.input.value).toBe('95.000,00');
    d.type('96.000,5');
    expect(root.querySelector('[aria-checked=true]')!.textContent).toBe('Steigt auf');
    await d.save();
    expect((await api.arrived('/v1/api/forex/alert/add'))[0]!.get('price')).toBe('96000.5');
  });

  it('de: a price that cannot be read is said under the field, and no alert is set', async () => {
    const d = await dialog('de');
    d.type('96,000,5');
    await d.save();
    expect(api.calls('/v1/api/forex/alert/add')).toHaveLength(0);
    expect(fieldError(d.input)).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
  });
});
