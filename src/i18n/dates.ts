import { locale } from '../state/locale';
import { htmlLang, type Lang } from '../../core/rules/languages';

/**
 * Times the app SHOWS: the server's wire times ('YYYY-MM-DD HH:mm:ss', UTC: core/rules/datetime.ts) in the
 * phone's time zone, written the way the current language writes a date (day and month order, its
 * separators and bidi marks, 12 or 24 hours), in Latin digits like every other figure.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, dateOnly: boolean): Intl.DateTimeFormat {
  const key = lang + dateOnly;
  let f = formats.get(key);
  if (!f) {
    const time = dateOnly ? {} : ({ hour: 'numeric', minute: '2-digit', second: '2-digit' } as const);
    f = new Intl.DateTimeFormat(`${htmlLang(lang)}-u-nu-latn`, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...time,
    });
    formats.set(key, f);
  }
  return f;
}

/** Unix ms of a wire time, or NaN when it is not one. */
export const wireMs = (wire: string): number => Date.parse(`${wire.trim().replace(' ', 'T')}Z`);

/** A wire time for display; an empty or unreadable one is shown as it came. */
export function formatWhen(wire: string, dateOnly = false, lang: Lang = locale.value): string {
  const ms = wireMs(wire);
  return Number.isFinite(ms) ? format(lang, dateOnly).format(ms) : wire;
}
