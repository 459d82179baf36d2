import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { changeText, percentIn } from '../../core/rules/percent-format';
import { LANGUAGES } from '../../core/rules/languages';

/** What the formatter replaces: Intl's percent style, Latin digits, exactly `decimals` places, "+" on a change. */
const intl = (value: number, decimals: number, tag: string, signed: boolean) =>
  new Intl.NumberFormat(`${tag}-u-nu-latn`, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // A zero is written without a sign ("-0.00%" would be a change neither up nor down).
    signDisplay: signed ? 'exceptZero' : 'negative',
  }).format(value / 100);

const VALUES = [
  0, -0, 0.001, -0.001, -0.004, 0.005, 1.25, -0.4, 12.5, 99.995, 3704.17, -3704.1749, 12345.678, 100542.66,
];

describe('percentages in every language', () => {
  it.each(LANGUAGES.map((l) => l.html))("%s writes them as Intl's percent style does", (tag) => {
    for (const signed of [false, true]) {
      for (const decimals of [0, 2]) {
        expect(
          VALUES.map((v) => percentIn(v, decimals, tag, signed)),
          `${tag} ${decimals} places${signed ? ', signed' : ''}`,
        ).toEqual(VALUES.map((v) => intl(v, decimals, tag, signed)));
      }
    }
  });

  it('groups and points a German margin level and change the German way', () => {
    expect(percentIn(3704.17, 2, 'de')).toBe('3.704,17\u00a0%');
    expect(changeText(-0.4, 'de')).toBe('-0,40\u00a0%');
    expect(changeText(1.25, 'en')).toBe('+1.25%');
  });

  it('shows a change that rounds to zero without a sign, up or down', () => {
    expect(changeText(-0.001, 'en')).toBe('0.00%');
    expect(changeText(0.001, 'de')).toBe('0,00\u00a0%');
  });
});

/**
 * Every shown percentage goes through percent-format.ts: a "%" glued to a template value or a toFixed in the app,
 * the worker or the shared rules writes the figure the English way in every language (the German "Risikoquote
 * 3704.17%" a trader once saw). CSS lengths (`inlineSize: `${share}%``) are not figures.
 */
describe('no percentage written by hand', () => {
  const root = join(import.meta.dirname, '..', '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
    });
  const HAND_WRITTEN = /\}%|toFixed\([^)]*\)\s*\}?\s*\+?\s*['"`]?\s*%|['"`]%['"`]/;
  const CSS = /\b(inlineSize|blockSize|width|height|inset|left|right|top|bottom)\b/;

  it('in src/, workers/ and core/', () => {
    const found = ['src', 'workers', 'core']
      .flatMap((d) => files(join(root, d)))
      .filter((f) => !f.endsWith('percent-format.ts'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => [line, `${relative(root, f)}:${i + 1}`] as const)
          .filter(([line]) => HAND_WRITTEN.test(line) && !CSS.test(line) && !/^\s*(\*|\/\/)/.test(line))
          .map(([line, at]) => `${at}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('in the texts: no locale writes "%" beside a placeholder', () => {
    const dir = join(root, 'locales');
    for (const f of readdirSync(dir)) {
      expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/\}\}\s*%|%\s*\{\{/);
    }
  });
});
