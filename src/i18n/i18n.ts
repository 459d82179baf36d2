import rosetta from 'rosetta';
import { htmlLang, isRtl, type Lang } from '../lib/languages';
import { locale, storeLocale, textsVersion } from '../state/locale';

type Table = Record<string, unknown>;
const i18n = rosetta<Table>();

/** One lazy chunk per language: only the chosen one is ever downloaded. */
const loaders = import.meta.glob<{ default: Table }>('../../locales/*.json');
const loaded = new Set<string>();

async function loadTable(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  const load = loaders[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  i18n.set(lang, (await load()).default);
  loaded.add(lang);
}

/** Sets <html lang> and dir: ar and fa mirror the whole layout through logical CSS properties. */
function applyDocument(lang: Lang): void {
  document.documentElement.lang = htmlLang(lang);
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

/** Loads a language, switches to it and remembers it. */
export async function setLocale(lang: Lang): Promise<void> {
  await loadTable(lang);
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
