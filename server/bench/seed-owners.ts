import { hashPassword } from '../src/auth/passwords';
import { type Database, openDatabase } from '../src/db/database';

/**
 * `count` owners in one INSERT ... SELECT over generate_series: the database writes them without a round trip
 * per row (1,000,000 in well under a minute on PostgreSQL). One shared password hash (argon2 per owner would take
 * hours); creation times one second apart, newest first, as the list orders them.
 */
export async function seedOwners(database: Database, count: number): Promise<void> {
  const passwordHash = await hashPassword('bench-owner-password');
  await database.executeSql(
    `insert into owners (email, password_hash, name, nick_name, contact_no, emergency_no, dob, pay_govt_tax,
       pay_common_area_fee, passport_no, passport_expiry, bank_acc_no, bank_name, bank_branch, created_at)
     select 'owner' || i || '@bench.example.com', $1, 'Owner ' || i, 'O' || i, (800000000 + i)::text,
       (900000000 + i)::text, date '1980-01-01', true, i % 2 = 0, 'P' || i, date '2032-01-01',
       (1000000 + i)::text, 'Bench Bank', 'Main', now() - i * interval '1 second'
     from generate_series(1, $2::int) as i`,
    [passwordHash, count],
  );
  await database.executeSql('analyze owners');
}

/** Up to `limit` owner ids spread over the table, for by-id requests that do not all hit the same pages. */
export async function sampleOwnerIds(database: Database, limit: number): Promise<string[]> {
  const { rows } = await database.executeSql('select id from owners order by md5(id::text) limit $1', [
    limit,
  ]);
  return (rows as { id: string }[]).map((row) => row.id);
}

/** Opens the bench's database (PostgreSQL, or PGlite in `dataDir`), migrates it, seeds `count` owners and closes it. */
export async function prepareOwners(
  where: { databaseUrl?: string; dataDir?: string },
  count: number,
): Promise<{ sampleIds: string[] }> {
  const database = await openDatabase(where);
  try {
    await database.migrate();
    await seedOwners(database, count);
    return { sampleIds: await sampleOwnerIds(database, 5000) };
  } finally {
    await database.close();
  }
}
