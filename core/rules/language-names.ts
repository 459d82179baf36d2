import type { Lang } from './languages';

/** Each language's name in itself, for the language picker (locales/<code>.json's `language.self` says the same). */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  hk: '繁體中文',
  en: 'English',
  jp: '日本語',
  kr: '한국어',
  th: 'ไทย',
  vn: 'Tiếng Việt',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  spa: 'Español',
  pt: 'Português',
  ar: 'العربية',
  it: 'Italiano',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  my: 'Bahasa Melayu',
  hi: 'हिन्दी',
  cs: 'Čeština',
  fa: 'فارسی',
  fi: 'Suomi',
  et: 'Eesti',
};
