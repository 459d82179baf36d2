// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_BOOT } from '../../core/theme/theme-boot';
import {
  resolveTheme,
  resolveUp,
  themeBarColour,
  themeChoiceOf,
  upChoiceOf,
  THEME_KEY,
  UP_KEY,
} from '../../core/theme/theme-choice';
import { waitUntil } from '../support/wait';

/** The phone's dark mode, as the boot asks for it; `change()` is the phone switching it. */
function phone(dark: boolean) {
  const mq = { matches: dark, onchange: null as null | (() => void) };
  vi.stubGlobal('matchMedia', () => mq);
  return {
    change(next: boolean) {
      mq.matches = next;
      mq.onchange?.();
    },
  };
}

const html = document.documentElement;
const bar = () => document.querySelector<HTMLMetaElement>('meta[name=theme-color]')!.content;
const boot = () => new Function(THEME_BOOT)();

describe("the theme's boot, inline in index.html", () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="theme-color" content="#0f1419">';
    localStorage.clear();
    html.lang = 'zh-Hant-HK';
    delete window.lotlineTheme;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sets the theme, the rise colour and the bar colour as theme-choice.ts resolves them, for every choice', () => {
    for (const stored of [null, 'light', 'dark', 'junk'])
      for (const up of [null, 'green', 'red'])
        for (const dark of [false, true])
          for (const lang of ['zh-Hant-HK', 'en', 'ar']) {
            if (stored) localStorage.setItem(THEME_KEY, stored);
            else localStorage.removeItem(THEME_KEY);
            if (up) localStorage.setItem(UP_KEY, up);
            else localStorage.removeItem(UP_KEY);
            html.lang = lang;
            phone(dark);
            boot();
            const theme = resolveTheme(themeChoiceOf(stored), dark);
            const what = `${stored} ${up} ${dark} ${lang}`;
            expect(html.dataset.theme, what).toBe(theme);
            expect(html.dataset.up, what).toBe(resolveUp(upChoiceOf(up), lang));
            expect(bar(), what).toBe(themeBarColour(theme));
          }
  });

  it("follows the phone's dark mode while nothing is chosen, and a choice made later when called again", () => {
    const p = phone(false);
    boot();
    expect(html.dataset.theme).toBe('light');
    p.change(true);
    expect(html.dataset.theme).toBe('dark');
    localStorage.setItem(THEME_KEY, 'light');
    window.lotlineTheme!();
    expect(html.dataset.theme).toBe('light');
    p.change(true);
    expect(html.dataset.theme).toBe('light');
  });

  it('takes the rise colour of a new language (<html lang>) while none is chosen', async () => {
    phone(true);
    boot();
    expect(html.dataset.up).toBe('red');
    html.lang = 'en';
    await waitUntil(() => html.dataset.up === 'green', { what: 'green up in English' });
    localStorage.setItem(UP_KEY, 'red');
    html.lang = 'de';
    await waitUntil(() => html.dataset.up === 'red', { what: 'the chosen red in German' });
  });
});
