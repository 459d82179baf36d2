import { signal } from '@preact/signals-react';
import { normalizeLang, type Lang } from '../../core/rules/languages';

const KEY = 'lang';

/** The chosen language; default hk, a stored 'tw' is read as 'hk'. Written only by setLocale in i18n/. */
export const locale = signal<Lang>(normalizeLang(readStored(), 'hk'));

/** Bumps when a locale's texts finish loading, so t() callers re-render with the new texts. */
export const textsVersion = signal(0);

function readStored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeLocale(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* private mode: the choice lasts this visit */
  }
}
