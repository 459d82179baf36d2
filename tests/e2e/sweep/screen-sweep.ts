import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, layoutFindings, overlayFindings, type Finding } from './sweep-checks.js';
import { adminScreens, appScreens, type Who } from './sweep-screens.js';
import { SWEEP_ADMIN, type Login, type SweepData } from './sweep-data.js';
import { waitUntil } from '../../support/wait.js';

export const SWEEP_LANGS = ['en', 'de', 'ar'] as const;
/**
 * The trader app's two themes, as the phone asks for them (prefers-color-scheme, which the app follows with no
 * choice stored: core/theme/theme-boot.ts). The back office has one (dark) whatever the phone says.
 */
export const SWEEP_THEMES = ['dark', 'light'] as const;
export type SweepTheme = (typeof SWEEP_THEMES)[number];
/** The smallest common phone (CSS px). */
export const PHONE = { width: 360, height: 740 };
/** The back office's two desk sizes: a laptop and a tablet held upright. */
export const DESKS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
];

/** The smallest tappable box on the phone, CSS px (WCAG 2.5.5 target size, Apple's HIG 44 pt). */
export const TOUCH_TARGET = 44;
/**
 * The smallest target in the back office: WCAG 2.5.8's 24 px, not the touch 44. The back office is a desk tool
 * for operators with a mouse and keyboard (the sweep opens it without touch, at a laptop and an upright tablet
 * window), where dense tables of row actions are the norm and 44 px rows would halve what an operator sees.
 */
export const DESK_TARGET = 24;

/**
 * How much of axe a screen gets: colour contrast reads colours, which are the same in every language, and is the
 * slowest rule, so it runs in English (the first language) and the other languages get every other rule.
 */
type Axe = 'all' | 'no-contrast' | 'off';
const axeFor = (lang: string): Axe => (lang === 'en' ? 'all' : 'no-contrast');

/** A finding with where it was seen. */
export interface ScreenFinding extends Finding {
  screen: string;
  lang: string;
  who: string;
  /** The trader app's theme; none for the back office. */
  theme?: SweepTheme;
}

/** One line per finding, the form the test and `npm run screens` print. */
export const findingLine = (f: ScreenFinding) =>
  `${f.screen} [${f.who}, ${f.lang}${f.theme ? `, ${f.theme}` : ''}] ${f.rule}: ${f.target} (${f.detail})`;

export interface SweepOptions {
  browser: Browser;
  baseUrl: string;
  data: SweepData;
  /** Where screenshots go (one PNG per screen, person, language and size); none when absent. */
  outDir?: string;
  langs?: readonly string[];
  /** The trader app's themes to sweep (both when absent); each one is every screen again. */
  themes?: readonly SweepTheme[];
  /** Called after each screen, e.g. to print progress. */
  onScreen?: (name: string, findings: ScreenFinding[]) => void;
}

const slug = (s: string) =>
  s
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/-$/, '') || 'home';

/** Errors the page logs or throws while it is on one screen (the list is emptied for each screen). */
function errorLog(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${String(e.message).slice(0, 200)}`));
  return errors;
}

/**
 * Resolves once no HTTP request of the page has been in flight for `quietMs` (at most `maxMs`). Playwright's
 * networkidle is once per document, and the sweep moves between screens inside one document.
 */
function requestTracker(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    changed = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // Quiet is a span of time by nature (a request may still come); a screen that never goes quiet is swept as it is.
  return (quietMs = 400, maxMs = 8_000) =>
    waitUntil(() => inFlight === 0 && Date.now() - changed >= quietMs, {
      timeout: maxMs,
      interval: 50,
      what: 'a quiet network',
    }).then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Opens a screen the way the app moves between screens (history.pushState, which wouter follows), or by
 * loading the page when there is no app yet or an overlay was left open. One document per context keeps the
 * sweep quick: the app and axe are loaded once.
 */
async function visit(page: Page, base: string, path: string, reload: boolean) {
  if (reload || !page.url().startsWith(base)) {
    await page.goto(base + path);
    return;
  }
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    scrollTo(0, 0);
  }, path);
}

/** Waits until the screen has its data: no request for a moment, no skeleton or spinner, fonts and a frame. */
async function settle(page: Page, idle: () => Promise<void>) {
  await page.waitForLoadState('load');
  await idle();
  await page
    .locator('.skeleton, .spinner-layer')
    .first()
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => undefined);
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
  );
}

async function newContext(
  browser: Browser,
  lang: string,
  size: { width: number; height: number },
  mobile: boolean,
  init: Record<string, string>,
  colorScheme: SweepTheme = 'dark',
) {
  const ctx = await browser.newContext({
    viewport: size,
    isMobile: mobile,
    hasTouch: mobile,
    reducedMotion: 'reduce',
    colorScheme,
  });
  await ctx.addInitScript(
    ([entries]) => {
      for (const [k, v] of Object.entries(entries as Record<string, string>)) localStorage.setItem(k, v);
    },
    [{ lang, ...init }],
  );
  return ctx;
}

/** Checks the page as it is now: layout, axe, errors logged since the last screen; writes the screenshot. */
async function look(
  page: Page,
  errors: string[],
  vw: number,
  shot: string | undefined,
  axe: Axe,
  minTarget: number,
  dialog = false,
): Promise<Finding[]> {
  const found = [
    ...(await layoutFindings(page, vw, minTarget)),
    ...(axe !== 'off' ? await axeFindings(page, { contrast: axe === 'all' }) : []),
  ];
  found.push(...errors.splice(0).map((e) => ({ rule: 'error', target: 'page', detail: e })));
  // A dialog covers the screen, not the page: the whole page under it would show a backdrop that ends mid-way.
  if (shot) await page.screenshot({ path: shot, fullPage: !dialog });
  return found;
}

async function sweepContext(
  ctx: BrowserContext,
  o: SweepOptions,
  jobs: { path: string; name: string; overlays?: { name: string; click: string }[] }[],
  where: { who: string; lang: string; prefix: string; axe: Axe; minTarget: number; theme?: SweepTheme },
  size: { width: number; height: number },
): Promise<ScreenFinding[]> {
  const page = await ctx.newPage();
  const errors = errorLog(page);
  const idle = requestTracker(page);
  let reload = true;
  const all: ScreenFinding[] = [];
  const shot = (name: string) => (o.outDir ? join(o.outDir, `${where.prefix}-${slug(name)}.png`) : undefined);
  const record = (screen: string, fs: Finding[]) => {
    const sf = fs.map((f) => ({ ...f, screen, lang: where.lang, who: where.who, theme: where.theme }));
    all.push(...sf);
    o.onScreen?.(`${screen} [${where.who}, ${where.lang}${where.theme ? `, ${where.theme}` : ''}]`, sf);
  };
  for (const job of jobs) {
    await visit(page, o.baseUrl, job.path, reload);
    reload = false;
    await settle(page, idle);
    record(job.name, await look(page, errors, size.width, shot(job.name), where.axe, where.minTarget));
    for (const ov of job.overlays ?? []) {
      const name = `${job.name} + ${ov.name}`;
      const target = page.locator(ov.click).first();
      if (!(await target.count())) {
        record(name, [{ rule: 'sweep', target: ov.click, detail: 'nothing to tap to open it' }]);
        continue;
      }
      await target.click();
      await page
        .locator('[role=dialog]:visible, [role=alertdialog]:visible')
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
      await settle(page, idle);
      record(name, [
        ...(await overlayFindings(page, size.width, size.height)),
        ...(await look(page, errors, size.width, shot(name), where.axe, where.minTarget, true)),
      ]);
      reload = true; // a kept-alive screen would keep its dialog open
    }
  }
  await page.close();
  return all;
}

const logins = (d: SweepData): Record<Who, Login | null> => ({ visitor: null, demo: d.demo, real: d.real });
const session = (l: Login | null): Record<string, string> =>
  l ? { token: l.token, user: JSON.stringify(l.user) } : {};

/**
 * The trader app at 360 x 740 (touch), per theme, language and person: one context each, screens in a row. The
 * phone's dark mode picks the theme; screenshots of the light one are named `<lang>-light-<who>-<screen>.png`.
 */
export async function sweepApp(o: SweepOptions): Promise<ScreenFinding[]> {
  const screens = appScreens(o.data);
  const out: ScreenFinding[] = [];
  for (const theme of o.themes ?? SWEEP_THEMES) {
    for (const lang of o.langs ?? SWEEP_LANGS) {
      for (const who of ['visitor', 'demo', 'real'] as const) {
        const jobs = screens
          .filter((s) => s.who.includes(who))
          .map((s) => ({ path: s.path, name: s.path, overlays: s.overlays }));
        const ctx = await newContext(o.browser, lang, PHONE, true, session(logins(o.data)[who]), theme);
        const prefix = theme === 'dark' ? `${lang}-${who}` : `${lang}-${theme}-${who}`;
        const where = { who, lang, theme, prefix, axe: axeFor(lang), minTarget: TOUCH_TARGET };
        out.push(...(await sweepContext(ctx, o, jobs, where, PHONE)));
        await ctx.close();
      }
    }
  }
  return out;
}

/** The back office at both desk sizes, signed out (the sign-in form) and as the first admin (every page). */
export async function sweepAdmin(o: SweepOptions): Promise<ScreenFinding[]> {
  const r = await fetch(`${o.baseUrl}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: SWEEP_ADMIN.adminEmail, password: SWEEP_ADMIN.adminPassword }),
  });
  const token = ((await r.json()) as { data: { token: string } }).data.token;
  const out: ScreenFinding[] = [];
  for (const lang of o.langs ?? SWEEP_LANGS) {
    for (const [i, size] of DESKS.entries()) {
      const who = `admin ${size.width}x${size.height}`;
      const prefix = `${lang}-${size.width}`; // + the page name: de-1280-admin-pairs.png
      // axe at the first size only: its rules read the markup and colours, which do not change with the width.
      const axe: Axe = i === 0 ? axeFor(lang) : 'off';
      const signedOut = await newContext(o.browser, lang, size, false, {});
      out.push(
        ...(await sweepContext(
          signedOut,
          o,
          [{ path: '/admin', name: '/admin (sign in)' }],
          { who, lang, prefix, axe, minTarget: DESK_TARGET },
          size,
        )),
      );
      await signedOut.close();
      const ctx = await newContext(o.browser, lang, size, false, { admin_token: token });
      const jobs = adminScreens(o.data).map((p) => ({ path: `/admin${p}`, name: `/admin${p}` }));
      out.push(...(await sweepContext(ctx, o, jobs, { who, lang, prefix, axe, minTarget: DESK_TARGET }, size)));
      await ctx.close();
    }
  }
  return out;
}

/** Creates the screenshot folder (SCREENS_DIR or the given default). */
export function screensDir(fallback: string): string {
  const dir = process.env.SCREENS_DIR || fallback;
  mkdirSync(dir, { recursive: true });
  return dir;
}
