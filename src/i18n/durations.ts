import { locale } from '../state/locale';
import { htmlLang, type Lang } from '../../core/rules/languages';

/**
 * A span of time the app SHOWS ("5 minutes", "5 Minuten", "5 دقائق"): in the largest whole unit (hours, minutes,
 * else seconds), spelled by the language's own Intl unit names, in Latin digits like every other figure.
 */
export function formatSpan(seconds: number, lang: Lang = locale.value): string {
  const [unit, n] =
    seconds >= 3600 && seconds % 3600 === 0
      ? (['hour', seconds / 3600] as const)
      : seconds >= 60 && seconds % 60 === 0
        ? (['minute', seconds / 60] as const)
        : (['second', seconds] as const);
  return new Intl.NumberFormat(`${htmlLang(lang)}-u-nu-latn`, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
}
