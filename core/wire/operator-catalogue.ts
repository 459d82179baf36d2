import { Type, type Static } from 'typebox';
import { Int, IntOf, Num, OptText, Text } from './fields';
import { MarginMode, PayoutType, WithdrawFeeType } from '../codes';

/** Admin: trade pairs and their categories, and the deposit and withdrawal channels. */

const Flag = IntOf(0, 1);
const Decimal = Text(24);

// ---- pairs and categories ----
/** Every field of a pair as a form sends it; create requires most, update takes any subset. */
const PairFields = {
  code: Text(20),
  show_code: Text(40),
  logo: OptText(500),
  category_id: Int(1, Number.MAX_SAFE_INTEGER),
  price_precision: Int(0, 8),
  pip: Decimal,
  min_cont: Decimal,
  cont_num: Int(1, 1_000_000_000),
  margin_mode: IntOf(MarginMode.Fixed, MarginMode.Leverage),
  fee_rate: Decimal,
  /** "10,20,50" (or "[10,20,50]"); '' for none. */
  multiples: Type.String({ maxLength: 200 }),
  quote_currency: Text(3),
  /** The weekly session table, UTC (core/rules/market-sessions.ts): 'always', or e.g. "Mon-Fri 00:00-24:00". */
  hours: Text(400),
  /** Holiday closures, UTC: "2026-12-25, 2026-12-24 21:00-24:00"; '' for none. */
  holidays: Type.String({ maxLength: 2000 }),
  tradable: Flag,
  sort: Int(0, 1_000_000),
  /** Annualised volatility of the simulated price (0.2 = 20 %). */
  volatility: Num({ exclusiveMinimum: 0, maximum: 5 }),
  /** The simulator's anchor and a new pair's first price. */
  start_price: Num({ exclusiveMinimum: 0, maximum: 1e9 }),
};
const { logo, margin_mode, hours, holidays, tradable, sort, volatility, ...requiredPair } = PairFields;
export const PairCreate = Type.Object({
  ...requiredPair,
  logo,
  margin_mode: Type.Optional(margin_mode),
  hours: Type.Optional(hours),
  holidays: Type.Optional(holidays),
  tradable: Type.Optional(tradable),
  sort: Type.Optional(sort),
  volatility: Type.Optional(volatility),
});
export type PairCreate = Static<typeof PairCreate>;
export const PairUpdate = Type.Partial(Type.Object(PairFields));
export type PairUpdate = Static<typeof PairUpdate>;
export const CategoryCreate = Type.Object({ key: Text(32), sort: Type.Optional(Int(0, 1_000_000)) });
export type CategoryCreate = Static<typeof CategoryCreate>;
export const CategoryUpdate = Type.Partial(CategoryCreate);
export type CategoryUpdate = Static<typeof CategoryUpdate>;

// ---- deposit and withdrawal channels (create; update takes any subset) ----
const OptFlag = Type.Optional(Flag);
const Sort = Type.Optional(Int(0, 1_000_000));
export const Network = Type.Object({
  currency_code: Text(10),
  protocol_code: OptText(12),
  address: Text(128),
  usd_value_per_unit: Decimal,
  enabled: OptFlag,
  sort: Sort,
});
export const BankCurrency = Type.Object({ name: Text(3), usd_value_per_unit: Decimal, enabled: OptFlag, sort: Sort });
export const BankAccount = Type.Object({
  currency_id: Int(1, Number.MAX_SAFE_INTEGER),
  bank_name: Text(100),
  bank_address: Text(200),
  bank_swift: Text(11),
  payee_name: Text(100),
  payee_account: Text(64),
  bank_remark: OptText(500),
  enabled: OptFlag,
});
export const WithdrawSymbol = Type.Object({
  type: IntOf(PayoutType.Coin, PayoutType.Bank),
  code: Text(10),
  protocol: OptText(12),
  draw_rate: Decimal,
  fee_type: IntOf(WithdrawFeeType.Fixed, WithdrawFeeType.Rate),
  usd_price: Decimal,
  enabled: OptFlag,
  sort: Sort,
});

/** A row of a catalogue table as the back office edits it: its id and its columns, by the names the forms send. */
export interface CatalogueRow {
  id: number;
  [column: string]: unknown;
}
/** The categories' list: each with its translated name, and every key a category may take. */
export interface CategoryList {
  data: CatalogueRow[];
  keys: { key: string; name: string }[];
}
