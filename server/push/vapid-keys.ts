import webpush, { type VapidKeys } from 'web-push';
import type { Executor } from '../db/database.js';

const KEY = 'vapid';

/**
 * The VAPID key pair (RFC 8292) that signs every push: made on the first start and kept in server_secrets, so a
 * restart and every other instance sign with the same keys (a browser's subscription is bound to the public key).
 * Instances starting at once: each inserts its own pair if none is there, the first insert wins, all read it back.
 */
export async function vapidKeys(db: Executor): Promise<VapidKeys> {
  const read = async () =>
    (await db.selectFrom('server_secrets').select('value').where('key', '=', KEY).executeTakeFirst())?.value;
  let value = await read();
  if (!value) {
    await db
      .insertInto('server_secrets')
      .values({ key: KEY, value: JSON.stringify(webpush.generateVAPIDKeys()) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    value = (await read())!;
  }
  return JSON.parse(value) as VapidKeys;
}
