import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OptionsOf, ReplyAt } from '../../src/api/client';
import type { CallPath } from '../../core/wire/calls';
import type { CallHandler } from '../../server/http/call-route';
import type { tradingCalls, DealPage, OrderWire } from '../../core/wire/trading';
import type { NewsPage } from '../../core/wire/content';

/**
 * The contract of core/wire is checked by tsc, not at run time: each `@ts-expect-error` below is a renamed path,
 * field or reply field on one side, and tsc (which checks this file) fails if any of them stops being an error.
 */

// A path the server does not define: the app cannot call it.
// @ts-expect-error the path is misspelt
const misspelt: CallPath = '/v1/api/forex/submitt';

// A reply field the contract does not define: the app cannot read it.
// @ts-expect-error OrderWire has Quantity, not Lots
const readLots = (o: ReplyAt<'/v1/api/forex/submit'>) => o.Lots;

// A query field the call does not take: the app cannot send it.
// @ts-expect-error close takes close_lots, not lots
const wrongField: OptionsOf<'/v1/api/forex/close'> = { query: { id: 1, lots: '0.1' } };

// A required field left out.
// @ts-expect-error close needs the order id
const missingField: OptionsOf<'/v1/api/forex/close'> = { query: { close_lots: '0.1' } };

// A GET-only call cannot be sent as a form, a POST-only call cannot be sent as a query.
// @ts-expect-error the news list is GET only
const newsAsForm: OptionsOf<'/api/news/list'> = { form: { page: 1 } };
// @ts-expect-error logout is POST only
const logoutAsQuery: OptionsOf<'/api/user/logout'> = { query: {} };

// A server route that answers a field its reply type does not have.
// @ts-expect-error DealPage has data, not list
const renamedOnServer: CallHandler<typeof tradingCalls.myDeal> = async () => ({
  code: 1,
  msg: 'ok',
  data: { list: [], total: 0, all_fact_profits: '0', balance: '0' },
});

describe('the call contract', () => {
  it('types each call of the app by the reply its definition states', () => {
    expectTypeOf<ReplyAt<'/v1/api/forex/submit'>>().toEqualTypeOf<OrderWire>();
    expectTypeOf<ReplyAt<'/v1/api/forex/my_deal'>>().toEqualTypeOf<DealPage>();
    expectTypeOf<ReplyAt<'/api/news/list'>>().toEqualTypeOf<NewsPage>();
    // The wrong cases above exist only for tsc; nothing here runs them.
    expect([misspelt, readLots, wrongField, missingField, newsAsForm, logoutAsQuery, renamedOnServer]).toHaveLength(7);
  });
});
