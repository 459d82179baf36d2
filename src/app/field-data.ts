import { onCLS, onINP, onLCP } from 'web-vitals';
import { API_BASE } from '../api/client';
import { locale } from '../state/locale';
import { deviceClassOf } from '../../core/rules/device-class';
import { RUM_METRICS, routeTemplate, type RumMetric } from '../../core/rules/field-data';
import type { RumBody } from '../../core/wire/perf';
import type { CallPath } from '../../core/wire/calls';

/** The 60 Hz frame interval, ms: a frame that takes k of them drops k - 1. */
const FRAME_MS = 1000 / 60;

/** navigator.deviceMemory (Chromium only), GB. */
type DeviceNavigator = Navigator & { deviceMemory?: number };

/** Sums the durations of long animation frames (Chromium 123+); elsewhere the figure is left out. */
function observeLongFrames(onFrame: (ms: number) => void): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) return false;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) onFrame(e.duration);
  }).observe({ type: 'long-animation-frame', buffered: true });
  return true;
}

/**
 * The field data of a sampled page view (main.tsx draws the sample from `rum_sample_percent`): web vitals
 * (LCP, INP, CLS, by the web-vitals package, every change kept), the long animation frames' total, and the frames
 * they dropped on /trade. When the page is first hidden, one beacon goes to perf/rum and the view is done. The view is
 * grouped under the route it started on (where its LCP was painted); figures out of range are left out.
 */
export function startFieldData(): void {
  const figures: Partial<Record<RumMetric, number>> = {};
  const route = routeTemplate(window.location.pathname);
  const keep = (m: RumMetric) => (v: { value: number }) => {
    figures[m] = v.value;
  };
  onLCP(keep('lcp_ms'), { reportAllChanges: true });
  onINP(keep('inp_ms'), { reportAllChanges: true });
  onCLS(keep('cls'), { reportAllChanges: true });
  // Dropped frames on /trade come from the long frames too: a requestAnimationFrame loop would count every frame,
  // but it makes the page draw at every vsync (a main-frame update and commit each: docs/performance-log.md), which a sampled
  // trader would pay for. Frames of 17-50 ms are not reported by the browser: the figure is a floor.
  const long = (ms: number) => {
    figures.loaf_ms = (figures.loaf_ms ?? 0) + ms;
    if (window.location.pathname === '/trade' && document.visibilityState === 'visible')
      figures.frames_dropped = (figures.frames_dropped ?? 0) + Math.max(0, Math.round(ms / FRAME_MS) - 1);
  };
  if (observeLongFrames(long)) figures.loaf_ms = 0;

  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    const body: RumBody = {
      route,
      locale: locale.value,
      device_class: deviceClassOf(navigator.hardwareConcurrency, (navigator as DeviceNavigator).deviceMemory),
    };
    for (const [m, v] of Object.entries(figures) as [RumMetric, number][])
      if (Number.isFinite(v) && v >= 0 && v <= RUM_METRICS[m].max) body[m] = m === 'cls' ? v : Math.round(v);
    // A string goes as text/plain: no CORS preflight when the API is on its sibling host (perf-routes.ts reads it).
    navigator.sendBeacon?.(`${API_BASE}${'/v1/api/perf/rum' satisfies CallPath}`, JSON.stringify(body));
  };
  document.addEventListener('visibilitychange', send);
  // Some browsers skip visibilitychange when a page is unloaded; pagehide comes with the page already hidden.
  window.addEventListener('pagehide', send);
}
