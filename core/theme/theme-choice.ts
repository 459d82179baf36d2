/**
 * The trader app's theme and the colour of a rise, as a device keeps them (localStorage, Me > Other) and as they
 * resolve against the phone's dark mode and the app's language. The page applies them before its first paint with
 * core/theme/theme-boot.ts, which does the same as these functions in a few bytes (tests/core/theme-boot.test.ts
 * holds the two to the same answers).
 */

/** localStorage keys: the theme chosen ('light' | 'dark'; none: follow the phone) and the rise colour. */
export const THEME_KEY = 'theme';
export const UP_KEY = 'updown';

export type Theme = 'light' | 'dark';
/** The choice as offered: follow the phone, or one of the two. */
export type ThemeChoice = 'auto' | Theme;
/** The colour of a rise: green (falls red), or red (falls green) as traders in mainland China and Hong Kong read it. */
export type UpColour = 'green' | 'red';
/** The choice as offered: by the app's language, or one of the two. */
export type UpChoice = 'auto' | UpColour;

/** A stored theme choice read back: anything but the two themes is 'auto'. */
export const themeChoiceOf = (stored: string | null | undefined): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'auto';

/** A stored rise colour read back: anything but the two colours is 'auto'. */
export const upChoiceOf = (stored: string | null | undefined): UpChoice =>
  stored === 'green' || stored === 'red' ? stored : 'auto';

/** The theme shown: the one chosen, else the phone's (`prefersDark`: its prefers-color-scheme is dark). */
export const resolveTheme = (choice: ThemeChoice, prefersDark: boolean): Theme =>
  choice === 'auto' ? (prefersDark ? 'dark' : 'light') : choice;

/**
 * The rise colour shown: the one chosen, else the language's custom: red in Chinese (`htmlLang`, <html lang>, the
 * app's hk is zh-Hant-HK), green in every other language.
 */
export const resolveUp = (choice: UpChoice, htmlLang: string): UpColour =>
  choice === 'auto' ? (/^zh/i.test(htmlLang) ? 'red' : 'green') : choice;

/** The browser bar's colour (<meta name="theme-color">) of a theme: its page background (src/styles/base.css --bg). */
export const themeBarColour = (theme: Theme): string => (theme === 'dark' ? '#0f1419' : '#fff');
