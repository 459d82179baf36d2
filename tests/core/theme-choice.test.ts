import { describe, expect, it } from 'vitest';
import { resolveTheme, resolveUp, themeChoiceOf, upChoiceOf } from '../../core/theme/theme-choice';

describe('the theme a device shows', () => {
  it('is the one chosen, whatever the phone prefers', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
  it("follows the phone's dark mode when none is chosen", () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
  });
  it('reads anything stored but the two themes as no choice', () => {
    expect([null, undefined, '', 'auto', 'blue', 'Light'].map(themeChoiceOf)).toEqual(Array(6).fill('auto'));
    expect(themeChoiceOf('dark')).toBe('dark');
  });
});

describe('the colour of a rise', () => {
  it('is red in Chinese (the app hk, <html lang="zh-Hant-HK">) and green in every other language', () => {
    expect(resolveUp('auto', 'zh-Hant-HK')).toBe('red');
    for (const lang of ['en', 'de', 'ar', 'ja', 'ko', 'vi', 'fa']) expect(resolveUp('auto', lang)).toBe('green');
  });
  it('is the one chosen, whatever the language', () => {
    expect(resolveUp('green', 'zh-Hant-HK')).toBe('green');
    expect(resolveUp('red', 'en')).toBe('red');
  });
  it('reads anything stored but the two colours as no choice', () => {
    expect([null, 'auto', 'up', 'RED'].map(upChoiceOf)).toEqual(Array(4).fill('auto'));
    expect(upChoiceOf('red')).toBe('red');
  });
});
