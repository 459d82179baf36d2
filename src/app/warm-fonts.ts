import { htmlLang, type Lang } from '../../core/rules/languages';

/**
 * The font styles (weight and size; the family is :root's) of every box on the first screen of `/` and of `/trade`:
 * the texts', and the boxes' without text too, since a line (an icon's, a canvas's) is sized by its box's font, and
 * `ch` is a width of its font. tests/e2e/warm-fonts.e2e.test.ts compares them with what each screen shows.
 */
export const FIRST_SCREEN_STYLES: Readonly<Record<string, readonly string[]>> = {
  '/': [
    ...['700 20px', '400 20px', '600 18px', '600 16px', '400 16px', '700 15px'],
    ...['600 14px', '400 14px', '400 13px', '400 12px'],
  ],
  '/trade': [
    ...['600 18px', '400 18px', '700 17px', '400 17px', '600 16px', '400 16px', '400 15px'],
    ...['700 14px', '400 14px', '500 13px', '400 13px', '400 12px', '400 11px'],
  ],
};

/** A letter of each script the primary system font may lack: its fallback font is looked up per style too. */
const SCRIPT_SAMPLE: Partial<Record<Lang, string>> = {
  hk: '行',
  jp: 'あ行',
  kr: '가',
  th: 'ก',
  ar: 'ع',
  fa: 'ع',
  hi: 'क',
  ru: 'Я',
};

/**
 * Looks up the first screen's fonts while its data is on the way, one text style per task, and returns what stops
 * it (the boot calls that as it renders).
 *
 * Why: a page in a new renderer process knows no font. Its first layout finds each face and size it uses, and on
 * Linux each is a synchronous round trip to the browser process; the render's layout was a long task with
 * them (docs/performance-log.md, "Fonts before the first render"). Here each lookup is a small forced layout of one
 * hidden line, in a task of its own during a wait that is otherwise idle, and the render's layout finds them
 * cached. On a fast network the render comes first and stops the rest: nothing is done twice.
 */
export function warmFonts(path: string, lang: Lang): () => void {
  const styles = FIRST_SCREEN_STYLES[path];
  if (!styles) return () => undefined;
  const box = document.createElement('div');
  box.lang = htmlLang(lang); // fallback fonts are chosen by language too (Chinese and Japanese Han differ)
  // Laid out (so its text is shaped with its fonts) but never painted nor read aloud, and out of the page's flow.
  box.style.cssText = 'position:fixed;visibility:hidden';
  const text = `A0${SCRIPT_SAMPLE[lang] ?? ''}`;
  let next = 0;
  let timer = 0;
  const step = () => {
    const line = document.createElement('span');
    // Weight and size only: the family is the one :root gives every text (src/styles/base.css, loaded before this runs).
    const [weight, size] = styles[next++]!.split(' ');
    line.style.fontWeight = weight!;
    line.style.fontSize = size!;
    line.textContent = text;
    box.append(line);
    void line.offsetWidth; // the layout, and with it the lookup, now: one style per task
    if (next < styles.length) timer = window.setTimeout(step);
  };
  document.body.append(box);
  timer = window.setTimeout(step);
  return () => {
    clearTimeout(timer);
    box.remove();
  };
}
