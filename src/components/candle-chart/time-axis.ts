import { t } from '../../i18n/i18n';
import { patternDate } from '../../i18n/date-pattern';

const DAY = 86_400;

/**
 * The chart's time labels in the app's language (uPlot's own are American: "2:30pm", "11/28"): `splits` are the
 * ticks' UTC seconds, `incr` the seconds between them. Ticks a day or more apart show the day, a month or more the
 * month; closer ones show the time, with the day on a second line where it changes (and on the first tick).
 */
export function timeAxisLabels(splits: number[], incr: number): string[] {
  const day = t('trade.axis_day');
  let prev = '';
  // Each line isolated in its own direction (first strong isolate): the chart's canvas is left to right, and an Arabic
  // "5:00 ص" or "28‏/11" drawn in it unisolated came out as "2811/".
  const line = (pattern: string, at: Date) => `\u2068${patternDate(pattern, at)}\u2069`;
  return splits.map((s) => {
    const at = new Date(s * 1000);
    if (incr >= 28 * DAY) return line(t('trade.axis_month'), at);
    const date = line(day, at);
    if (incr >= DAY) return date;
    const text = line(t('trade.axis_time'), at) + (date === prev ? '' : `\n${date}`);
    prev = date;
    return text;
  });
}
