import type { Db, Executor } from '../db/database.js';
import { AppError, invalidField } from '../errors/app-error.js';
import type { MarketService } from '../market/market-service.js';
import type { Actor } from '../audit/audit-repository.js';
import { findRow, listRows, maxSort, type CatalogueRow } from './catalogue-repository.js';
import { createAudited, updateAudited } from './catalogue-edit.js';
import {
  defined,
  filled,
  finiteAbove,
  imageUrl,
  leverageList,
  matching,
  multipleOf,
  positiveDecimal,
} from './catalogue-checks.js';
import { MarginMode, MarketStatus } from '../../core/codes.js';
import { CalendarError, DEFAULT_SESSIONS, parseHolidays, parseSessions } from '../../core/rules/market-sessions.js';

type PairTableRow = CatalogueRow<'trade_pairs'>;

/** A pair's editable fields as a form sends them (text and numbers already coerced by the route schema). */
export interface PairInput {
  code: string;
  show_code: string;
  logo: string;
  category_id: number;
  price_precision: number;
  pip: string;
  min_cont: string;
  cont_num: number;
  margin_mode: number;
  fee_rate: string;
  multiples: string;
  quote_currency: string;
  hours: string;
  holidays: string;
  tradable: number;
  sort: number;
  volatility: number;
  start_price: number;
}

const PAIR = { table: 'trade_pairs', type: 'pair' } as const;
const CODE_RE = /^[A-Z0-9]{2,20}$/;
const CURRENCY_RE = /^[A-Z]{3}$/;
/** The simulator's default annualised volatility for a new pair (0.2 = 20 %). */
const DEFAULT_VOLATILITY = 0.2;

/** A pair as the back office reads it: every stored field, leverage options as an array, and its live state. */
export function wirePair(p: PairTableRow, market: MarketService) {
  const live = market.pair(p.id);
  return {
    ...p,
    multiples: JSON.parse(p.multiples) as number[],
    market_status: live ? market.marketStatus(live) : MarketStatus.Closed,
    last_price: market.lastPrice(p.id) ?? null,
  };
}

/** Every pair in display order (the market's own order), with its live state. */
export async function allPairs(db: Db, market: MarketService) {
  return (await listRows(db, 'trade_pairs')).map((p) => wirePair(p, market));
}

/**
 * A session table or a holiday list as stored: trimmed, and readable by the calendar, else refused naming the part
 * that can't be read, in the operator's language.
 */
function calendarText(field: 'hours' | 'holidays', text: string, parse: (t: string) => unknown): string {
  try {
    parse(text);
  } catch (e) {
    if (e instanceof CalendarError) throw new AppError('server.errors.calendar_part', { field, part: e.part });
    throw e;
  }
  return text.trim();
}

/** A new pair's table when the form names none: its category's default, or Monday to Friday around the clock. */
async function defaultHours(db: Db, categoryId: number): Promise<string> {
  const cat = await db.selectFrom('categories').select('key').where('id', '=', categoryId).executeTakeFirst();
  return (cat && DEFAULT_SESSIONS[cat.key]) || 'Mon-Fri 00:00-24:00';
}

/** Checks and normalises the given fields; `undefined` stays undefined (a partial update leaves it alone). */
function cleanPair(input: Partial<PairInput>) {
  const multiples =
    input.multiples === undefined ? undefined : JSON.stringify(leverageList('multiples', input.multiples));
  return defined({
    code: input.code === undefined ? undefined : matching('code', input.code.toUpperCase(), CODE_RE),
    show_code: filled('show_code', input.show_code),
    logo: input.logo === undefined ? undefined : imageUrl('logo', input.logo),
    category_id: input.category_id,
    price_precision: input.price_precision,
    pip: input.pip === undefined ? undefined : positiveDecimal('pip', input.pip),
    min_cont: input.min_cont === undefined ? undefined : positiveDecimal('min_cont', input.min_cont),
    cont_num: input.cont_num,
    margin_mode: input.margin_mode,
    fee_rate: input.fee_rate === undefined ? undefined : positiveDecimal('fee_rate', input.fee_rate),
    multiples,
    quote_currency:
      input.quote_currency === undefined
        ? undefined
        : matching('quote_currency', input.quote_currency.toUpperCase(), CURRENCY_RE),
    hours: input.hours === undefined ? undefined : calendarText('hours', input.hours, parseSessions),
    holidays: input.holidays === undefined ? undefined : calendarText('holidays', input.holidays, parseHolidays),
    tradable: input.tradable,
    sort: input.sort,
    volatility: input.volatility === undefined ? undefined : finiteAbove('volatility', input.volatility, 0, 5),
    start_price: input.start_price === undefined ? undefined : finiteAbove('start_price', input.start_price, 0, 1e9),
  });
}

/**
 * The rules that involve more than one field or another row, on the pair as it will be: a unique code, an
 * existing category, a minimum that is a whole number of lot steps (else the smallest order could not be
 * placed), and a quote currency the engine can turn into USD (USD itself, or a pair XXXUSD / USDXXX).
 */
async function checkPair(
  trx: Executor,
  id: number | null,
  p: Pick<PairTableRow, 'code' | 'category_id' | 'pip' | 'min_cont' | 'quote_currency'>,
) {
  const clash = await trx.selectFrom('trade_pairs').select('id').where('code', '=', p.code).executeTakeFirst();
  if (clash && clash.id !== id) throw new AppError('server.errors.pair_code_exists');
  if (!(await findRow(trx, 'categories', p.category_id))) throw invalidField('category_id');
  if (!multipleOf(p.min_cont, p.pip)) throw invalidField('min_cont');
  const q = p.quote_currency;
  if (q !== 'USD') {
    // USDJPY prices its own quote; GER40 (EUR) needs EURUSD or USDEUR in the catalogue.
    const codes = [`${q}USD`, `USD${q}`];
    const rate =
      codes.includes(p.code) ||
      (await trx.selectFrom('trade_pairs').select('id').where('code', 'in', codes).executeTakeFirst());
    if (!rate) throw new AppError('server.errors.quote_unpriced', { currency: q });
  }
}

/**
 * Admin: creates a pair with its audit record; the running market prepares its history and price and
 * quotes it at once. Fields left out: logo '', margin_mode 2 (leverage), hours its category's default table (or
 * Monday to Friday), no holidays, tradable 1,
 * sort last, volatility 0.2.
 */
export async function createPair(db: Db, market: MarketService, actor: Actor, input: PairInput) {
  const c = cleanPair(input);
  const row = {
    code: c.code!,
    show_code: c.show_code || c.code!,
    logo: c.logo ?? '',
    category_id: c.category_id!,
    price_precision: c.price_precision!,
    pip: c.pip!,
    min_cont: c.min_cont!,
    cont_num: c.cont_num!,
    margin_mode: c.margin_mode ?? MarginMode.Leverage,
    fee_rate: c.fee_rate!,
    multiples: c.multiples!,
    quote_currency: c.quote_currency!,
    hours: c.hours ?? (await defaultHours(db, c.category_id!)),
    holidays: c.holidays ?? '',
    tradable: c.tradable ?? 1,
    sort: c.sort ?? (await maxSort(db, 'trade_pairs')) + 1,
    volatility: c.volatility ?? DEFAULT_VOLATILITY,
    start_price: c.start_price!,
  };
  const created = await createAudited(db, actor, PAIR, row, (trx) => checkPair(trx, null, row));
  await market.reloadPairs();
  return wirePair(created, market);
}

/**
 * Admin: changes the given fields of a pair with one audit record of what changed, then reloads the
 * market's catalogue, so status, lots, fee and leverage hold for the next call (tradable 0 closes the market).
 */
export async function updatePair(db: Db, market: MarketService, actor: Actor, id: number, input: Partial<PairInput>) {
  const patch = cleanPair(input);
  const updated = await updateAudited(db, actor, PAIR, id, patch, (trx, before) =>
    checkPair(trx, id, { ...before, ...patch }),
  );
  await market.reloadPairs();
  return wirePair(updated, market);
}
