/**
 * A pair's trading calendar (UTC): a weekly session table plus holiday closures, both text the operator edits in the
 * back office, read here once into intervals. Server only today (status, engine checks, feed, back-fill); in core/
 * because it is a market rule the app could preview.
 *
 * Weekly table: `always`, `weekdays` (the old calendar: all of Monday to Friday), or entries separated by `;`, each
 * a day or a span of days and its sessions: `Sun 22:00-24:00; Mon-Thu 00:00-24:00; Fri 00:00-22:00`. A day with a
 * daily break has two sessions: `Mon-Thu 00:00-21:00,22:00-24:00`. Days not named are closed. Sessions that touch
 * (Sunday's 24:00 and Monday's 00:00) are one session: the market does not close at midnight.
 *
 * Holidays: dates, or a date and a time span, separated by `,`: `2026-12-25, 2026-12-24 21:00-24:00`.
 */

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MIN = 60_000;
const DAY_MIN = 1440;
const WEEK_MIN = 7 * DAY_MIN;
const WEEK_MS = WEEK_MIN * MIN;
/** 1970-01-01 was a Thursday: Sunday 00:00 UTC of that week is 4 days earlier. */
const SUNDAY_ZERO_MS = -4 * DAY_MIN * MIN;

/** The default tables by category key (seed and migration 016): forex and metals Sunday 22:00 to Friday 22:00, indices
 * and energy with their daily breaks, crypto around the clock. */
export const DEFAULT_SESSIONS: Record<string, string> = {
  forex: 'Sun 22:00-24:00; Mon-Thu 00:00-24:00; Fri 00:00-22:00',
  metals: 'Sun 22:00-24:00; Mon-Thu 00:00-24:00; Fri 00:00-22:00',
  indices: 'Sun 22:00-24:00; Mon-Thu 00:00-21:00,22:00-24:00; Fri 00:00-21:00',
  energy: 'Sun 23:00-24:00; Mon-Thu 00:00-22:00,23:00-24:00; Fri 00:00-22:00',
  crypto: 'always',
};

export interface Calendar {
  /** Open sessions as [start, end) minutes of the week from Sunday 00:00, sorted, merged, not wrapping. */
  readonly weekly: readonly (readonly [number, number])[];
  /** Closures as [start, end) Unix ms, sorted. */
  readonly holidays: readonly (readonly [number, number])[];
  /** Open minutes in a week: the feed scales its volatility by them. */
  readonly openMinutesPerWeek: number;
}

/** The part of a table or a holiday list that can't be read: the back office names it in the operator's language. */
export class CalendarError extends Error {
  constructor(readonly part: string) {
    super(`cannot read "${part}"`);
  }
}

const clock = (s: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  if (mi > 59 || h > 24 || (h === 24 && mi)) return null;
  return h * 60 + mi;
};

/** `HH:MM-HH:MM` as minutes of the day, start before end; `24:00` is the end of the day. */
function span(s: string, what: string): [number, number] {
  // `what` is the whole entry, which the error names: the operator finds it in what they typed.
  const [a, b, extra] = s.split('-');
  const from = a === undefined ? null : clock(a);
  const to = b === undefined ? null : clock(b);
  if (extra !== undefined || from === null || to === null || from >= to) throw new CalendarError(what);
  return [from, to];
}

function merge(spans: [number, number][]): [number, number][] {
  spans.sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of spans) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** The weekly table as open minutes of the week; throws CalendarError naming the first part it can't read. */
export function parseSessions(text: string): [number, number][] {
  const t = text.trim();
  if (t.toLowerCase() === 'always') return [[0, WEEK_MIN]];
  if (t.toLowerCase() === 'weekdays') return [[DAY_MIN, 6 * DAY_MIN]];
  if (!t) throw new CalendarError('');
  const spans: [number, number][] = [];
  for (const entry of t.split(';').map((e) => e.trim())) {
    if (!entry) continue;
    const m = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(.+)$/i.exec(entry);
    const dayOf = (d: string) => DAYS.indexOf(d.toLowerCase() as (typeof DAYS)[number]);
    const first = m ? dayOf(m[1]!) : -1;
    const last = m?.[2] ? dayOf(m[2]) : first;
    if (!m || first < 0 || last < first) throw new CalendarError(entry);
    const day = m[3]!.split(',').map((s) => span(s, entry));
    for (let d = first; d <= last; d++) for (const [a, b] of day) spans.push([d * DAY_MIN + a, d * DAY_MIN + b]);
  }
  if (!spans.length) throw new CalendarError(t);
  return merge(spans);
}

/** The holiday list as closed [start, end) Unix ms; throws CalendarError naming the first item it can't read. */
export function parseHolidays(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const item of text.split(',').map((s) => s.trim())) {
    if (!item) continue;
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:\s+(.+))?$/.exec(item);
    const day = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
    if (
      !m ||
      Number.isNaN(day) ||
      new Date(day).getUTCDate() !== Number(m[3]) ||
      new Date(day).getUTCMonth() !== Number(m[2]) - 1
    )
      throw new CalendarError(item);
    const [a, b] = m[4] ? span(m[4], item) : [0, DAY_MIN];
    out.push([day + a * MIN, day + b * MIN]);
  }
  return merge(out);
}

const compiled = new Map<string, Calendar>();

/**
 * A pair's calendar, read once per distinct text (the engine asks on every order and the feed on every step). Text
 * that can't be read (a row written before these checks) closes the market rather than guess.
 */
export function calendarOf(p: { hours: string; holidays?: string }): Calendar {
  const key = `${p.hours}\n${p.holidays ?? ''}`;
  let c = compiled.get(key);
  if (!c) {
    let weekly: [number, number][];
    let holidays: [number, number][];
    try {
      weekly = parseSessions(p.hours);
      holidays = parseHolidays(p.holidays ?? '');
    } catch {
      weekly = [];
      holidays = [];
    }
    c = { weekly, holidays, openMinutesPerWeek: weekly.reduce((n, [a, b]) => n + b - a, 0) };
    if (compiled.size > 1000) compiled.clear();
    compiled.set(key, c);
  }
  return c;
}

/** Where `ms` falls in its week: [Sunday 00:00 of that week (ms), minutes into the week (fractional)]. */
function inWeek(ms: number): [number, number] {
  const off = (((ms - SUNDAY_ZERO_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS;
  return [ms - off, off / MIN];
}

const holidayAt = (c: Calendar, ms: number) => c.holidays.find(([a, b]) => ms >= a && ms < b);

export function calendarOpenAt(c: Calendar, ms: number): boolean {
  if (holidayAt(c, ms)) return false;
  const [, m] = inWeek(ms);
  return c.weekly.some(([a, b]) => m >= a && m < b);
}

/** When the market closed at `ms` opens again (ms); null when it is open, or opens in none of the next 8 weeks. */
export function calendarNextOpen(c: Calendar, ms: number): number | null {
  if (calendarOpenAt(c, ms) || !c.weekly.length) return null;
  let t = ms;
  for (let n = 0; n < 200 && t - ms < 8 * WEEK_MS; n++) {
    const h = holidayAt(c, t);
    if (h) {
      t = h[1];
      continue;
    }
    const [sunday, m] = inWeek(t);
    const inside = c.weekly.find(([a, b]) => m >= a && m < b);
    if (inside) return t;
    const next = c.weekly.find(([a]) => a > m);
    t = next ? sunday + next[0] * MIN : sunday + WEEK_MS + c.weekly[0]![0] * MIN;
  }
  return null;
}

/** Minutes the market is open between two instants (ms): the back-fill counts a day by them, not as 1,440. */
export function calendarOpenMinutes(c: Calendar, fromMs: number, toMs: number): number {
  let open = 0;
  const overlap = (a: number, b: number, x: number, y: number) => Math.max(0, Math.min(b, y) - Math.max(a, x));
  for (let week = inWeek(fromMs)[0]; week < toMs; week += WEEK_MS)
    for (const [a, b] of c.weekly) {
      const s = Math.max(fromMs, week + a * MIN);
      const e = Math.min(toMs, week + b * MIN);
      if (e <= s) continue;
      open += e - s;
      for (const [x, y] of c.holidays) open -= overlap(s, e, x, y);
    }
  return open / MIN;
}

/** Whether the market opens at all in the UTC day starting at `dayStartMs`: that day has a daily candle. */
export function calendarTradesOn(c: Calendar, dayStartMs: number): boolean {
  if (calendarOpenAt(c, dayStartMs)) return true;
  const next = calendarNextOpen(c, dayStartMs);
  return next !== null && next < dayStartMs + DAY_MIN * MIN;
}
