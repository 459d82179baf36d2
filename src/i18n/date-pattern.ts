/**
 * A date written by a language's pattern, in the phone's time zone and the Gregorian calendar, without Intl (the
 * first Intl object of a page initialises ICU: core/rules/number-format.ts). The patterns are the locale files' (the
 * chart's `trade.axis_*`), each what Intl.DateTimeFormat writes for that language: tests/src/time-axis.test.ts and
 * tests/e2e/locale-dates.e2e.test.ts compare them. Fields: {H} hour 0-23, {h} hour 1-12, {mm} minutes, {d} {M} day
 * and month ({dd} {MM} with two digits), {y} year. "morning|afternoon": the first before noon, the second after
 * ("{h}:{mm} AM|{h}:{mm} PM").
 */
export function patternDate(pattern: string, d: Date): string {
  const [am, pm = am] = pattern.split('|');
  const h = d.getHours();
  const v: Record<string, number> = {
    H: h,
    h: h % 12 || 12,
    m: d.getMinutes(),
    d: d.getDate(),
    M: d.getMonth() + 1,
    y: d.getFullYear(),
  };
  return (h < 12 ? am : pm)!.replace(/\{(\w)(\1?)\}/g, (_, k: string, two: string) =>
    String(v[k]).padStart(two ? 2 : 1, '0'),
  );
}
