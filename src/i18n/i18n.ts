import rosetta from 'rosetta';
import { htmlLang, isRtl, type Lang } from '../../core/rules/languages';
import { locale, storeLocale, textsVersion } from '../state/locale';

type Table = Record<string, unknown>;
const i18n = rosetta<Table>();

/**
 * One part of every language's texts: the loader of its chunk per locale file (an import.meta.glob with a part
 * query, split by vite.config's locale-chunks). Only the chosen language is ever downloaded. Each glob costs
 * the chunk that holds it about 10 bytes of gzip per language, so only the parts the first screens need are
 * here: `core` (what / paints first) and `trade` (/trade, kept alive by the shell). The others (rest, order,
 * account) live in more-texts.ts, which only later screens import.
 */
export type TextPart = Record<string, () => Promise<{ default: Table }>>;
const CORE: TextPart = import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?core' });
const TRADE: TextPart = import.meta.glob<{ default: Table }>('../../locales/*.json', { query: '?trade' });

const loaded = new Map<TextPart, Map<string, Promise<void>>>();
/** Parts some screen has asked for: a language switch loads the same ones in the new language. */
const wanted = new Set<TextPart>([CORE]);

function loadPart(lang: Lang, part: TextPart): Promise<void> {
  wanted.add(part);
  let byLang = loaded.get(part);
  if (!byLang) loaded.set(part, (byLang = new Map()));
  let p = byLang.get(lang);
  if (!p) {
    const load = part[`../../locales/${lang}.json`];
    if (!load) throw new Error(`no locale file for ${lang}`);
    // rosetta's set() merges top-level namespaces, so the parts loaded add up to the whole catalogue.
    // A failed fetch (offline) is forgotten, so the next screen that needs this part tries again.
    p = load().then(
      (m) => {
        i18n.set(lang, m.default);
        textsVersion.value++;
      },
      (err: unknown) => {
        byLang.delete(lang);
        throw err;
      },
    );
    byLang.set(lang, p);
  }
  return p;
}

async function loadTable(lang: Lang, coreOnly: boolean): Promise<void> {
  await loadPart(lang, CORE);
  if (!coreOnly) await Promise.all([...wanted].map((part) => loadPart(lang, part)));
}

/** Loads parts of the current language (and keeps them wanted across language switches). */
export const loadTexts = (parts: TextPart[]): Promise<void> =>
  Promise.all(parts.map((p) => loadPart(locale.value, p))).then(() => undefined);
/** /trade's texts: the screen awaits them with its chunk (its first-load budget counts every byte). */
export const loadTradeTexts = (): Promise<void> => loadTexts([TRADE]);

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
