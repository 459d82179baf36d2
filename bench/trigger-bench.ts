// Trigger check per tick with 100,000 open orders: the price-ordered book against a linear scan.
import { TriggerBook } from '../server/trading/trigger-book.js';

const N = Number(process.env.ORDERS || 100_000);
const TICKS = 20_000;
let seed = 42;
const rand = () => { seed = (seed * 1664525 + 1013904223) >>> 0; return seed / 2 ** 32; };

const book = new TriggerBook();
const linear: { level: number; dir: 1 | -1 }[] = [];
for (let i = 0; i < N; i++) {
  // Stops and targets spread 1 % to 20 % away from 95,000, on both sides.
  const dir = rand() < 0.5 ? 1 : -1;
  const level = 95_000 * (1 + dir * (0.01 + 0.19 * rand()));
  book.add(i + 1, 'sl', level, dir);
  linear.push({ level, dir });
}
const prices = Array.from({ length: TICKS }, () => 95_000 * (1 + (rand() - 0.5) * 0.01));

let t = performance.now();
let fired = 0;
for (const p of prices) fired += book.crossed(p).length;
const bookUs = ((performance.now() - t) * 1000) / TICKS;

t = performance.now();
let hits = 0;
for (const p of prices.slice(0, 2000)) for (const e of linear) if (e.dir === 1 ? p >= e.level : p <= e.level) hits++;
const scanUs = ((performance.now() - t) * 1000) / 2000;

process.stdout.write(JSON.stringify({ orders: N, bookUs, scanUs, fired, hits }) + '\n');
