import { describe, expect, it } from 'vitest';
import { formatSpan } from '../../src/i18n/durations';

/** The alert dialog's cool-down span: the largest whole unit, in the language's words, Latin digits. */
describe('formatSpan', () => {
  it('says 300 s as 5 minutes in en, de and ar, with Latin digits', () => {
    expect(formatSpan(300, 'en')).toBe('5 minutes');
    expect(formatSpan(300, 'de')).toBe('5 Minuten');
    expect(formatSpan(300, 'ar')).toMatch(/^5 دقائق$/);
  });

  it('takes hours when whole, else minutes, else seconds', () => {
    expect(formatSpan(7200, 'en')).toBe('2 hours');
    expect(formatSpan(5400, 'en')).toBe('90 minutes');
    expect(formatSpan(60, 'en')).toBe('1 minute');
    expect(formatSpan(45, 'en')).toBe('45 seconds');
    // French puts a no-break space between number and unit.
    expect(formatSpan(90, 'fr').replace(/\s/g, ' ')).toBe('90 secondes');
  });
});
