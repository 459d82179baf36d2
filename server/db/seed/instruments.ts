import { DEFAULT_SESSIONS } from '../../../core/rules/market-sessions.js';

/**
 * The seeded instrument catalogue (operator-editable afterwards). Prices are late-2026-looking levels;
 * `vol` is the annualised volatility the simulator uses; `hours` is the category's default session table
 * (core/rules/market-sessions.ts).
 * Quantities: `pip` is the lot step and `min` the smallest order, in lots; `units` per lot.
 */
export interface InstrumentSeed {
  code: string;
  show: string;
  category: CategoryKey;
  precision: number;
  pip: string;
  min: string;
  units: number;
  marginMode: 1 | 2;
  feeRate: string;
  multiples: number[];
  quote: string;
  vol: number;
  price: number;
  hours: string;
}

export const CATEGORIES = ['forex', 'metals', 'crypto', 'indices', 'energy'] as const;
export type CategoryKey = (typeof CATEGORIES)[number];

const FX = [10, 20, 50, 100, 200];
const fx = (code: string, price: number, precision: number, vol: number): InstrumentSeed => ({
  code,
  show: `${code.slice(0, 3)}/${code.slice(3)}`,
  category: 'forex',
  precision,
  pip: '0.01',
  min: '0.01',
  units: 100_000,
  marginMode: 2,
  feeRate: '0.001',
  multiples: FX,
  quote: code.slice(3),
  vol,
  price,
  hours: DEFAULT_SESSIONS.forex!,
});
const metal = (code: string, price: number, precision: number, units: number, vol: number): InstrumentSeed => ({
  code,
  show: `${code.slice(0, 3)}/USD`,
  category: 'metals',
  precision,
  pip: '0.01',
  min: '0.01',
  units,
  marginMode: 2,
  feeRate: '0.001',
  multiples: [10, 20, 50, 100],
  quote: 'USD',
  vol,
  price,
  hours: DEFAULT_SESSIONS.metals!,
});
const coin = (base: string, price: number, precision: number, vol: number): InstrumentSeed => ({
  code: `${base}USD`,
  show: `${base}/USD`,
  category: 'crypto',
  precision,
  pip: '0.01',
  min: '0.01',
  units: 1,
  marginMode: 2,
  feeRate: '0.002',
  multiples: [2, 5, 10, 20],
  quote: 'USD',
  vol,
  price,
  hours: DEFAULT_SESSIONS.crypto!,
});
const index = (code: string, show: string, price: number, quote: string, vol: number): InstrumentSeed => ({
  code,
  show,
  category: 'indices',
  precision: 1,
  pip: '0.1',
  min: '0.1',
  units: 1,
  marginMode: 2,
  feeRate: '0.001',
  multiples: [10, 20, 50],
  quote,
  vol,
  price,
  hours: DEFAULT_SESSIONS.indices!,
});
const energy = (
  code: string,
  show: string,
  price: number,
  precision: number,
  units: number,
  vol: number,
): InstrumentSeed => ({
  code,
  show,
  category: 'energy',
  precision,
  pip: '0.01',
  min: '0.01',
  units,
  marginMode: 2,
  feeRate: '0.001',
  multiples: [10, 20, 50],
  quote: 'USD',
  vol,
  price,
  hours: DEFAULT_SESSIONS.energy!,
});

export const INSTRUMENTS: readonly InstrumentSeed[] = [
  fx('EURUSD', 1.0852, 5, 0.08),
  fx('GBPUSD', 1.2714, 5, 0.09),
  fx('USDJPY', 151.42, 3, 0.1),
  fx('AUDUSD', 0.6604, 5, 0.1),
  fx('USDCAD', 1.3618, 5, 0.07),
  fx('USDCHF', 0.8812, 5, 0.08),
  fx('NZDUSD', 0.6108, 5, 0.1),
  fx('EURJPY', 164.31, 3, 0.1),
  fx('GBPJPY', 192.55, 3, 0.11),
  fx('EURGBP', 0.8536, 5, 0.06),
  fx('USDHKD', 7.8012, 5, 0.01),
  metal('XAUUSD', 2651.4, 2, 100, 0.15),
  metal('XAGUSD', 31.12, 3, 5000, 0.28),
  metal('XPTUSD', 982.5, 2, 50, 0.25),
  metal('XPDUSD', 1048.0, 2, 100, 0.35),
  coin('BTC', 95_210.5, 2, 0.55),
  coin('ETH', 3_402.8, 2, 0.7),
  coin('SOL', 189.42, 3, 0.9),
  coin('XRP', 2.2104, 4, 0.9),
  coin('BNB', 651.3, 2, 0.6),
  coin('ADA', 0.9012, 4, 0.9),
  coin('DOGE', 0.35218, 5, 1.0),
  coin('LTC', 101.37, 2, 0.8),
  index('US30', 'Dow Jones 30', 43_105.2, 'USD', 0.15),
  index('US500', 'S&P 500', 5_912.4, 'USD', 0.16),
  index('NAS100', 'Nasdaq 100', 20_815.7, 'USD', 0.21),
  index('GER40', 'DAX 40', 19_512.3, 'EUR', 0.17),
  index('UK100', 'FTSE 100', 8_214.6, 'GBP', 0.14),
  index('JPN225', 'Nikkei 225', 38_520.0, 'JPY', 0.2),
  index('HK50', 'Hang Seng 50', 19_805.0, 'HKD', 0.24),
  energy('USOIL', 'WTI Crude', 72.14, 2, 1000, 0.35),
  energy('UKOIL', 'Brent Crude', 75.88, 2, 1000, 0.33),
  energy('NGAS', 'Natural Gas', 3.214, 3, 10_000, 0.6),
];
