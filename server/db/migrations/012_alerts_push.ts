import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Price alerts and Web Push. price_alerts: a level on a pair (REAL like order prices, on the pair's
 * tick), direction and mode (core/codes), `armed` (waiting for its crossing) and `active` (0: a once alert that
 * fired); the engine role loads the active ones into its alert books. push_subscriptions: a browser's
 * PushSubscription per device (endpoint unique), with the language its notifications are written in.
 * push_prefs: the kinds of notification a user switched off. server_secrets: the VAPID key pair, made by the
 * first start, the same on every instance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('price_alerts')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull())
    .addColumn('pair_id', t.int, (c) => c.notNull())
    .addColumn('price', t.real, (c) => c.notNull())
    .addColumn('direction', t.int, (c) => c.notNull())
    .addColumn('mode', t.int, (c) => c.notNull())
    .addColumn('armed', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('active', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('fired_count', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('last_fired_ms', t.int)
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_alerts_user').on('price_alerts').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('price_alerts_active').on('price_alerts').columns(['active']).execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_endpoint')
    .on('push_subscriptions')
    .columns(['endpoint'])
    .unique()
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id']).execute();
  await db.schema
    .createTable('push_prefs')
    .addColumn('user_id', t.int, (c) => c.primaryKey())
    .addColumn('disabled', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['server_secrets', 'push_prefs', 'push_subscriptions', 'price_alerts'])
    await db.schema.dropTable(table).execute();
}
