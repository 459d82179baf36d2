import { THEME_KEY, UP_KEY, themeBarColour } from './theme-choice';

/**
 * The theme's boot, inline in index.html's <head> (the vite plugin `themeBoot`; the server's content security policy
 * allows exactly this text by its hash): before the first paint it sets <html data-theme> (light | dark) and
 * <html data-up> (green | red) and the browser bar's colour, as theme-choice.ts resolves them, and runs again when
 * the phone's dark mode or the app's language (<html lang>) changes, and when Me > Other calls
 * `window.lotlineTheme()` after storing a choice. The CSS (src/styles/base.css) and the canvas painters
 * (src/app/theme-colors.ts) follow those two attributes. A few hundred bytes in the HTML, none in the first-load JS.
 */
export const THEME_BOOT =
  `(function f(){var h=document.documentElement,d=h.dataset,m=matchMedia("(prefers-color-scheme:dark)"),s={},t,u;` +
  `try{s=localStorage}catch(e){}t=s.${THEME_KEY};u=s.${UP_KEY};` +
  `d.theme=t=="light"||t=="dark"?t:m.matches?"dark":"light";` +
  `d.up=u=="red"||u=="green"?u:/^zh/i.test(h.lang)?"red":"green";` +
  `document.querySelector("meta[name=theme-color]").content=d.theme=="dark"?"${themeBarColour('dark')}":"${themeBarColour('light')}";` +
  `if(!f.m){f.m=m;m.onchange=f;self.lotlineTheme=f;new MutationObserver(f).observe(h,{attributeFilter:["lang"]})}})()`;
