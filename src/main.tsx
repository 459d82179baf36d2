import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { followHashLinks, hashToPath } from './app/hash-link';
import { setLocale } from './i18n/i18n';
import { locale } from './state/locale';
import { fetchBasicInfo, fetchCompanyStatus } from './api/site-api';
import { isMain, site } from './state/site';
import { refreshUser } from './state/session-actions';
import { startPwa } from './app/pwa';
import { startFirstScreen } from './app/first-screen';
import { warmFonts } from './app/warm-fonts';
import { OnOff, SiteStatus, SiteType } from '../core/codes';
import './styles/index.css';

/**
 * Boot: move a hash link (#/register?invite_code=X) into the path, make the status call (status not 0
 * -> loss_url; type 0 -> main-site mode) while settings, the locale and the first screen's data load, and render.
 */
async function boot(root: HTMLElement): Promise<void> {
  const fromHash = hashToPath(window.location);
  if (fromHash) history.replaceState(null, '', fromHash);
  followHashLinks();

  // Settings, texts and the first screen's data start with the status call, not after it: each is a round trip
  // on a slow network. A redirect below leaves them unused.
  const ready = Promise.all([
    fetchBasicInfo().catch(() => null),
    // Only what / paints: every other screen loads its own texts with its chunk (app/screen.ts).
    setLocale(locale.value, true),
  ]);
  startFirstScreen(window.location.pathname);
  // The first screen's fonts, looked up while the data is on the way instead of in the render's first layout.
  const stopWarming = warmFonts(window.location.pathname, locale.value);
  const status = await fetchCompanyStatus().catch(() => null);
  if (status && status.status !== SiteStatus.Open && status.loss_url) {
    window.location.replace(status.loss_url);
    return;
  }
  isMain.value = status?.type === SiteType.Main;

  const [settings] = await ready;
  // A desktop browser goes to the pc. site only when the operator enables it (a setting) and one exists.
  // (imported only then: the rule's user-agent patterns cost `/` nothing while the setting is off)
  if (settings?.desktop_redirect === OnOff.On) {
    const desktop = (await import('./api/desktop-site')).desktopSiteUrl(window.location, navigator.userAgent, true);
    if (desktop) {
      window.location.replace(desktop);
      return;
    }
  }
  site.value = settings;
  if (settings?.title) document.title = settings.title;
  stopWarming();
  // Where the app's first render starts, for a profile (DevTools' Timings track) and tests/e2e/warm-fonts.
  performance.mark('lotline:render');
  createRoot(root).render(<App />);
  void refreshUser(true);
  // The perf overlay (`?perf=1`, or on for this tab's session) and a sampled view's field data (rum_sample_percent):
  // each fetched only when asked, through one import so a first load carries only these checks.
  const perf = /perf=1/.test(location.search) || !!sessionStorage.perf;
  // The installable app (service worker, "updated" toast): after the first paint. Kept in this chunk: as a chunk
  // of its own it is still fetched on every first visit, and costs more (0.3 kB) than it saves here.
  setTimeout(() => {
    if (import.meta.env.PROD) void startPwa();
    const rum = import.meta.env.PROD && Math.random() * 100 < (settings?.rum_sample_percent ?? 0);
    if (perf || rum) void import('./app/after-first-screen').then((m) => m.afterFirstScreen(perf, rum));
  }, 1000);
}

// This chunk also runs on admin.html: the shared `rules` chunk imports modules the bundler keeps here (Icon,
// market state, socket client), so the back office evaluates it too. Boot only on the trader app's own page:
// otherwise the back office got a render into a missing root (preact: "reading '__k'" of null), the
// company-status redirect, the desktop redirect and a service worker.
const root = document.getElementById('app');
if (root) void boot(root);
