import { signal } from '@preact/signals-react';
import {
  THEME_KEY,
  UP_KEY,
  themeChoiceOf,
  upChoiceOf,
  type ThemeChoice,
  type UpChoice,
} from '../../core/theme/theme-choice';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** This device's choices (Me > Other), as stored: 'auto' is no entry. */
export const themeChoice = signal<ThemeChoice>(themeChoiceOf(read(THEME_KEY)));
export const upChoice = signal<UpChoice>(upChoiceOf(read(UP_KEY)));

/**
 * Stores a choice and applies it at once through the theme's boot (core/theme/theme-boot.ts), which reads the same
 * storage: what a reload shows. Where storage is refused (some private modes) the choice cannot be kept, and the
 * boot's reading, which finds none, shows the automatic one.
 */
function store(key: string, value: string): void {
  try {
    if (value === 'auto') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* not kept: see above */
  }
  window.lotlineTheme?.();
}

export function setThemeChoice(choice: ThemeChoice): void {
  themeChoice.value = choice;
  store(THEME_KEY, choice);
}

export function setUpChoice(choice: UpChoice): void {
  upChoice.value = choice;
  store(UP_KEY, choice);
}
