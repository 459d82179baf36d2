import { describe, expect, expectTypeOf, it } from 'vitest';
import { Type } from 'typebox';
import type { AdminOptions, AdminReply, CatalogueBase, RemovalOf } from '../../src/admin/admin-client';
import type { AdminKey } from '../../core/wire/admin-calls';
import type { CallHandler } from '../../server/http/call-route';
import { callsOf, GET, shape, type Page } from '../../core/wire/contract';
import type { operatorAdminCalls } from '../../core/wire/operator-admin-calls';
import type { AdminUser, AdminUserDetail } from '../../core/wire/operator-admin';
import type { QueueDeposit } from '../../core/wire/operator-queues';

/**
 * The back office's calls are checked by tsc as the trader's are (call-contract.test.ts): each `@ts-expect-error`
 * below is a path, a path parameter, a field or a reply field renamed on one side, and tsc fails if any of them
 * stops being an error.
 */

const ADJUST = { amount: '1', memo: 'bonus' };
const USER: AdminUser = {
  id: 1,
  uid: 'u',
  email: '',
  is_demo: 0,
  balance: '0',
  lock_balance: '0',
  status: 1,
  created_at: '',
};

// A path the server does not define, or a method it does not take there: the desk cannot call it.
// @ts-expect-error the users' path is /users, not /user
const misspelt: AdminKey = 'POST /admin/api/user/:id/adjust';
// @ts-expect-error the adjustment is POST only
const wrongMethod: AdminKey = 'GET /admin/api/users/:id/adjust';

// A path parameter renamed on one side: the desk's values must be the pattern's segments.
// @ts-expect-error the pattern's segment is :id, not :userId
const wrongParam: AdminOptions<'POST /admin/api/users/:id/adjust'> = { params: { userId: 1 }, form: ADJUST };
// @ts-expect-error the pattern has a segment, so its value is required
const missingParam: AdminOptions<'POST /admin/api/users/:id/adjust'> = { form: ADJUST };

// A form field renamed: the desk cannot send it.
const wrongField: AdminOptions<'POST /admin/api/users/:id/adjust'> = {
  params: { id: 1 },
  // @ts-expect-error the adjustment takes memo, not note
  form: { amount: '1', note: 'bonus' },
};

// A reply field renamed: the desk cannot read it.
// @ts-expect-error AdminUser has balance, not balanse
const readBalance = (d: AdminReply<'GET /admin/api/users/:id'>) => d.user.balanse;

// A server route that answers a field its reply type does not have.
// @ts-expect-error the detail has ledger, not entries
const renamedOnServer: CallHandler<typeof operatorAdminCalls.user> = async () => ({
  code: 1,
  msg: 'ok',
  data: { user: USER, entries: [], orders: [], sessions: [], two_factor: 0 },
});

// A definition whose params schema does not name the path's segment.
const call = callsOf('admin');
const Params = Type.Object({ userId: Type.Number() });
// @ts-expect-error the path's segment is :id, the schema names userId
const badDef = call({ path: '/admin/api/x/:id', methods: GET, access: 'admin', params: Params, reply: shape<null>() });

// A catalogue the call table does not have, or a removal its rows do not take.
// @ts-expect-error the pairs' base is /pairs
const badBase: CatalogueBase = '/pair';
// @ts-expect-error pairs are edited, never disabled or deleted
const badRemoval: RemovalOf<'/pairs'> = 'disable';

describe('the back-office call contract', () => {
  it('types each call of the desk by the reply its definition states', () => {
    expectTypeOf<AdminReply<'GET /admin/api/users'>>().toEqualTypeOf<Page<AdminUser>>();
    expectTypeOf<AdminReply<'GET /admin/api/users/:id'>>().toEqualTypeOf<AdminUserDetail>();
    expectTypeOf<AdminReply<'GET /admin/api/deposits'>>().toEqualTypeOf<Page<QueueDeposit>>();
    expectTypeOf<CatalogueBase>().toMatchTypeOf<string>();
    // The wrong cases above exist only for tsc; nothing here runs them.
    const wrong = [misspelt, wrongMethod, wrongParam, missingParam, wrongField, readBalance, renamedOnServer];
    expect([...wrong, badDef, badBase, badRemoval]).toHaveLength(10);
  });
});
