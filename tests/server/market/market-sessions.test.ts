import { describe, expect, it } from 'vitest';
import { CalendarError, DEFAULT_SESSIONS, parseHolidays, parseSessions } from '../../../core/rules/market-sessions.js';
import {
  isOpenAt,
  isTradingDay,
  minutesPerYear,
  nextOpenAt,
  openMinutesOn,
} from '../../../server/market/market-hours.js';
import { utc } from '../test-clock.js';

const forex = { hours: DEFAULT_SESSIONS.forex! };
const indices = { hours: DEFAULT_SESSIONS.indices! };
const energy = { hours: DEFAULT_SESSIONS.energy! };
const crypto = { hours: DEFAULT_SESSIONS.crypto! };
const open = (p: { hours: string; holidays?: string }, at: string) => isOpenAt(p, utc(at));
const next = (p: { hours: string; holidays?: string }, at: string) => {
  const ms = nextOpenAt(p, utc(at));
  return ms === null ? null : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
};

// 2026-12-04 is a Friday, 2026-12-06 a Sunday, 2026-12-07 a Monday.
describe('the weekly session table', () => {
  it('opens forex and metals from Sunday 22:00 to Friday 22:00 UTC, to the second, through every midnight', () => {
    for (const p of [forex, { hours: DEFAULT_SESSIONS.metals! }]) {
      expect(open(p, '2026-12-04 21:59:59')).toBe(true);
      expect(open(p, '2026-12-04 22:00:00')).toBe(false);
      expect(open(p, '2026-12-05 12:00:00')).toBe(false);
      expect(open(p, '2026-12-06 21:59:59')).toBe(false);
      expect(open(p, '2026-12-06 22:00:00')).toBe(true);
      expect(open(p, '2026-12-07 00:00:00')).toBe(true);
      expect(open(p, '2026-12-09 23:59:59')).toBe(true);
    }
    expect(next(forex, '2026-12-04 22:00:00')).toBe('2026-12-06 22:00');
    expect(next(forex, '2026-12-04 21:00:00')).toBeNull();
  });

  it('closes indices for their daily break 21:00-22:00 and energy for 22:00-23:00, and says when each reopens', () => {
    expect(open(indices, '2026-12-08 20:59:59')).toBe(true);
    expect(open(indices, '2026-12-08 21:00:00')).toBe(false);
    expect(next(indices, '2026-12-08 21:30:00')).toBe('2026-12-08 22:00');
    expect(open(indices, '2026-12-08 22:00:00')).toBe(true);
    expect(open(indices, '2026-12-04 21:00:00')).toBe(false);
    expect(next(indices, '2026-12-04 21:00:00')).toBe('2026-12-06 22:00');
    expect(open(energy, '2026-12-08 22:30:00')).toBe(false);
    expect(next(energy, '2026-12-08 22:30:00')).toBe('2026-12-08 23:00');
    expect(open(energy, '2026-12-06 22:30:00')).toBe(false);
    expect(next(energy, '2026-12-06 22:30:00')).toBe('2026-12-06 23:00');
    expect(open(crypto, '2026-12-05 12:00:00')).toBe(true);
    expect(next(crypto, '2026-12-05 12:00:00')).toBeNull();
  });

  it("reads the old 'weekdays' calendar as all of Monday to Friday", () => {
    const old = { hours: 'weekdays' };
    expect(open(old, '2026-12-04 23:59:59')).toBe(true);
    expect(open(old, '2026-12-05 00:00:00')).toBe(false);
    expect(next(old, '2026-12-05 00:00:00')).toBe('2026-12-07 00:00');
  });

  it('names a day with a session as a trading day, and one without none: Sunday trades from 22:00, Saturday never', () => {
    expect(isTradingDay(forex, utc('2026-12-06 00:00'))).toBe(true);
    expect(isTradingDay(forex, utc('2026-12-05 00:00'))).toBe(false);
    expect(isTradingDay(forex, utc('2026-12-04 00:00'))).toBe(true);
    expect(isTradingDay(crypto, utc('2026-12-05 00:00'))).toBe(true);
  });

  it('counts the open minutes of a year from the table', () => {
    expect(minutesPerYear(crypto)).toBe(365 * 1440);
    // 5 days of 24 hours a week.
    expect(minutesPerYear(forex)).toBe(Math.round((5 * 1440 * 365) / 7));
    // One hour less each day.
    expect(minutesPerYear(indices)).toBe(Math.round((5 * 1380 * 365) / 7));
  });

  it('refuses a table or a holiday it cannot read, naming the part, and a blank table', () => {
    const part = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof CalendarError ? e.part : 'other';
      }
      return null;
    };
    expect(part(() => parseSessions('Mon-Fri 00:00-24:00; Sun 22:00-25:00'))).toBe('Sun 22:00-25:00');
    expect(part(() => parseSessions('Monday 00:00-24:00'))).toBe('Monday 00:00-24:00');
    expect(part(() => parseSessions('Fri-Mon 00:00-24:00'))).toBe('Fri-Mon 00:00-24:00');
    expect(part(() => parseSessions('Mon 10:00-09:00'))).toBe('Mon 10:00-09:00');
    expect(part(() => parseSessions(''))).toBe('');
    expect(part(() => parseSessions(';'))).toBe(';');
    expect(part(() => parseHolidays('2026-12-25, 2026-02-30'))).toBe('2026-02-30');
    expect(part(() => parseHolidays('25.12.2026'))).toBe('25.12.2026');
    expect(part(() => parseSessions('mon-fri 00:00-24:00'))).toBeNull();
    expect(part(() => parseHolidays(''))).toBeNull();
  });
});

describe('holidays', () => {
  const xmas = { ...forex, holidays: '2026-12-25, 2026-12-24 21:00-24:00' };

  it('closes the market on a whole holiday and from the time a partial one gives, and reopens with the table', () => {
    expect(open(xmas, '2026-12-24 20:59:59')).toBe(true);
    expect(open(xmas, '2026-12-24 21:00:00')).toBe(false);
    expect(open(xmas, '2026-12-25 12:00:00')).toBe(false);
    // Friday 25th is the holiday, then the weekend: the next session is Sunday's.
    expect(next(xmas, '2026-12-24 21:00:00')).toBe('2026-12-27 22:00');
    expect(isTradingDay(xmas, utc('2026-12-25 00:00'))).toBe(false);
  });

  it('reopens at the end of a holiday that ends inside a session', () => {
    const p = { ...forex, holidays: '2026-12-08 10:00-14:30' };
    expect(open(p, '2026-12-08 09:59:59')).toBe(true);
    expect(next(p, '2026-12-08 10:00:00')).toBe('2026-12-08 14:30');
    expect(open(p, '2026-12-08 14:30:00')).toBe(true);
  });
});

describe('open minutes', () => {
  it('counts the open minutes of a day from its sessions and holidays', () => {
    expect(openMinutesOn(forex, utc('2026-12-06 00:00'))).toBe(120);
    expect(openMinutesOn(forex, utc('2026-12-05 00:00'))).toBe(0);
    expect(openMinutesOn(forex, utc('2026-12-04 00:00'))).toBe(1320);
    expect(openMinutesOn(indices, utc('2026-12-08 00:00'))).toBe(1380);
    expect(openMinutesOn(crypto, utc('2026-12-08 00:00'))).toBe(1440);
    expect(openMinutesOn({ ...forex, holidays: '2026-12-08 10:00-14:30' }, utc('2026-12-08 00:00'))).toBe(1170);
  });
});
