// An import plans each batch of rows against the stored records, then writes it. On PostgreSQL other requests go on
// meanwhile: an edit saved between the plan and the write must not be undone by the write, which reads the record
// again under its lock. Here the plan and the write are called apart, and the edit is saved between them.
import { contractCreateSchema } from '@pm/schemas/contract';
import { IMPORT_MESSAGES } from '@pm/schemas/spreadsheet-import';
import { type SubTenantCreate, subTenantCreateSchema } from '@pm/schemas/tenant';
import { CONTRACT_VALUES } from '@pm/schemas/testing';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newContractRow } from '../src/contracts/contract-rows';
import { contracts } from '../src/db/schema/contracts';
import { subTenants, tenants } from '../src/db/schema/tenants';
import { type CheckedRow, Problems } from '../src/imports/import-steps';
import { LIST_IMPORTS } from '../src/imports/list-imports';
import { newSubTenantRow } from '../src/tenants/sub-tenant-rows';
import { describeEachDatabase } from './harness';
import { insertOwner, insertProperty, insertTenant, SUB_TENANT_VALUES } from './records';

const subTenantNamed = (firstName: string, nickName = 'Mal'): SubTenantCreate =>
  subTenantCreateSchema.parse({ ...SUB_TENANT_VALUES, firstName, nickName });

describeEachDatabase('an import over an edit saved meanwhile', (getContext) => {
  const db = () => getContext().database.db;

  async function tenantWithSubTenants(firstNames: string[]) {
    const ownerId = await insertOwner(db());
    const propertyId = await insertProperty(db(), ownerId, 'Concurrent');
    const tenantId = await insertTenant(db(), propertyId, 'Parent');
    for (const [position, firstName] of firstNames.entries()) {
      await db()
        .insert(subTenants)
        .values(newSubTenantRow(tenantId, subTenantNamed(firstName), position));
    }
    const [tenant] = await db()
      .select({ email: tenants.email })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return { tenantId, email: String(tenant?.email).toLowerCase() };
  }

  const storedSubTenants = async (tenantId: string) =>
    (
      await db()
        .select()
        .from(subTenants)
        .where(eq(subTenants.tenantId, tenantId))
        .orderBy(asc(subTenants.position))
    ).map((row) => [row.position, row.firstName, row.nickName]);

  /** The sub-tenants' import of `rows` for one tenant, planned now; `write` writes it in a transaction. */
  async function plannedSubTenantImport(
    tenant: { tenantId: string; email: string },
    rows: SubTenantCreate[],
  ) {
    const checkedRows: CheckedRow[] = rows.map((parsed, index) => ({
      line: index + 2,
      key: tenant.email,
      links: new Map([['tenantEmail', tenant.tenantId]]),
      parsed,
    }));
    const problems = new Problems();
    const work = await LIST_IMPORTS['sub-tenants'].plan(db(), checkedRows, problems, {
      columnsInFile: new Set(['tenantEmail', ...Object.keys(SUB_TENANT_VALUES)]),
      updateExisting: true,
    });
    expect(problems.reported).toEqual([]);
    return {
      work,
      write: (updateExisting: boolean) =>
        db().transaction((tx) =>
          work.write(tx, { stamp: { by: null, at: new Date() }, named: [], updateExisting }),
        ),
    };
  }

  it('keeps a sub-tenant that an edit added between the plan and the write of "update existing"', async () => {
    const tenant = await tenantWithSubTenants(['Mali']);
    const planned = await plannedSubTenantImport(tenant, [subTenantNamed('Mali', 'Ma')]);
    expect(planned.work).toMatchObject({ created: 0, changed: 1, unchanged: 0 });

    // The tenant's edit form adds a second sub-tenant meanwhile.
    await db()
      .insert(subTenants)
      .values(newSubTenantRow(tenant.tenantId, subTenantNamed('Nok'), 1));
    await planned.write(true);

    expect(await storedSubTenants(tenant.tenantId)).toEqual([
      [0, 'Mali', 'Ma'],
      [1, 'Nok', 'Mal'],
    ]);
  });

  it('imports nothing (409) when an edit gave a tenant sub-tenants after the plan found none, without "update existing"', async () => {
    const tenant = await tenantWithSubTenants([]);
    const planned = await plannedSubTenantImport(tenant, [subTenantNamed('Dao')]);
    expect(planned.work).toMatchObject({ created: 1, changed: 0, unchanged: 0 });

    await db()
      .insert(subTenants)
      .values(newSubTenantRow(tenant.tenantId, subTenantNamed('Nok'), 0));
    // The report said the sub-tenant would be added; without "update existing" it may not be: nothing is.
    await expect(planned.write(false)).rejects.toMatchObject({
      statusCode: 409,
      message: IMPORT_MESSAGES.subTenantsChangedMeanwhile,
    });
    expect(await storedSubTenants(tenant.tenantId)).toEqual([[0, 'Nok', 'Mal']]);
  });

  it('imports nothing when a contract the file updates was deleted between the plan and the write (409)', async () => {
    const ownerId = await insertOwner(db());
    const propertyId = await insertProperty(db(), ownerId, 'Deleted Meanwhile');
    const tenantId = await insertTenant(db(), propertyId, 'Leaving');
    const parties = { ownerId, propertyId, tenantId, contractRefName: 'GONE-MEANWHILE' };
    const [stored] = await db()
      .insert(contracts)
      .values(newContractRow(contractCreateSchema.parse({ ...CONTRACT_VALUES, ...parties })))
      .returning({ id: contracts.id });
    const problems = new Problems();
    const work = await LIST_IMPORTS.contracts.plan(
      db(),
      [
        {
          line: 2,
          key: parties.contractRefName,
          links: new Map(),
          parsed: contractCreateSchema.parse({ ...CONTRACT_VALUES, ...parties, rentalRateInMonths: 26000 }),
        },
      ],
      problems,
      { columnsInFile: new Set(['contractRefName', 'rentalRateInMonths']), updateExisting: true },
    );
    expect(problems.reported).toEqual([]);
    expect(work).toMatchObject({ created: 0, changed: 1 });

    // Someone deletes the contract meanwhile (DELETE /api/contracts/:id).
    await db()
      .delete(contracts)
      .where(eq(contracts.id, String(stored?.id)));
    const written = db().transaction((tx) =>
      work.write(tx, { stamp: { by: null, at: new Date() }, named: [], updateExisting: true }),
    );

    await expect(written).rejects.toMatchObject({
      statusCode: 409,
      message: IMPORT_MESSAGES.deletedMeanwhile,
    });
    expect(
      await db().select().from(contracts).where(eq(contracts.contractRefName, parties.contractRefName)),
    ).toEqual([]);
  });
});
