import { Type, type Static } from 'typebox';
import { Int, Num } from './fields';
import { callsOf, GET, POST, shape } from './contract';
import { LANGUAGES } from '../rules/languages';
import {
  BENCH_STEPS,
  DEVICE_CLASSES,
  RUM_METRICS,
  RUM_ROUTES,
  type BenchStep,
  type DeviceClass,
  type RumMetric,
} from '../rules/field-data';

export { BENCH_STEPS, DEVICE_CLASSES, RUM_METRIC_NAMES, RUM_METRICS, RUM_ROUTES } from '../rules/field-data';
export type { BenchStep, DeviceClass, RumMetric, RumRoute } from '../rules/field-data';

/**
 * The performance calls (docs/api/perf.md): the device benchmark's results (`perf/bench`), the field data
 * of sampled real sessions (`perf/rum`, sent by sendBeacon), and the back office's Performance page. Neither public
 * call takes a session or stores anything that names a person (no user id, no IP: the IP only feeds the rate limit).
 */

/** A measured duration in ms: a step over a minute is a broken run, not a slow phone. */
const Ms = Num({ minimum: 0, maximum: 60_000 });
const Nullable = <T extends ReturnType<typeof Num>>(s: T) => Type.Union([s, Type.Null()]);
const Strict = { additionalProperties: false } as const;
/** One of a fixed list of names (Type.Union over a mapped list would type as never). */
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const BenchBody = Type.Object(
  {
    device: Type.Object(
      {
        hardware_concurrency: Nullable(Int(0, 1024)),
        /** navigator.deviceMemory: GB, rounded by the browser (0.25 … 8). */
        device_memory: Nullable(Num({ minimum: 0, maximum: 1024 })),
        user_agent: Type.String({ maxLength: 512 }),
        /** navigator.connection.effectiveType ('4g', 'wifi'…). */
        connection: Type.Union([Type.String({ maxLength: 16 }), Type.Null()]),
      },
      Strict,
    ),
    /** The app build the run measured (its version or commit), as the overlay shows it. */
    build: Type.String({ minLength: 1, maxLength: 64 }),
    steps: Type.Array(
      Type.Object(
        {
          name: OneOf(BENCH_STEPS),
          latency_ms: Ms,
          frames_dropped: Int(0, 100_000),
          busy_ms: Ms,
        },
        Strict,
      ),
      { minItems: 1, maxItems: BENCH_STEPS.length },
    ),
    /** performance.memory.usedJSHeapSize in bytes before and after the run (Chromium only). */
    heap_before: Nullable(Int(0, 2 ** 40)),
    heap_after: Nullable(Int(0, 2 ** 40)),
  },
  Strict,
);
export type BenchBody = Static<typeof BenchBody>;

const metric = (m: RumMetric) => Type.Optional(Num({ minimum: 0, maximum: RUM_METRICS[m].max }));

export const RumBody = Type.Object(
  {
    route: OneOf(RUM_ROUTES),
    /** The app's language code (core/rules/languages.ts). */
    locale: OneOf(LANGUAGES.map((l) => l.code)),
    device_class: OneOf(DEVICE_CLASSES),
    lcp_ms: metric('lcp_ms'),
    inp_ms: metric('inp_ms'),
    cls: metric('cls'),
    loaf_ms: metric('loaf_ms'),
    frames_dropped: metric('frames_dropped'),
  },
  Strict,
);
export type RumBody = Static<typeof RumBody>;

/** A day 'YYYY-MM-DD' (UTC). */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** The back office's daily trend: `days` ending today (UTC). */
export const PerfTrendQuery = Type.Object({ days: Type.Optional(Int(1, 90)), t: Type.Optional(Type.String()) });
export type PerfTrendQuery = Static<typeof PerfTrendQuery>;
/** The back office's table: a day range (inclusive, UTC). */
export const PerfTableQuery = Type.Object({ from: Day, to: Day, t: Type.Optional(Type.String()) });
export type PerfTableQuery = Static<typeof PerfTableQuery>;
export const PerfBenchQuery = Type.Object({ limit: Type.Optional(Int(1, 200)), t: Type.Optional(Type.String()) });
export type PerfBenchQuery = Static<typeof PerfBenchQuery>;

/** p75 and p95 of one figure over a group of page views, and how many views reported it; null when none did. */
export interface Percentiles {
  n: number;
  p75: number | null;
  p95: number | null;
}
/** One day of the trend: every figure over all routes, locales and classes. */
export interface PerfTrendDay {
  day: string;
  metrics: Record<RumMetric, Percentiles>;
}
/** The trend reply: each day, and the last 7 days against the 7 before them (the change a release made). */
export interface PerfTrend {
  days: PerfTrendDay[];
  last7: Record<RumMetric, Percentiles>;
  prev7: Record<RumMetric, Percentiles>;
}
/** One row of the table: a route and device class over the chosen days. */
export interface PerfTableRow {
  route: string;
  device_class: DeviceClass;
  metrics: Record<RumMetric, Percentiles>;
}
/** One stored benchmark run, as the back office lists them. */
export interface PerfBenchRun {
  id: number;
  created_at: string;
  build: string;
  browser: string;
  os: string;
  device_class: DeviceClass;
  hardware_concurrency: number | null;
  device_memory: number | null;
  connection: string | null;
  heap_before: number | null;
  heap_after: number | null;
  steps: { name: BenchStep; latency_ms: number; frames_dropped: number; busy_ms: number }[];
}

/**
 * The two public calls take JSON (or text/plain holding JSON, as sendBeacon sends it), rate-limited per address;
 * the back office's reads are admin-only and listed with the other back-office calls (docs/api/admin.md).
 */
const perf = callsOf('perf');
const admin = callsOf('admin');

export const perfCalls = {
  bench: perf({
    path: '/v1/api/perf/bench',
    methods: POST,
    access: 'public',
    input: BenchBody,
    reply: shape<{ id: number }>(),
  }),
  rum: perf({ path: '/v1/api/perf/rum', methods: POST, access: 'public', input: RumBody, reply: shape<null>() }),
};

export const perfAdminCalls = {
  trend: admin({
    path: '/admin/api/perf/trend',
    methods: GET,
    access: 'admin',
    input: PerfTrendQuery,
    reply: shape<PerfTrend>(),
  }),
  table: admin({
    path: '/admin/api/perf/table',
    methods: GET,
    access: 'admin',
    input: PerfTableQuery,
    reply: shape<PerfTableRow[]>(),
  }),
  bench: admin({
    path: '/admin/api/perf/bench',
    methods: GET,
    access: 'admin',
    input: PerfBenchQuery,
    reply: shape<PerfBenchRun[]>(),
  }),
};
