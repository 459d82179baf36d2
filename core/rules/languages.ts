/**
 * The 21 interface languages, in picker order, with their <html lang> tags. Codes are the product's, not ISO. Their
 * own names are in language-names.ts (the picker's), and each locale's `language.self` (the header's button): the
 * first screen carries only its own language's name.
 */
export const LANGUAGES = [
  { code: 'hk', html: 'zh-Hant-HK' },
  { code: 'en', html: 'en' },
  { code: 'jp', html: 'ja' },
  { code: 'kr', html: 'ko' },
  { code: 'th', html: 'th' },
  { code: 'vn', html: 'vi' },
  { code: 'fr', html: 'fr' },
  { code: 'de', html: 'de' },
  { code: 'ru', html: 'ru' },
  { code: 'spa', html: 'es' },
  { code: 'pt', html: 'pt' },
  { code: 'ar', html: 'ar' },
  { code: 'it', html: 'it' },
  { code: 'tr', html: 'tr' },
  { code: 'id', html: 'id' },
  { code: 'my', html: 'ms' },
  { code: 'hi', html: 'hi' },
  { code: 'cs', html: 'cs' },
  { code: 'fa', html: 'fa' },
  { code: 'fi', html: 'fi' },
  { code: 'et', html: 'et' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];

export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);
const RTL = new Set<string>(['ar', 'fa']);

/** Maps a stored or requested code to a supported one: 'tw' is the old name of 'hk'; anything unknown gives `fallback`. */
export function normalizeLang(code: string | null | undefined, fallback: Lang): Lang {
  const c = (code ?? '').trim().toLowerCase();
  if (c === 'tw') return 'hk';
  return (LANG_CODES as readonly string[]).includes(c) ? (c as Lang) : fallback;
}

/** Arabic and Farsi are written right to left. */
export const isRtl = (code: string): boolean => RTL.has(code);

/** The BCP 47 tag for <html lang>. */
export const htmlLang = (code: Lang): string => LANGUAGES.find((l) => l.code === code)!.html;
