// Issue 24, "Import": POST /api/import/:list checks a CSV or XLSX file row by row with the add forms' rules (the
// same messages), matches records by their key (owners by email, properties by refId, contracts by
// contractRefName), and imports all or nothing; the same file twice adds nothing; changed rows are updated only
// with updateExisting; an export imports back equal, field for field.

import { Readable } from 'node:stream';
import { CONTRACT_MESSAGES } from '@pm/schemas/contract-fields';
import { OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import { spreadsheetHeaders } from '@pm/schemas/spreadsheet';
import {
  IMPORT_MESSAGES,
  type ImportReport,
  MAX_WORKBOOK_EXPANDED_MEGABYTES,
} from '@pm/schemas/spreadsheet-import';
import { TENANT_MESSAGES } from '@pm/schemas/tenant-fields';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { auditEvents } from '../src/db/schema/audit';
import { contracts } from '../src/db/schema/contracts';
import { owners } from '../src/db/schema/owners';
import { properties } from '../src/db/schema/properties';
import { subTenants, tenants } from '../src/db/schema/tenants';
import { IMPORT_AUDIT_FIELD } from '../src/imports/import-steps';
import { describeEachDatabase } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';
import { insertTenant, OWNER_VALUES, uniqueEmail } from './records';
import { signedInRequests, successData } from './signed-in-requests';
import { signedInAs } from './staff-accounts';

type Cells = Record<string, string>;

/** A zip bomb named as a workbook: its one sheet, a few hundred KiB, inflates to `bytes` of spaces. */
async function workbookExpandingTo(bytes: number): Promise<Buffer> {
  const zip = new ZipFile();
  const megabyte = Buffer.alloc(1024 * 1024, ' ');
  zip.addReadStream(
    Readable.from(
      (function* () {
        for (let sent = 0; sent < bytes; sent += megabyte.length) yield megabyte;
      })(),
    ),
    'xl/worksheets/sheet1.xml',
  );
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The owners' spreadsheet columns, as an export writes them. */
const OWNER_HEADERS = spreadsheetHeaders('owners');

/** A valid owner row: OWNER_VALUES with a new email. */
const ownerRow = (overrides: Cells = {}): Cells => {
  const { password: _password, ...values } = OWNER_VALUES;
  return { email: uniqueEmail('imported'), ...values, ...overrides };
};

const csvOf = (headers: readonly string[], rows: readonly Cells[]) =>
  Buffer.from(
    `\ufeff${Papa.unparse(
      [headers as string[], ...rows.map((row) => headers.map((header) => row[header] ?? ''))],
      {
        newline: '\r\n',
      },
    )}\r\n`,
  );

async function xlsxOf(headers: readonly string[], rows: readonly Cells[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describeEachDatabase('list imports (issue 24)', (getContext) => {
  const { auth, get, post } = signedInRequests(getContext);
  const db = () => getContext().database.db;

  async function importFile(
    list: string,
    bytes: Buffer,
    { fileName = `${list}.csv`, ...fields }: Cells & { fileName?: string } = {},
    headers = auth(),
  ) {
    return post(`/api/import/${list}`, multipartForm(fields, { file: { bytes, fileName } }), headers);
  }
  const report = async (...args: Parameters<typeof importFile>): Promise<ImportReport> =>
    successData(await importFile(...args));

  const ownerCount = async () => (await db().select({ n: count() }).from(owners))[0]?.n ?? 0;
  const ownerByEmail = async (email: string) =>
    (await db().select().from(owners).where(sql`lower(${owners.email}) = lower(${email})`))[0];

  describe('owners', () => {
    it('reports every bad row of a mixed file with its line, field and message, and imports nothing', async () => {
      const before = await ownerCount();
      const good = ownerRow();
      const rows = [
        good,
        ownerRow({ email: 'not-an-email' }),
        ownerRow({ name: '' }),
        { ...ownerRow(), email: good.email.toUpperCase() },
        ownerRow({ contactNo: '08-123' }),
        ownerRow(),
      ];
      const file = csvOf(OWNER_HEADERS, rows);

      const dryRun = await report('owners', file, { dryRun: 'true' });
      expect(dryRun.problems).toEqual([
        { line: 3, field: 'email', message: OWNER_MESSAGES.emailFormat },
        { line: 4, field: 'name', message: OWNER_MESSAGES.name },
        { line: 5, field: 'email', message: IMPORT_MESSAGES.keyRepeated('email', 2) },
        { line: 6, field: 'contactNo', message: OWNER_MESSAGES.contactNoDigits },
      ]);
      expect(dryRun).toMatchObject({ rows: 6, created: 2, changed: 0, unchanged: 0, imported: false });

      const imported = await report('owners', file);
      expect(imported.imported).toBe(false);
      expect(imported.problemCount).toBe(4);
      expect(await ownerCount()).toBe(before);
    });

    it('imports a clean file whole, each owner audited as imported by the file; the same file again adds nothing', async () => {
      const rows = [ownerRow({ name: 'สมชาย "Chai", Jr.' }), ownerRow({ billingThreshold: '' }), ownerRow()];
      const file = csvOf(OWNER_HEADERS, rows);
      const before = await ownerCount();

      const first = await report('owners', file, { fileName: 'agency-owners.csv' });
      expect(first).toMatchObject({ rows: 3, created: 3, unchanged: 0, problemCount: 0, imported: true });
      expect(await ownerCount()).toBe(before + 3);
      const stored = await ownerByEmail(rows[0]?.email as string);
      expect(stored).toMatchObject({ name: 'สมชาย "Chai", Jr.', dob: OWNER_VALUES.dob, payGovtTax: true });
      const [event] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'owner'), eq(auditEvents.entityId, stored?.id as string)));
      expect(event?.action).toBe('create');
      expect(event?.changes).toContainEqual({ field: IMPORT_AUDIT_FIELD, after: 'agency-owners.csv' });

      const again = await report('owners', file);
      expect(again).toMatchObject({ created: 0, changed: 0, unchanged: 3, imported: true });
      expect(await ownerCount()).toBe(before + 3);
    });

    it('updates the changed rows only with "update existing", and only those', async () => {
      const rows = [ownerRow(), ownerRow(), ownerRow()];
      await report('owners', await xlsxOf(OWNER_HEADERS, rows), { fileName: 'owners.xlsx' });
      const changedEmail = rows[1]?.email as string;
      const untouched = await ownerByEmail(rows[0]?.email as string);
      const edited = rows.map((row, index) => (index === 1 ? { ...row, bankName: 'Bangkok Bank' } : row));
      const file = csvOf(OWNER_HEADERS, edited);

      const kept = await report('owners', file);
      expect(kept).toMatchObject({
        created: 0,
        changed: 1,
        unchanged: 2,
        imported: true,
        updateExisting: false,
      });
      expect((await ownerByEmail(changedEmail))?.bankName).toBe(OWNER_VALUES.bankName);

      const updated = await report('owners', file, { updateExisting: 'true' });
      expect(updated).toMatchObject({ created: 0, changed: 1, unchanged: 2, imported: true });
      const after = await ownerByEmail(changedEmail);
      expect(after?.bankName).toBe('Bangkok Bank');
      expect(after?.version).toBe(1);
      expect(await ownerByEmail(rows[0]?.email as string)).toEqual(untouched);
      const updates = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, after?.id as string), eq(auditEvents.action, 'update')));
      expect(updates.map((event) => event.changes)).toEqual([
        [
          { field: 'bankName', before: OWNER_VALUES.bankName, after: 'Bangkok Bank' },
          { field: IMPORT_AUDIT_FIELD, after: 'owners.csv' },
        ],
      ]);
    });

    it('updates an owner only in the columns the file has: one without billingThreshold or payGovtTax keeps them', async () => {
      const row = ownerRow({ billingThreshold: '5000', payGovtTax: 'false' });
      await report('owners', csvOf(OWNER_HEADERS, [row]));
      const fewer = OWNER_HEADERS.filter(
        (header) => header !== 'billingThreshold' && header !== 'payGovtTax',
      );
      const file = csvOf(fewer, [{ ...row, bankName: 'Krungthai Bank' }]);
      expect(await report('owners', file, { updateExisting: 'true' })).toMatchObject({
        changed: 1,
        imported: true,
      });
      expect(await ownerByEmail(row.email as string)).toMatchObject({
        bankName: 'Krungthai Bank',
        billingThreshold: '5000',
        payGovtTax: false,
      });
      // A column mapped to nothing ("leave it out") is one the file does not have.
      const mapping = Object.fromEntries(OWNER_HEADERS.map((header) => [header, header]));
      const leftOut = await report(
        'owners',
        csvOf(OWNER_HEADERS, [{ ...row, bankName: 'Krungthai Bank', billingThreshold: '', payGovtTax: '' }]),
        {
          updateExisting: 'true',
          mapping: JSON.stringify({ ...mapping, billingThreshold: '', payGovtTax: '' }),
        },
      );
      expect(leftOut).toMatchObject({ changed: 0, unchanged: 1, imported: true });
      expect(await ownerByEmail(row.email as string)).toMatchObject({
        billingThreshold: '5000',
        payGovtTax: false,
      });
    });

    it("reads a header named as an object's own property (__proto__, constructor) as any unknown header", async () => {
      for (const header of ['__proto__', 'constructor', 'toString']) {
        const row = ownerRow();
        const file = csvOf([...OWNER_HEADERS, header], [{ ...row, [header]: 'x' }]);
        const guessed = await report('owners', file);
        expect(guessed).toMatchObject({ created: 1, problemCount: 0, imported: true });
        const chosen = Object.fromEntries(OWNER_HEADERS.map((name) => [name, name]));
        const withChosen = await report('owners', csvOf([...OWNER_HEADERS, header], [ownerRow()]), {
          mapping: JSON.stringify(chosen),
        });
        expect(withChosen).toMatchObject({ created: 1, problemCount: 0, imported: true });
      }
    });

    it('guesses the mapping from labels, takes a chosen one, and refuses one that leaves the key out', async () => {
      const labelled = ['E-mail', 'Name', 'Nickname', 'Contact No.', 'Emergency number', 'Date of birth'];
      const rest = OWNER_HEADERS.slice(6);
      const row = ownerRow();
      const file = csvOf(
        [...labelled, ...rest],
        [
          {
            'E-mail': row.email as string,
            Name: row.name as string,
            Nickname: row.nickName as string,
            'Contact No.': row.contactNo as string,
            'Emergency number': row.emergencyNo as string,
            'Date of birth': row.dob as string,
            ...row,
          },
        ],
      );
      const guessed = await report('owners', file, { dryRun: 'true' });
      expect(guessed.mapping).toMatchObject({
        'E-mail': 'email',
        Name: 'name',
        Nickname: 'nickName',
        'Contact No.': 'contactNo',
        'Date of birth': 'dob',
      });
      expect(guessed).toMatchObject({ created: 1, problemCount: 0 });

      const withoutKey = { ...guessed.mapping, 'E-mail': '' };
      const refused = await report('owners', file, { dryRun: 'true', mapping: JSON.stringify(withoutKey) });
      expect(refused.problems).toEqual([
        { line: 1, field: 'email', message: IMPORT_MESSAGES.keyNotMapped('email') },
      ]);
      const twice = await report('owners', file, {
        dryRun: 'true',
        mapping: JSON.stringify({ ...guessed.mapping, Nickname: 'name' }),
      });
      expect(twice.problems).toEqual([
        { line: 1, field: 'name', message: IMPORT_MESSAGES.mappedTwice('name') },
      ]);

      // Two columns under one header: neither is read in silence over the other.
      const repeated = ownerRow();
      const ambiguous = await report('owners', csvOf([...OWNER_HEADERS, 'name'], [repeated]));
      expect(ambiguous.problems).toEqual([
        { line: 1, field: 'name', message: IMPORT_MESSAGES.headerRepeated('name') },
      ]);
      expect(await ownerByEmail(repeated.email as string)).toBeUndefined();
    });

    it('refuses what is no spreadsheet, an empty file, a bad mapping and a viewer, with a message', async () => {
      const answer = async (response: Awaited<ReturnType<typeof importFile>>, status: number) => {
        expect(response.statusCode, response.body).toBe(status);
        return response.json().message;
      };
      expect(await answer(await importFile('owners', PNG_BYTES), 400)).toBe(IMPORT_MESSAGES.fileType);
      expect(await answer(await importFile('owners', Buffer.from('email,name\r\n')), 400)).toBe(
        IMPORT_MESSAGES.noRows,
      );
      expect(await answer(await importFile('owners', Buffer.from('')), 400)).toBe(IMPORT_MESSAGES.noHeader);
      const bomb = await workbookExpandingTo((MAX_WORKBOOK_EXPANDED_MEGABYTES + 1) * 1024 * 1024);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect(await answer(await importFile('owners', bomb), 400)).toBe(IMPORT_MESSAGES.workbookTooLarge);
      const file = csvOf(OWNER_HEADERS, [ownerRow()]);
      expect(await answer(await importFile('owners', file, { mapping: '{not json' }), 400)).toContain(
        IMPORT_MESSAGES.mapping,
      );
      expect(await answer(await importFile('staff', file), 400)).toContain(IMPORT_MESSAGES.list);
      const viewer = await signedInAs(getContext(), 'viewer');
      const refusal = await importFile('owners', file, {}, getContext().authorized(viewer));
      expect(refusal.statusCode).toBe(403);
    });
    it('names what makes a file unreadable: columns separated by semicolons or tabs, an empty first sheet', async () => {
      const refusal = async (bytes: Buffer, fileName: string) => {
        const response = await importFile('owners', bytes, { fileName, dryRun: 'true' });
        expect(response.statusCode, response.body).toBe(400);
        return response.json().message;
      };
      // Cells with commas (names, branches) make the comma the separator papaparse guesses.
      const rows = [
        ownerRow({ name: 'Lee, Ann', bankBranch: 'Silom, Bangkok' }),
        ownerRow({ name: 'Wong, Bo', bankBranch: 'Sathorn, Bangkok' }),
      ];
      const separatedBy = (separator: string) =>
        Buffer.from(
          `${[OWNER_HEADERS, ...rows.map((row) => OWNER_HEADERS.map((header) => row[header] ?? ''))]
            .map((cells) => cells.join(separator))
            .join('\r\n')}\r\n`,
        );
      expect(await refusal(separatedBy(';'), 'owners.csv')).toBe(IMPORT_MESSAGES.csvSeparator('semicolons'));
      expect(await refusal(separatedBy('\t'), 'owners.csv')).toBe(IMPORT_MESSAGES.csvSeparator('tabs'));
      expect(IMPORT_MESSAGES.csvSeparator('semicolons')).toMatch(
        /separated by semicolons.*Save it as CSV with commas/,
      );

      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Notes');
      const owners = workbook.addWorksheet('Owners');
      owners.addRow([...OWNER_HEADERS]);
      for (const row of rows) owners.addRow(OWNER_HEADERS.map((header) => row[header] ?? null));
      const recordsOnSecondSheet = Buffer.from(await workbook.xlsx.writeBuffer());
      expect(await refusal(recordsOnSecondSheet, 'owners.xlsx')).toBe(IMPORT_MESSAGES.firstSheetEmpty);
      expect(IMPORT_MESSAGES.firstSheetEmpty).toMatch(
        /first sheet .* is empty, and only the first sheet is imported/,
      );

      // A workbook with no rows on any sheet is empty, as before.
      const blankWorkbook = new ExcelJS.Workbook();
      blankWorkbook.addWorksheet('Sheet1');
      blankWorkbook.addWorksheet('Sheet2');
      const blank = Buffer.from(await blankWorkbook.xlsx.writeBuffer());
      expect(await refusal(blank, 'owners.xlsx')).toBe(IMPORT_MESSAGES.noHeader);
      for (const row of rows) expect(await ownerByEmail(row.email as string)).toBeUndefined();
    });
  });

  describe('properties and contracts, linked by natural keys', () => {
    it('links a property to its owner by email and a contract to its parties; an unknown link is a bad row', async () => {
      const owner = ownerRow();
      await report('owners', csvOf(OWNER_HEADERS, [owner]));
      const ownerId = (await ownerByEmail(owner.email as string))?.id as string;
      const refId = `IMP-${Date.now()}`;
      const propertyHeaders = ['refId', 'name', 'ownerEmail', 'size', 'status', 'latitude', 'billingDate'];
      const goodProperty = {
        refId,
        name: 'River View 12A',
        ownerEmail: (owner.email as string).toUpperCase(),
        size: '45.5',
        status: 'available',
        latitude: '13.7563',
        billingDate: '2026-01-05',
      };
      const unknownOwner = { ...goodProperty, refId: `${refId}-X`, ownerEmail: 'nobody@example.com' };
      const noRef = { ...goodProperty, refId: '' };

      const bad = await report(
        'properties',
        await xlsxOf(propertyHeaders, [goodProperty, unknownOwner, noRef]),
        { fileName: 'properties.xlsx' },
      );
      expect(bad.problems).toEqual([
        { line: 3, field: 'ownerEmail', message: IMPORT_MESSAGES.linkMissing('email', 'owners') },
        { line: 4, field: 'refId', message: IMPORT_MESSAGES.keyMissing('refId') },
      ]);
      expect(bad.imported).toBe(false);
      expect(await db().select().from(properties).where(eq(properties.refId, refId))).toEqual([]);

      const good = await report('properties', await xlsxOf(propertyHeaders, [goodProperty]));
      expect(good).toMatchObject({ created: 1, imported: true });
      const [property] = await db().select().from(properties).where(eq(properties.refId, refId));
      expect(property).toMatchObject({ ownerId, size: 45.5, status: 'available', billingDate: '2026-01-05' });

      const tenantId = await insertTenant(db(), property?.id as string, 'Imported');
      const [tenant] = await db()
        .select({ email: tenants.email })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      const contractHeaders = [
        'contractRefName',
        'ownerEmail',
        'propertyRefId',
        'tenantEmail',
        'startDate',
        'finishDate',
        'agent.name',
        'resOfUtils.water',
        'gardening',
      ];
      const contract = {
        contractRefName: `${refId} lease`,
        ownerEmail: owner.email as string,
        propertyRefId: refId,
        tenantEmail: tenant?.email as string,
        startDate: '2026-02-01',
        finishDate: '2027-01-31',
        'agent.name': 'Anong',
        'resOfUtils.water': 'owner',
        gardening: 'true',
      };
      const backwards = { ...contract, contractRefName: `${refId} backwards`, finishDate: '2026-01-01' };
      const refused = await report('contracts', csvOf(contractHeaders, [contract, backwards]));
      expect(refused.problems).toEqual([
        { line: 3, field: 'finishDate', message: expect.stringMatching(/finish/i) },
      ]);

      const imported = await report('contracts', csvOf(contractHeaders, [contract]));
      expect(imported).toMatchObject({ created: 1, imported: true });
      const [stored] = await db()
        .select()
        .from(contracts)
        .where(eq(contracts.contractRefName, contract.contractRefName));
      expect(stored).toMatchObject({
        ownerId,
        propertyId: property?.id,
        tenantId,
        agentName: 'Anong',
        waterPaidBy: 'owner',
        gardening: true,
      });
      expect(await report('contracts', csvOf(contractHeaders, [contract]))).toMatchObject({
        created: 0,
        unchanged: 1,
      });

      // Its parties are fixed, as in the contract's edit: an update naming another tenant is a bad row.
      const otherTenantId = await insertTenant(db(), property?.id as string, 'Other');
      const [otherTenant] = await db()
        .select({ email: tenants.email })
        .from(tenants)
        .where(eq(tenants.id, otherTenantId));
      const moved = { ...contract, tenantEmail: otherTenant?.email as string, 'agent.name': 'Boon' };
      const movedFile = csvOf(contractHeaders, [moved]);
      const refusedMove = await report('contracts', movedFile, { updateExisting: 'true' });
      expect(refusedMove).toMatchObject({ imported: false, problemCount: 1 });
      expect(refusedMove.problems).toEqual([
        { line: 2, field: 'tenantEmail', message: CONTRACT_MESSAGES.partiesFixed },
      ]);
      // Without "update existing" the stored contract is left as it is, so the file is no problem.
      expect(await report('contracts', movedFile)).toMatchObject({ changed: 1, imported: true });
      const [after] = await db()
        .select()
        .from(contracts)
        .where(eq(contracts.contractRefName, contract.contractRefName));
      expect(after).toEqual(stored);
    });
  });

  describe('sub-tenants', () => {
    const SUB_HEADERS = spreadsheetHeaders('sub-tenants');
    const subRow = (tenantEmail: string, overrides: Cells = {}): Cells => ({
      tenantEmail,
      firstName: 'Mali',
      nickName: 'Mal',
      surName: 'Srisuk',
      email: '',
      contactNo: '0811111111',
      whatsAppNo: '',
      dob: '1995-06-01',
      nationality: 'Thai',
      homeAddress: '9 Sukhumvit Rd',
      passport: 'P100',
      ...overrides,
    });

    it("gives a tenant its sub-tenants in the file's order, updates them only with update existing, and never removes one", async () => {
      const owner = ownerRow();
      await report('owners', csvOf(OWNER_HEADERS, [owner]));
      const refId = `SUB-${Date.now()}`;
      await report(
        'properties',
        csvOf(['refId', 'name', 'ownerEmail'], [{ refId, name: 'Sub', ownerEmail: owner.email as string }]),
      );
      const [property] = await db().select().from(properties).where(eq(properties.refId, refId));
      const tenantId = await insertTenant(db(), property?.id as string, 'Parent');
      const [tenant] = await db()
        .select({ email: tenants.email })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      const email = tenant?.email as string;
      const stored = () =>
        db()
          .select()
          .from(subTenants)
          .where(eq(subTenants.tenantId, tenantId))
          .orderBy(asc(subTenants.position));

      const bad = await report(
        'sub-tenants',
        csvOf(SUB_HEADERS, [subRow(email), subRow(email, { firstName: '' }), subRow('nobody@example.com')]),
        { dryRun: 'true' },
      );
      expect(bad.problems).toEqual([
        { line: 3, field: 'firstName', message: TENANT_MESSAGES.firstName },
        { line: 4, field: 'tenantEmail', message: IMPORT_MESSAGES.linkMissing('email', 'tenants') },
      ]);

      // One tenant's rows are its sub-tenants in order: they must be next to each other.
      const apart = await report(
        'sub-tenants',
        csvOf(SUB_HEADERS, [
          subRow(email),
          subRow(email.toUpperCase()),
          subRow('nobody@example.com'),
          subRow(email),
        ]),
        { dryRun: 'true' },
      );
      expect(apart.problems).toContainEqual({
        line: 5,
        field: 'tenantEmail',
        message: IMPORT_MESSAGES.partsApart('tenantEmail', 2),
      });

      const file = csvOf(SUB_HEADERS, [subRow(email), subRow(email, { firstName: 'Nok', passport: '' })]);
      expect(await report('sub-tenants', file)).toMatchObject({ created: 2, imported: true });
      expect((await stored()).map((row) => [row.position, row.firstName, row.passportNo])).toEqual([
        [0, 'Mali', 'P100'],
        [1, 'Nok', null],
      ]);
      expect(await report('sub-tenants', file)).toMatchObject({ created: 0, changed: 0, unchanged: 2 });

      const edited = csvOf(SUB_HEADERS, [subRow(email, { nickName: 'Ma' })]);
      expect(await report('sub-tenants', edited)).toMatchObject({ changed: 1, imported: true });
      expect((await stored())[0]?.nickName).toBe('Mal');
      expect(await report('sub-tenants', edited, { updateExisting: 'true' })).toMatchObject({ changed: 1 });
      expect((await stored()).map((row) => [row.firstName, row.nickName])).toEqual([
        ['Mali', 'Ma'],
        ['Nok', 'Mal'],
      ]);
      // Both imports wrote at the suite clock's one time: the events are told apart by what they changed.
      const events = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, tenantId), eq(auditEvents.action, 'update')));
      expect(events.map((event) => event.changes)).toContainEqual([
        { field: 'subTenants[0][nickName]', before: 'Mal', after: 'Ma' },
        { field: IMPORT_AUDIT_FIELD, after: 'sub-tenants.csv' },
      ]);
      expect(events).toHaveLength(2);
    });
  });

  describe('round trip', () => {
    it('imports the exports of owners, properties, tenants and contracts back equal, field for field, after a wipe', async () => {
      const unique = Date.now();
      const owner = ownerRow({ nickName: '=1+2', bankBranch: '@SUM(A1)', billingThreshold: '-5+3' });
      const refId = `RT-${unique}`;
      const tenantEmail = uniqueEmail('round-trip-tenant');
      await report('owners', csvOf(OWNER_HEADERS, [owner]));
      const steps: [string, Cells][] = [
        [
          'properties',
          {
            refId,
            name: 'Round trip',
            ownerEmail: owner.email as string,
            description: 'Line one\r\nLine two, "quoted"',
            monthlyRent: '25000.5',
          },
        ],
        [
          'tenants',
          {
            email: tenantEmail,
            propertyRefId: refId,
            firstName: 'Mali',
            nickName: 'Mal',
            surName: 'Srisuk',
            contactNo: '+66 81 234 5678',
            whatsAppNo: '0811111112',
            dob: '1995-06-01',
            nationality: 'Thai',
            homeAddress: '9 Sukhumvit Rd, "Bangkok"',
          },
        ],
        [
          'sub-tenants',
          {
            tenantEmail,
            firstName: 'Nok',
            nickName: 'N',
            surName: 'Srisuk',
            email: '',
            contactNo: '0812222222',
            dob: '2001-02-03',
            nationality: 'Thai',
            homeAddress: 'Line one\r\nLine two',
            passport: 'PX123',
          },
        ],
        [
          'contracts',
          {
            contractRefName: `${refId} lease, "A"`,
            ownerEmail: owner.email as string,
            propertyRefId: refId,
            tenantEmail,
            rentalRateInMonths: '25000.5',
            startDate: '2026-01-01',
            finishDate: '2026-12-31',
            'coAgent.company': 'Siam Homes',
            'resOfUtils.internet': 'tenant',
            poolMaintainance: 'true',
          },
        ],
      ];
      for (const [list, row] of steps) {
        expect(await report(list, csvOf(Object.keys(row), [row]))).toMatchObject({
          created: 1,
          imported: true,
        });
      }
      const exported = async (list: string, format: string) => {
        const response = await get(`/api/export/${list}?format=${format}`);
        expect(response.statusCode).toBe(200);
        return format === 'csv' ? Buffer.from(response.body) : response.rawPayload;
      };
      const sortedRows = (csv: Buffer) =>
        Papa.parse<string[]>(csv.toString('utf8').replace(/^\ufeff/, ''), { skipEmptyLines: true })
          .data.map((row) => JSON.stringify(row))
          .sort();
      const lists = ['owners', 'properties', 'tenants', 'sub-tenants', 'contracts'];
      // Owners, tenants and sub-tenants go back as CSV, properties and contracts as XLSX: both readers and writers.
      const formatOf = (list: string) => (list === 'properties' || list === 'contracts' ? 'xlsx' : 'csv');
      const before: Record<string, { file: Buffer; rows: string[] }> = {};
      for (const list of lists) {
        before[list] = {
          file: await exported(list, formatOf(list)),
          rows: sortedRows(await exported(list, 'csv')),
        };
      }
      expect(before.contracts?.rows.length).toBeGreaterThan(1);

      const { database } = getContext();
      await database.db.execute(
        sql`truncate table contracts, sub_tenants, tenants, properties, owners cascade`,
      );
      for (const list of lists) {
        const imported = await report(list, before[list]?.file as Buffer);
        expect(imported, list).toMatchObject({ problemCount: 0, imported: true, changed: 0, unchanged: 0 });
      }
      for (const list of lists) {
        expect(sortedRows(await exported(list, 'csv')), list).toEqual(before[list]?.rows);
        expect(await report(list, before[list]?.file as Buffer), list).toMatchObject({
          created: 0,
          changed: 0,
        });
      }
    });
  });
});
