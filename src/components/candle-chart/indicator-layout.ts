import type { IndicatorLine, IndicatorPane, IndicatorSettings } from '../../../core/indicators/indicator-types';

/** A sub-pane's height in CSS pixels: its legend's row and its lines. */
export const SUB_PANE = 64;
/** The sub-panes top to bottom, as the settings sheet lists them. */
const SUB_ORDER: IndicatorPane[] = ['vol', 'macd', 'rsi', 'kdj'];

/** One line as the chart draws it: which pane, how, its colour and its legend's label and decimals. */
export interface LineSpec {
  id: string;
  pane: IndicatorPane;
  kind: 'line' | 'hist' | 'vol';
  color: string;
  label: string;
  /** Decimals its legend shows: `precision` means the pair's price precision. */
  digits: number | 'precision';
}

/** The theme's colours for the indicators' lines (--ind-1..6 in src/styles/base.css), read from the page's CSS. */
export function lineColors(): string[] {
  const root = getComputedStyle(document.documentElement);
  const fallback = ['#f0b90b', '#e056fd', '#3fa9f5', '#ff8c42', '#7bd88f', '#c9d1d9'];
  return fallback.map((f, i) => root.getPropertyValue(`--ind-${i + 1}`).trim() || f);
}

/** A line's label in its pane's legend: `ma5` MA5, `boll.up` UP, `macd.dif` DIF, `vol.ma5` MA5, `kdj.k` K. */
function labelOf(id: string): string {
  const dot = id.indexOf('.');
  const part = dot < 0 ? id : id.slice(dot + 1);
  return part === 'mid' ? 'MB' : part.toUpperCase();
}

/** Each pane's title in its legend, with its parameters, as the settings are. */
export function paneTitle(pane: IndicatorPane, s: IndicatorSettings): string {
  switch (pane) {
    case 'vol':
      return 'VOL';
    case 'macd':
      return `MACD(${s.macd.fast},${s.macd.slow},${s.macd.signal})`;
    case 'rsi':
      return 'RSI';
    case 'kdj':
      return `KDJ(${s.kdj.n},${s.kdj.k},${s.kdj.d})`;
    default:
      return s.boll.on ? `BOLL(${s.boll.period},${s.boll.mult})` : '';
  }
}

/**
 * The lines the worker computed, as the chart draws them: the price pane's first, then each sub-pane in SUB_ORDER,
 * the volume pane led by the candles' volume bars and MACD by its histogram; colours in turn within each pane.
 */
export function lineSpecs(lines: IndicatorLine[], colors: string[]): { specs: LineSpec[]; subs: IndicatorPane[] } {
  const specs: LineSpec[] = [];
  const subs = SUB_ORDER.filter((p) => lines.some((l) => l.pane === p));
  for (const pane of ['price', ...subs] as IndicatorPane[]) {
    let n = 0;
    if (pane === 'vol') specs.push({ id: 'vol', pane, kind: 'vol', color: '', label: 'VOL', digits: 0 });
    for (const l of lines) {
      if (l.pane !== pane) continue;
      const hist = l.id === 'macd.hist';
      const digits = pane === 'vol' ? 0 : pane === 'rsi' || pane === 'kdj' ? 2 : 'precision';
      const color = hist ? '' : colors[n++ % colors.length]!;
      specs.push({ id: l.id, pane, kind: hist ? 'hist' : 'line', color, label: labelOf(l.id), digits });
    }
  }
  return { specs, subs };
}
