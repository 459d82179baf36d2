// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldError, recordingApi, typeInto } from './recording-api';
import type { Lang } from '../../core/rules/languages';
import { waitUntil } from '../support/wait';

/** The back office's numeric fields in the operator's language, against a recording HTTP peer. */
let ui: {
  setLocale: typeof import('../../src/i18n/i18n').setLocale;
  loadAccountTexts: typeof import('../../src/i18n/more-texts').loadAccountTexts;
  loadAdminTexts: typeof import('../../src/admin/admin-texts').loadAdminTexts;
  CatalogueEditor: typeof import('../../src/admin/CatalogueEditor').CatalogueEditor;
  SettingsPage: typeof import('../../src/admin/SettingsPage').SettingsPage;
  UserPage: typeof import('../../src/admin/UserPage').UserPage;
};
const api = recordingApi(async () => {
  ui = {
    setLocale: (await import('../../src/i18n/i18n')).setLocale,
    loadAccountTexts: (await import('../../src/i18n/more-texts')).loadAccountTexts,
    loadAdminTexts: (await import('../../src/admin/admin-texts')).loadAdminTexts,
    CatalogueEditor: (await import('../../src/admin/CatalogueEditor')).CatalogueEditor,
    SettingsPage: (await import('../../src/admin/SettingsPage')).SettingsPage,
    UserPage: (await import('../../src/admin/UserPage')).UserPage,
  };
  (await import('../../src/admin/admin-session')).setAdminSession('op', {
    id: 1,
    email: 'a@b.co',
    role: 'admin',
    two_factor: 0,
    two_factor_required: 0,
  });
});
const USER = {
  id: 5,
  uid: '10000005',
  email: 'u@b.co',
  is_demo: 0,
  balance: '100.000000',
  lock_balance: '0.000000',
  status: 1,
  created_at: '2026-11-20 10:00:00',
};
api.reply = (path) => ({
  code: 1,
  msg: 'ok',
  data:
    path === '/admin/api/pairs'
      ? [{ id: 1, show_code: 'EUR/USD', fee_rate: '0.001', start_price: 1.0815 }]
      : path === '/admin/api/settings'
        ? { title: 'Lotline', demo_balance: '100000', stop_out_level: '50' }
        : path === '/admin/api/users/5'
          ? { user: USER, ledger: [], orders: [], sessions: [] }
          : null,
});
const posts = (path: string) => api.calls(path).filter((q) => !q.has('t'));
/** The same, once the first has reached the peer. */
const posted = async (path: string) => {
  await waitUntil(() => posts(path).length, { timeout: 5000, what: `a post to ${path}` }).catch(() => undefined);
  return posts(path);
};

let root: HTMLElement;
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  api.forget();
});

async function mount(lang: Lang, node: preact.ComponentChild) {
  await ui.setLocale(lang);
  await Promise.all([ui.loadAccountTexts(), ui.loadAdminTexts(lang)]);
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(node, root));
  // The list or the settings load in an effect, which runs as the render's act ends; on a loaded machine the peer
  // may take longer than any fixed wait, so wait for the rows or the form themselves.
  // Each look runs in its own act, which renders what arrived meanwhile (one act around the wait would hold it back).
  const shown = async () => (await act(() => undefined), root.querySelector('tr[data-row], input'));
  await waitUntil(shown, { timeout: 5000, what: 'the rows or the form' }).catch(() => undefined);
  const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  return {
    input,
    type: (name: string, text: string) => act(() => typeInto(input(name), text)),
    press: async (selector: string) => {
      act(() => root.querySelector<HTMLElement>(selector)!.click());
      await api.settled();
    },
  };
}

const pairs = () => (
  <ui.CatalogueEditor
    title="Pairs"
    path="/pairs"
    fields={[
      { name: 'show_code', label: 'admin.f_show_code' },
      { name: 'fee_rate', label: 'admin.f_fee_rate', kind: 'number' },
      { name: 'start_price', label: 'admin.f_start_price', kind: 'number' },
    ]}
  />
);

describe('the back office catalogue numbers in the operator language', () => {
  it('de: shows the numbers in German and saves the comma numbers typed as exact decimals', async () => {
    const d = await mount('de', pairs());
    expect(root.querySelector('tr[data-row="1"]')!.textContent).toContain('0,001');
    await d.press('tr[data-row="1"] button');
    expect(d.input('fee_rate').value).toBe('0,001');
    expect(d.input('start_price').value).toBe('1,0815');
    d.type('fee_rate', '0,0025');
    await d.press('.editor button[type=submit]');
    const sent = (await posted('/admin/api/pairs/1'))[0]!;
    expect([sent.get('fee_rate'), sent.get('start_price'), sent.get('show_code')]).toEqual([
      '0.0025',
      '1.0815',
      'EUR/USD',
    ]);
  });

  it('de: a number that cannot be read is said under its field and nothing is sent', async () => {
    const d = await mount('de', pairs());
    await d.press('tr[data-row="1"] button');
    d.type('start_price', '1,08,15');
    await d.press('.editor button[type=submit]');
    expect(posts('/admin/api/pairs/1')).toHaveLength(0);
    expect(fieldError(d.input('start_price'))).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
  });
});

describe('the back office settings in the operator language', () => {
  it('de: shows demo_balance as 100.000 and saves "250.000" as 250000, not 250', async () => {
    const d = await mount('de', <ui.SettingsPage />);
    expect(d.input('demo_balance').value).toBe('100.000');
    expect(d.input('title').value).toBe('Lotline');
    d.type('demo_balance', '250.000');
    await d.press('.page-head button');
    expect(Object.fromEntries((await posted('/admin/api/settings'))[0]!)).toEqual({ demo_balance: '250000' });
  });

  it('de: an unreadable number is said under it as typed and Save waits', async () => {
    const d = await mount('de', <ui.SettingsPage />);
    d.type('stop_out_level', '5,0,0');
    expect(fieldError(d.input('stop_out_level'))).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
    expect(root.querySelector<HTMLButtonElement>('.page-head button')!.disabled).toBe(true);
  });
});

describe("the back office's balance adjustment in the operator language", () => {
  it('de: takes "-1.234,5" off as -1234.5; an unreadable amount is said under it and nothing is sent', async () => {
    const d = await mount('de', <ui.UserPage params={{ id: '5' }} />);
    d.type('amount', '-1.234,5,0');
    d.type('memo', 'Korrektur');
    await d.press('.inline-form button[type=submit]');
    expect(posts('/admin/api/users/5/adjust')).toHaveLength(0);
    expect(fieldError(d.input('amount'))).toBe('Geben Sie eine Zahl ein, z. B. 1.234,50');
    d.type('amount', '-1.234,5');
    await d.press('.inline-form button[type=submit]');
    expect(Object.fromEntries((await posted('/admin/api/users/5/adjust'))[0]!)).toEqual({
      amount: '-1234.5',
      memo: 'Korrektur',
    });
  });
});
