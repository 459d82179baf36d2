/**
 * The field data's shared vocabulary: the route templates page views are grouped by, the figures a view
 * reports with their widest values, and the device classes. The app's reporter (src/app/field-data.ts) and the
 * server's schema (core/wire/perf.ts) read the same lists, so a view the app sends is one the server takes.
 */

/** The steps of the one-tap device benchmark (the overlay's), in the order it runs them. */
export const BENCH_STEPS = [
  'scroll_quotes',
  'open_trade',
  'period_switch_1',
  'period_switch_2',
  'pair_drawer',
  'place_order',
  'close_order',
] as const;
export type BenchStep = (typeof BENCH_STEPS)[number];

/** Where a phone stands, from its cores and memory (device-class.ts): what the operator groups figures by. */
export const DEVICE_CLASSES = ['low', 'mid', 'high', 'unknown'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The route templates field data is grouped by: a view's path is reduced to one in the app, so no id or query
 * reaches the server. '/other' is any path the app does not route.
 */
export const RUM_ROUTES = [
  '/',
  '/trade',
  '/product',
  '/order',
  '/login',
  '/register',
  '/forgot',
  '/language',
  '/mine',
  '/mine/*',
  '/ranking',
  '/news',
  '/news/*',
  '/feedback',
  '/other',
] as const;
export type RumRoute = (typeof RUM_ROUTES)[number];

/** The template a path belongs to ('/mine/wallet' → '/mine/*'; '/user' is the mine page too). */
export function routeTemplate(path: string): RumRoute {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (p === '/user') return '/mine';
  if ((RUM_ROUTES as readonly string[]).includes(p) && !p.endsWith('*')) return p as RumRoute;
  if (p.startsWith('/mine/')) return '/mine/*';
  if (p.startsWith('/news/')) return '/news/*';
  return '/other';
}

/**
 * The figures a page view reports, each optional (INP needs a tap, the frame counter runs on /trade only), with the
 * widest value kept: past it a figure is a broken clock (the app leaves it out; the server refuses the beacon).
 */
export const RUM_METRICS = {
  /** Largest contentful paint, ms. */
  lcp_ms: { max: 120_000 },
  /** Interaction to next paint, ms. */
  inp_ms: { max: 60_000 },
  /** Cumulative layout shift, unitless. */
  cls: { max: 100 },
  /** Total duration of the view's long animation frames, ms. */
  loaf_ms: { max: 3_600_000 },
  /** Frames dropped on /trade by its long animation frames (one of k 60 Hz intervals drops k - 1; a floor). */
  frames_dropped: { max: 1_000_000 },
} as const;
export type RumMetric = keyof typeof RUM_METRICS;
export const RUM_METRIC_NAMES = Object.keys(RUM_METRICS) as RumMetric[];
