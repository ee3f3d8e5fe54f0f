import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../src/db/schema/contracts';
import { owners } from '../src/db/schema/owners';
import { properties } from '../src/db/schema/properties';
import { rowCounts } from '../src/db/schema/row-counts';
import { tenants } from '../src/db/schema/tenants';
import { createOwnersRepository } from '../src/owners/owners-repository';
import { describeEachDatabase } from './harness';
import { multipartForm } from './multipart-helper';
import { ownerFields, uniqueEmail } from './records';
import { signedInRequests } from './signed-in-requests';

const ownerForm = (name: string) => multipartForm(ownerFields({ name }));

/** The list totals come from row_counts, kept by triggers, never from counting the table per request. */
describeEachDatabase('list totals kept in row_counts', (getContext) => {
  const { get, post } = signedInRequests(getContext);
  const register = (name: string) => post('/api/owner/register', ownerForm(name));
  const countedOwners = async () => {
    const [row] = await getContext().database.db.select({ total: count() }).from(owners);
    return Number(row?.total);
  };
  const page = async (query: string) => {
    const response = await get(`/api/owner/all?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      total: number;
      page: number;
      limit: number;
      data: { profile: { name: string } }[];
    };
  };

  it('answers the right total and pages through registrations, bulk inserts, parallel inserts and deletes', async () => {
    const start = await countedOwners();
    expect((await page('limit=15')).total).toBe(start);

    for (const name of ['First', 'Second', 'Third']) {
      getContext().clock.advance(60);
      expect((await register(name)).statusCode).toBe(200);
    }
    const afterThree = await page('page=1&limit=2');
    expect(afterThree).toMatchObject({ total: start + 3, page: 1, limit: 2 });
    expect(afterThree.data.map((owner) => owner.profile.name)).toEqual(['Third', 'Second']);

    // One INSERT of many rows (seeding) counts every row once.
    const stored = await createOwnersRepository(getContext().database.db, () => null).insertMany(
      Array.from({ length: 20 }, (_, index) => ({
        email: uniqueEmail(`bulk-${index}`),
        passwordHash: 'not-a-real-hash',
        name: `Bulk ${index}`,
        nickName: 'B',
        contactNo: '0800000000',
        emergencyNo: '0800000001',
        dob: '1990-01-01',
        passportNo: 'P1',
        passportExpiry: '2030-01-01',
        bankAccNo: '1',
        bankName: 'Bank',
        bankBranch: 'Branch',
        billingThreshold: null,
        payGovtTax: true,
        payCommonAreaFee: true,
        profileImage: null,
        passportImage: null,
        bankImage: null,
        createdAt: new Date('2000-01-01T00:00:00Z'),
      })),
    );
    expect(stored).toBe(20);
    const total = start + 23;
    const lastPage = Math.ceil(total / 15);
    const last = await page(`page=${lastPage}&limit=15`);
    expect(last.total).toBe(total);
    expect(last.data).toHaveLength(total - (lastPage - 1) * 15);
    // A page past the last has no row to carry the total: it is still answered.
    expect(await page(`page=${lastPage + 1}&limit=15`)).toMatchObject({ data: [], total });

    // Registrations at the same time each count once.
    const parallel = await Promise.all(
      Array.from({ length: 8 }, (_, index) => register(`Parallel ${index}`)),
    );
    expect(parallel.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect((await page('limit=1')).total).toBe(total + 8);
    expect(await countedOwners()).toBe(total + 8);

    // Rows removed outside the API (an operator's delete) leave the total right.
    await getContext()
      .database.db.delete(owners)
      .where(eq(owners.createdAt, new Date('2000-01-01T00:00:00Z')));
    expect((await page('limit=1')).total).toBe(start + 11);
  });

  it('reads the total from row_counts, not by counting the table', async () => {
    const { db } = getContext().database;
    const real = await countedOwners();
    await db
      .update(rowCounts)
      .set({ total: real + 1000 })
      .where(eq(rowCounts.tableName, 'owners'));
    try {
      expect((await page('limit=1')).total).toBe(real + 1000);
    } finally {
      await db.update(rowCounts).set({ total: real }).where(eq(rowCounts.tableName, 'owners'));
    }
  });

  describe('row_counts', () => {
    it.each([
      ['owners', owners],
      ['properties', properties],
      ['tenants', tenants],
      ['contracts', contracts],
    ] as const)('holds the number of %s', async (name, table) => {
      const { db } = getContext().database;
      const [counted] = await db.select({ total: count() }).from(table);
      const [kept] = await db
        .select({ total: rowCounts.total })
        .from(rowCounts)
        .where(eq(rowCounts.tableName, name));
      expect(kept?.total).toBe(Number(counted?.total));
    });
  });

  it('counts zero after a truncate (which also empties the tables that refer to owners)', async () => {
    const { db, executeSql } = getContext().database;
    await executeSql('truncate owners cascade');
    const kept = await db.select().from(rowCounts);
    expect(Object.fromEntries(kept.map((row) => [row.tableName, row.total]))).toEqual({
      owners: 0,
      properties: 0,
      tenants: 0,
      contracts: 0,
    });
    expect((await page('limit=1')).total).toBe(0);
  });
});
