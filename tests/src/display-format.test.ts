import { beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/i18n/numbers';
import { formatWhen } from '../../src/i18n/dates';
import { formatMoney, formatUsd } from '../../src/i18n/money-format';
import { formatMicro } from '../../core/rules/money';
import { locale } from '../../src/state/locale';

describe('money and prices are grouped the way the language writes them', () => {
  it.each([
    ['en', '100,000.00', '-1,234.50'],
    ['de', '100.000,00', '-1.234,50'],
    ['hk', '100,000.00', '-1,234.50'],
    // Arabic keeps Latin digits (what the inputs take); the minus carries a left-to-right mark.
    ['ar', '100,000.00', '\u200e-1,234.50'],
  ] as const)('%s', (lang, big, negative) => {
    expect(formatNumber('100000.00', 2, lang)).toBe(big);
    expect(formatNumber('-1234.5', 2, lang)).toBe(negative);
  });

  it('follows the app language by default, and switches with it', () => {
    locale.value = 'de';
    expect(formatUsd('95000.5', 2)).toBe('95.000,50');
    locale.value = 'en';
    expect(formatUsd('95000.5', 2)).toBe('95,000.50');
    expect(formatNumber(1.0852, 5)).toBe('1.08520');
  });

  it('rounds money exactly, half away from zero, from micro-USD (no float round trip)', () => {
    locale.value = 'en';
    // 1.005 is 1.00499999... as a float: formatting the number would show 1.00.
    expect(formatMoney(1_005_000, 2)).toBe('1.01');
    expect(formatMoney(-1_005_000, 2)).toBe('-1.01');
    expect(formatUsd('123456789.123456', 6)).toBe('123,456,789.123456');
    expect(formatUsd('not money', 2)).toBe('--');
  });

  it('leaves the wire format plain', () => {
    locale.value = 'de';
    expect(formatMicro(100_000_000_000)).toBe('100000.000000');
  });
});

describe('wire times are shown in the phone zone, in the order the language writes dates', () => {
  beforeAll(() => {
    process.env.TZ = 'Europe/Berlin';
  });

  it('de: day.month.year, 24 hours, one hour ahead of UTC in winter', () => {
    expect(formatWhen('2026-11-23 19:21:46', false, 'de')).toBe('23.11.2026, 20:21:46');
  });

  it('ar: day before month with right-to-left marks, Latin digits', () => {
    const s = formatWhen('2026-11-23 19:21:46', false, 'ar');
    expect(s).toContain('23\u200f/11\u200f/2026');
    expect(s).toMatch(/8:21:46/);
  });

  it('en: month/day/year; a date-only form; anything unreadable shown as it came', () => {
    expect(formatWhen('2026-11-23 19:21:46', true, 'en')).toBe('11/23/2026');
    expect(formatWhen('', false, 'en')).toBe('');
  });
});
