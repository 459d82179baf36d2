import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../../server/http/call-route.js';
import { markAccess } from '../../../server/http/route-access.js';
import { tradingCalls } from '../../../core/wire/trading.js';
import { contentCalls } from '../../../core/wire/content.js';

describe('a route registered from core/wire', () => {
  it('refuses to register when its guards do not enforce the access the contract states', () => {
    const app = Fastify();
    // submit is a user call: registering it with no guard would open it to anyone.
    expect(() => callRoute(app, tradingCalls.submit, async () => ({ code: 1, msg: '', data: null as never }))).toThrow(
      /says user, the route's guards enforce public/,
    );
    const operatorOnly = markAccess(async () => undefined, 'operator');
    expect(() =>
      callRoute(app, contentCalls.leaders, async () => ({ code: 1, msg: '', data: [] }), { preHandler: operatorOnly }),
    ).toThrow(/says public, the route's guards enforce operator/);
  });

  it('answers each of the methods the contract names at its path, and no other', async () => {
    const app = Fastify();
    callRoute(app, contentCalls.leaders, async () => ({ code: 1, msg: 'ok', data: [] }));
    expect((await app.inject({ method: 'GET', url: '/api/follow/list' })).json()).toEqual({
      code: 1,
      msg: 'ok',
      data: [],
    });
    // GET only: no POST route.
    expect((await app.inject({ method: 'POST', url: '/api/follow/list' })).statusCode).toBe(404);
    await app.close();
  });
});
