import { navigate } from 'wouter/use-browser-location';
import { closeOrder, fetchDeals } from '../api/trading-api';
import { OrderStatus } from '../../core/codes';
import { heapUsed } from './page-bytes';
import { measureStep, nextPaint, until, type StepResult } from './step-meter';

/** The scenario's steps, in order: the wire's list (core/rules/field-data.ts), which the server validates. */
export { BENCH_STEPS } from '../../core/rules/field-data';

export interface BenchRun {
  steps: StepResult[];
  heap_before: number | null;
  heap_after: number | null;
}

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel);
const visible = (sel: string) => !!$(sel)?.getClientRects().length;

/** The element that scrolls `el`: its nearest scrollable ancestor, else the page. */
function scrollerOf(el: Element): Element {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const o = getComputedStyle(p).overflowY;
    if ((o === 'auto' || o === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Scrolls the quotes list down 40 frames and back up; returns the worst gap from a scroll to its paint (ms). */
async function scrollQuotes(): Promise<number> {
  const s = scrollerOf($('.pair-list')!);
  let worst = 0;
  for (let i = 0; i < 80; i++) {
    const t0 = performance.now();
    s.scrollBy(0, i < 40 ? 60 : -60);
    worst = Math.max(worst, (await nextPaint()) - t0);
  }
  s.scrollTo(0, 0);
  return worst;
}

const click = (sel: string) => {
  const el = $(sel);
  if (!el) throw new Error(sel);
  el.click();
};

/**
 * The device benchmark's fixed scenario, on the session in hand (the caller checks it is a demo one): scroll the
 * quotes on /, open /trade, switch the chart's period there and back, open the pair list, place a market order of
 * the form's default lots and close it. `onStep` sees each step's figures as they come.
 */
export async function runBench(onStep: (r: StepResult) => void): Promise<BenchRun> {
  const steps: StepResult[] = [];
  const step = async (...a: Parameters<typeof measureStep>) => {
    const r = await measureStep(...a);
    steps.push(r);
    onStep(r);
  };
  const heap_before = heapUsed();
  navigate('/');
  await until(() => visible('.pair-list .pair-row:not(.skeleton)'));
  await step('scroll_quotes', scrollQuotes, () => true);
  await step(
    'open_trade',
    () => navigate('/trade'),
    () => visible('.order-form') && visible('.period-bar'),
  );
  const first = $('.period-bar [aria-checked=true]')!;
  const other = $<HTMLElement>('.period-bar [aria-checked=false]')!;
  await step(
    'period_switch_1',
    () => other.click(),
    () => other.getAttribute('aria-checked') === 'true',
  );
  await step(
    'period_switch_2',
    () => first.click(),
    () => first.getAttribute('aria-checked') === 'true',
  );
  await step(
    'pair_drawer',
    () => click('.pair-switch'),
    () => visible('.drawer-overlay [role=dialog]'),
  );
  $<HTMLElement>('.drawer-overlay')?.click();
  await until(() => !visible('.drawer-overlay [role=dialog]'));
  await step(
    'place_order',
    () => click('.order-form .btn.buy'),
    () => visible('[data-testid=order-success]'),
  );
  $<HTMLElement>('[data-testid=order-success] button')?.click();
  // The order just placed: the newest holding one. Closed through the same call as the order list's close.
  const held = (await fetchDeals(OrderStatus.Holding, 1)).data;
  const newest = held.reduce((a, b) => (b.Id > a.Id ? b : a));
  let closed = false;
  await step(
    'close_order',
    async () => {
      await closeOrder(newest.Id);
      closed = true;
    },
    () => closed,
  );
  return { steps, heap_before, heap_after: heapUsed() };
}
