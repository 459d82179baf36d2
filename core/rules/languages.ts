/** The 21 interface languages, in picker order, with their own names. Codes are the product's, not ISO. */
export const LANGUAGES = [
  { code: 'hk', name: '繁體中文', html: 'zh-Hant-HK' },
  { code: 'en', name: 'English', html: 'en' },
  { code: 'jp', name: '日本語', html: 'ja' },
  { code: 'kr', name: '한국어', html: 'ko' },
  { code: 'th', name: 'ไทย', html: 'th' },
  { code: 'vn', name: 'Tiếng Việt', html: 'vi' },
  { code: 'fr', name: 'Français', html: 'fr' },
  { code: 'de', name: 'Deutsch', html: 'de' },
  { code: 'ru', name: 'Русский', html: 'ru' },
  { code: 'spa', name: 'Español', html: 'es' },
  { code: 'pt', name: 'Português', html: 'pt' },
  { code: 'ar', name: 'العربية', html: 'ar' },
  { code: 'it', name: 'Italiano', html: 'it' },
  { code: 'tr', name: 'Türkçe', html: 'tr' },
  { code: 'id', name: 'Bahasa Indonesia', html: 'id' },
  { code: 'my', name: 'Bahasa Melayu', html: 'ms' },
  { code: 'hi', name: 'हिन्दी', html: 'hi' },
  { code: 'cs', name: 'Čeština', html: 'cs' },
  { code: 'fa', name: 'فارسی', html: 'fa' },
  { code: 'fi', name: 'Suomi', html: 'fi' },
  { code: 'et', name: 'Eesti', html: 'et' },
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
