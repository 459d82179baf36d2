import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../core/rules/languages';
import { LANGUAGE_NAMES } from '../../core/rules/language-names';

const dir = join(import.meta.dirname, '..', '..', 'locales');
type Tree = { [k: string]: string | Tree };
const flat = (o: Tree, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v] as [string, string]],
  );
const load = (lang: string) => new Map(flat(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'))));

/**
 * Keys whose value may equal English in another language: codes and names, not words, and the chart's date patterns
 * (many languages write a day as en does: "{M}/{d}"; tests/src/time-axis.test.ts checks each against Intl).
 */
const SAME_AS_ENGLISH_OK = new Set([
  'mine.uid',
  'server.fields.id',
  'trade.axis_time',
  'trade.axis_day',
  'trade.axis_month',
]);
const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort().join();

describe('locales', () => {
  const en = load('en');

  it.each(LANG_CODES)('%s names itself in `language.self` as the language picker does', (lang) => {
    expect(load(lang).get('language.self')).toBe(LANGUAGE_NAMES[lang]);
  });

  it('has exactly the 21 product languages', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...LANG_CODES].sort());
  });

  it.each(LANG_CODES.filter((l) => l !== 'en'))(
    "%s has exactly en.json's keys, translated, with the same placeholders",
    (lang) => {
      const m = load(lang);
      expect([...m.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, value] of m) {
        expect(value.trim(), `${lang}:${key} is empty`).not.toBe('');
        if (!SAME_AS_ENGLISH_OK.has(key)) expect(value, `${lang}:${key} is English`).not.toBe(en.get(key));
        expect(placeholders(value), `${lang}:${key} placeholders`).toBe(placeholders(en.get(key)!));
      }
    },
  );
});
