import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { hashPassword } from '../accounts/password.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { countOperators, findOperatorByEmail, insertOperator } from './operators-repository.js';

/** The e-mail of the generated first admin when ADMIN_EMAIL / ADMIN_PASSWORD are not set. */
export const GENERATED_ADMIN_EMAIL = 'admin@localhost';

/**
 * First start of the back office. With ADMIN_EMAIL and ADMIN_PASSWORD set, that admin is created if no
 * operator has this e-mail yet (changing the variables later never overwrites an existing password:
 * the database is the truth once it exists). Without them and with no operator at all, an admin
 * admin@localhost is created with a random password (18 random bytes, 24 base64url characters, 144 bits),
 * stored hashed and handed to `say` exactly once: it is never stored or shown again.
 */
export async function ensureFirstOperator(
  db: Db,
  config: { adminEmail: string; adminPassword: string; scryptLogN: number },
  say: (line: string) => void,
): Promise<void> {
  const now = formatUtc(Date.now());
  if (config.adminEmail && config.adminPassword) {
    if (await findOperatorByEmail(db, config.adminEmail)) return;
    const hash = await hashPassword(config.adminPassword, config.scryptLogN);
    await insertOperator(db, {
      email: config.adminEmail,
      password_hash: hash,
      role: 'admin',
      disabled: 0,
      created_at: now,
    });
    say(`Operator back office: admin ${config.adminEmail.toLowerCase()} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
    return;
  }
  if ((await countOperators(db)) > 0) return;
  const password = randomBytes(18).toString('base64url');
  const hash = await hashPassword(password, config.scryptLogN);
  await insertOperator(db, {
    email: GENERATED_ADMIN_EMAIL,
    password_hash: hash,
    role: 'admin',
    disabled: 0,
    created_at: now,
  });
  say(
    `Operator back office: no ADMIN_EMAIL / ADMIN_PASSWORD set, so an admin was created: ${GENERATED_ADMIN_EMAIL} with the generated password ${password} . ` +
      'It is printed this once only and stored hashed: note it now, log in at /admin and create your own operators.',
  );
}
