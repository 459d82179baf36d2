import rosetta from 'rosetta';
import { htmlLang, isRtl, type Lang } from '../lib/languages';
import { locale, storeLocale, textsVersion } from '../state/locale';

type Table = Record<string, unknown>;
const i18n = rosetta<Table>();

/**
 * Two lazy chunks per language (split by vite.config's locale-chunks): `core`, what / paints first, and
 * `rest`. Only the chosen language is ever downloaded.
 */
const core = import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?core' });
const rest = import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?rest' });
const loaded = new Map<string, Promise<void>>();

function loadPart(lang: Lang, part: 'core' | 'rest'): Promise<void> {
  const key = `${lang}:${part}`;
  let p = loaded.get(key);
  if (!p) {
    const load = (part === 'core' ? core : rest)[`../../locales/${lang}.json`];
    if (!load) throw new Error(`no locale file for ${lang}`);
    // rosetta's set() merges top-level namespaces, so the two parts add up to the whole catalogue.
    p = load().then((m) => { i18n.set(lang, m.default); textsVersion.value++; });
    loaded.set(key, p);
  }
  return p;
}

async function loadTable(lang: Lang, coreOnly: boolean): Promise<void> {
  await loadPart(lang, 'core');
  if (!coreOnly) await loadPart(lang, 'rest');
}

/** The texts beyond the core, for the current language: every screen but / awaits it with its chunk. */
export const loadRestTexts = (): Promise<void> => loadPart(locale.value, 'rest');

/** Sets <html lang> and dir: ar and fa mirror the whole layout through logical CSS properties. */
function applyDocument(lang: Lang): void {
  document.documentElement.lang = htmlLang(lang);
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

/**
 * Loads a language, switches to it and remembers it. `coreOnly` (the boot of /) loads just what /
 * paints; other screens load the rest with their own chunk (app/App.tsx).
 */
export async function setLocale(lang: Lang, coreOnly = false): Promise<void> {
  await loadTable(lang, coreOnly);
  i18n.locale(lang);
  locale.value = lang;
  storeLocale(lang);
  applyDocument(lang);
  textsVersion.value++;
}

/**
 * Translates a key of the current language. Reading the signals makes any component that calls it
 * re-render when the language changes.
 */
export function t(key: string, params?: Record<string, string | number>): string {
  void textsVersion.value;
  void locale.value;
  return i18n.t(key, params ?? {}) || key;
}
