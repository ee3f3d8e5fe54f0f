import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { staffUsers } from '../db/schema/auth';
import { hashPassword } from './passwords';

export class StartupError extends Error {}

/** On first start, creates the admin account from ADMIN_EMAIL / ADMIN_PASSWORD (never logs the password). */
export async function seedAdmin(
  db: Db,
  config: Pick<Config, 'admin'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<'created' | 'exists'> {
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  if (existing) return 'exists';
  if (!config.admin) {
    throw new StartupError(
      'No staff account exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one, then start again.',
    );
  }
  const email = config.admin.email.trim().toLowerCase();
  await db
    .insert(staffUsers)
    .values({ email, name: 'Admin', role: 'admin', passwordHash: await hashPassword(config.admin.password) })
    .onConflictDoNothing();
  // Neither the email nor the password goes to the log (personal data, a secret): the operator set both.
  log.info(
    'Created the first staff account from ADMIN_EMAIL and ADMIN_PASSWORD (or their development defaults in the README).',
  );
  return 'created';
}
