import rosetta from 'rosetta';
import { htmlLang, isRtl, type Lang } from '../../core/rules/languages';
import { locale, storeLocale, textsVersion } from '../state/locale';

type Table = Record<string, unknown>;
const i18n = rosetta<Table>();

/**
 * Four lazy chunks per language (split by vite.config's locale-chunks): `core`, what / paints first,
 * `trade` (the trading screens), `account` (the account centre and content screens) and `rest`. Only
 * the chosen language is ever downloaded.
 */
const PARTS = {
  core: import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?core' }),
  rest: import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?rest' }),
  trade: import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?trade' }),
  account: import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?account' }),
};
type Part = keyof typeof PARTS;
const loaded = new Map<string, Promise<void>>();
/** Parts some screen has asked for: a language switch loads the same ones in the new language. */
const wanted = new Set<Part>(['core']);

function loadPart(lang: Lang, part: Part): Promise<void> {
  wanted.add(part);
  const key = `${lang}:${part}`;
  let p = loaded.get(key);
  if (!p) {
    const load = PARTS[part][`../../locales/${lang}.json`];
    if (!load) throw new Error(`no locale file for ${lang}`);
    // rosetta's set() merges top-level namespaces, so the parts loaded add up to the whole catalogue.
    // A failed fetch (offline) is forgotten, so the next screen that needs this part tries again.
    p = load().then((m) => { i18n.set(lang, m.default); textsVersion.value++; }, (err: unknown) => { loaded.delete(key); throw err; });
    loaded.set(key, p);
  }
  return p;
}

async function loadTable(lang: Lang, coreOnly: boolean): Promise<void> {
  await loadPart(lang, 'core');
  if (!coreOnly) await Promise.all([...wanted, 'rest' as const, 'trade' as const].map((part) => loadPart(lang, part)));
}

const loadParts = (parts: Part[]): Promise<void> => Promise.all(parts.map((p) => loadPart(locale.value, p))).then(() => undefined);
/** The trading screens' texts (/trade, /order): those screens await them with their chunk. */
export const loadTradeTexts = (): Promise<void> => loadParts(['trade']);
/** Every text beyond the core but the account centre's: the other screens await it with their chunk. */
export const loadRestTexts = (): Promise<void> => loadParts(['rest', 'trade']);
/** All the texts (the account centre and content screens also show order, trade and session texts). */
export const loadAccountTexts = (): Promise<void> => loadParts(['rest', 'trade', 'account']);

/**
 * Adds texts loaded elsewhere (the back office loads its own `admin` part, so the trader app's chunks
 * carry no reference to it).
 */
export function mergeTexts(lang: Lang, table: Table): void {
  i18n.set(lang, table);
  textsVersion.value++;
}

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
