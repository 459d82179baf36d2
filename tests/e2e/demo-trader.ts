import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Journey } from './browser.js';
import type { TestServer } from '../server/test-server.js';
import { tick } from '../support/market.js';
import type { Topic } from '../../core/protocol/topics.js';

/** Screenshots for a person to look at (not compared): SCREENS_DIR, or screens/<name> (git-ignored). */
export const shotsDir = (name: string) =>
  process.env.SCREENS_DIR ?? join(import.meta.dirname, '..', '..', 'screens', name);

/**
 * A 360 x 740 phone in English signed in through "Try demo" (100,000 USD), with BTCUSD at 95,000 and any other
 * `prices` from the test feed; `auth` is its session for calls made beside the page.
 */
export async function demoPhone(
  j: Journey,
  prices: Record<string, number> = {},
): Promise<{ page: Page; auth: Record<string, string> }> {
  const s = j.server();
  for (const [code, price] of Object.entries({ BTCUSD: 95_000, ...prices })) await tick(s, code, price);
  const page = await j.phone({ english: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${s.url}/login`);
  // The shell reads where history stands a moment after login; wait for it here, so a later wait sees the next page's.
  const primed = page.waitForResponse((r) => r.url().includes('my_deal') && r.url().includes('status=3'));
  await page.getByRole('button', { name: 'Try demo' }).click();
  await page.waitForURL(`${s.url}/`);
  await primed;
  return { page, auth: { authorization: await page.evaluate(() => localStorage.getItem('token')!) } };
}

/** Waits (up to 10 s) until some socket holds `topic`, so a push sent next reaches the page. */
export async function subscribed(s: TestServer, topic: Topic): Promise<void> {
  await expect.poll(() => s.hub.subscribers(topic), { timeout: 10_000 }).toBeGreaterThan(0);
}
