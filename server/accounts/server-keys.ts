import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/database.js';

const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit key the server made for itself, kept in server_secrets under `name` so a restart and every other
 * instance use the same one: made at its first use (instances starting at once each insert one, the first insert
 * wins, all read it back), then read once per process.
 */
export function serverKey(db: Executor, name: string): Promise<Buffer> {
  let mine = keys.get(db);
  if (!mine) keys.set(db, (mine = new Map()));
  let key = mine.get(name);
  if (!key) {
    key = (async () => {
      const read = async () =>
        (await db.selectFrom('server_secrets').select('value').where('key', '=', name).executeTakeFirst())?.value;
      let value = await read();
      if (!value) {
        await db
          .insertInto('server_secrets')
          .values({ key: name, value: randomBytes(32).toString('base64') })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        value = (await read())!;
      }
      return Buffer.from(value, 'base64');
    })();
    // A failed read (database down) is tried again next time rather than remembered.
    key.catch(() => mine.delete(name));
    mine.set(name, key);
  }
  return key;
}
