import { Type, type TObject, type TSchema } from 'typebox';
import { callsOf, GET, POST, shape, type CallDef } from './contract';
import { IdParams } from './fields';
import {
  BankAccount,
  BankCurrency,
  CategoryCreate,
  CategoryUpdate,
  Network,
  PairCreate,
  PairUpdate,
  WithdrawSymbol,
  type CatalogueRow,
  type CategoryList,
} from './operator-catalogue';

/**
 * Admin: the trade pairs and their categories, and the deposit and withdrawal channels (docs/api/admin.md). Every
 * write has its audit record in its transaction; the market re-reads its catalogue right after a pair or category
 * changes, and the trader's calls read the channel tables directly.
 */
const call = callsOf('admin');
type IdCall<P extends string, S extends TSchema | undefined> = CallDef<P, 'POST', S, CatalogueRow, typeof IdParams>;

/** A POST at `path` (a pattern ending in /:id or /:id/<action>) on one row, answering the row. */
const onRow = <P extends string, S extends TSchema | undefined = undefined>(path: P, input?: S) =>
  // The pattern's one segment is `:id`: the definer checks it on a literal, here the template has it by construction.
  call({
    path: path as '/:id',
    methods: POST,
    access: 'admin',
    params: IdParams,
    input,
    reply: shape<CatalogueRow>(),
  }) as unknown as IdCall<P, S>;

/**
 * A channel table's five calls at `base`: every row (disabled too), create, update the given fields, disable and
 * enable.
 */
function channel<B extends string, C extends TObject>(base: B, body: C) {
  return {
    // The base has no `:name` segment (the definer checks that on a literal; here it is every caller's literal).
    list: call({
      path: base as '/',
      methods: GET,
      access: 'admin',
      reply: shape<CatalogueRow[]>(),
    }) as unknown as CallDef<B, 'GET', undefined, CatalogueRow[], undefined>,
    create: call({
      path: base as '/',
      methods: POST,
      access: 'admin',
      input: body,
      reply: shape<CatalogueRow>(),
    }) as unknown as CallDef<B, 'POST', C, CatalogueRow, undefined>,
    update: onRow(`${base}/:id` as const, Type.Partial(body)),
    disable: onRow(`${base}/:id/disable` as const),
    enable: onRow(`${base}/:id/enable` as const),
  };
}

export const operatorCatalogueCalls = {
  pairs: call({ path: '/admin/api/pairs', methods: GET, access: 'admin', reply: shape<CatalogueRow[]>() }),
  pairCreate: call({
    path: '/admin/api/pairs',
    methods: POST,
    access: 'admin',
    input: PairCreate,
    reply: shape<CatalogueRow>(),
  }),
  pairUpdate: onRow('/admin/api/pairs/:id', PairUpdate),
  categories: call({ path: '/admin/api/categories', methods: GET, access: 'admin', reply: shape<CategoryList>() }),
  categoryCreate: call({
    path: '/admin/api/categories',
    methods: POST,
    access: 'admin',
    input: CategoryCreate,
    reply: shape<CatalogueRow>(),
  }),
  categoryUpdate: onRow('/admin/api/categories/:id', CategoryUpdate),
};

export const depositNetworkCalls = channel('/admin/api/deposit-networks', Network);
export const bankCurrencyCalls = channel('/admin/api/bank-currencies', BankCurrency);
export const bankAccountCalls = channel('/admin/api/bank-accounts', BankAccount);
export const withdrawSymbolCalls = channel('/admin/api/withdraw-symbols', WithdrawSymbol);
