import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import rosetta from 'rosetta';
import { LANG_CODES, normalizeLang, type Lang } from '../../core/rules/languages.js';
import type { Params } from '../errors/app-error.js';

export type { Params };

/** Translates a key of the shared catalogue into a language. */
export type Translate = (lang: Lang, key: string, params?: Params) => string;

/**
 * Loads the `server` namespace of every locales/*.json (the app's own catalogue, so one file per
 * language serves both). Field names in params (`field`) are translated too.
 */
export function createTranslator(localesDir: string): Translate {
  const i18n = rosetta<Record<string, unknown>>();
  for (const lang of LANG_CODES) {
    const all = JSON.parse(readFileSync(join(localesDir, `${lang}.json`), 'utf8'));
    i18n.set(lang, { server: all.server });
  }
  return (lang, key, params = {}) => {
    const p: Params = { ...params };
    if (typeof p.field === 'string') {
      const f = i18n.t(`server.fields.${p.field}`, {}, lang);
      if (f) p.field = f;
    }
    return i18n.t(key, p, lang) || i18n.t(key, p, 'en') || key;
  };
}

/** The request's language: the `lang` header, 'tw' read as 'hk', unknown or missing as 'en'. */
export const requestLang = (header: unknown): Lang => normalizeLang(typeof header === 'string' ? header : '', 'en');
