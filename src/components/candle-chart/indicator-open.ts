import { parseIndicatorSettings } from '../../../core/indicators/indicator-settings';
import type { CandleColumns } from '../../../core/protocol/frames';
import { htmlLang } from '../../../core/rules/languages';
import { ensureSocket } from '../../socket/socket-client';
import { locale } from '../../state/locale';
import { ChartIndicators, type ChartKit } from './indicator-chart';

/**
 * The device's indicators for the next chart (`raw`: as the sheet stored them): the socket layer gets the settings
 * before the chart watches its candles, so their columns come with the lines. Resolves to what makes the chart's
 * indicators from those columns; null when none is on (the columns have no lines).
 */
export async function openIndicators(
  raw: string,
  kit: ChartKit,
): Promise<(columns: CandleColumns) => ChartIndicators | null> {
  const settings = parseIndicatorSettings(raw);
  const core = await ensureSocket();
  await core.setIndicators(settings);
  return (columns) =>
    columns.lines?.length ? new ChartIndicators(settings, columns, kit, htmlLang(locale.peek())) : null;
}
