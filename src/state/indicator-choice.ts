import { signal } from '@preact/signals-react';

/** Where the device keeps its chart indicators (JSON of IndicatorSettings). */
export const INDICATORS_KEY = 'indicators';

/**
 * The chart indicators the device chose, as stored (null: never chosen, none shown). Only the raw text here: the chart
 * and the sheet read it with their own chunk (src/components/candle-chart/indicator-open.ts), so /trade's first load
 * carries no indicator code.
 */
export const indicatorChoice = signal<string | null>(localStorage.getItem(INDICATORS_KEY));

/** Keeps the sheet's choice on the device; the chart follows it. */
export function storeIndicatorChoice(json: string): void {
  localStorage.setItem(INDICATORS_KEY, json);
  indicatorChoice.value = json;
}
