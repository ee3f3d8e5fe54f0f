// Issue 24, "Export every list": GET /api/export/:list?format=csv|xlsx answers every record of the list (read in
// batches, here of 3, so 7 records cross two batch boundaries) as a file with the columns of @pm/schemas'
// SPREADSHEETS; parsed back, every row equals the record the API answers, field for field, links written by the
// linked record's natural key. A viewer gets personal numbers masked as in every answer.
import { maskedNumber } from '@pm/schemas/record-fields';
import {
  type CellValue,
  CSV_BYTE_ORDER_MARK,
  csvCellValue,
  SPREADSHEET_LISTS,
  SPREADSHEET_MEDIA_TYPES,
  SPREADSHEET_MESSAGES,
  SPREADSHEETS,
  type SpreadsheetColumn,
  type SpreadsheetFormat,
  type SpreadsheetList,
  spreadsheetHeaders,
} from '@pm/schemas/spreadsheet';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyNow } from '../src/agency-calendar';
import { owners } from '../src/db/schema/owners';
import { spreadsheetBatches } from '../src/exports/export-sources';
import { EXPORT_LIMIT } from '../src/exports/exports-routes';
import { csvStream, xlsxStream } from '../src/exports/spreadsheet-writers';
import { expectFailure } from './failure-answers';
import { describeEachDatabase } from './harness';
import { multipartForm } from './multipart-helper';
import {
  insertOwner,
  insertProperty,
  ownerFields,
  propertyFields,
  subTenantFields,
  tenantFields,
  uniqueEmail,
} from './records';
import { signedInRequests, successData } from './signed-in-requests';
import { signedInAs } from './staff-accounts';

const BATCH_SIZE = 3;
const RECORDS = 7;
const FORMATS: SpreadsheetFormat[] = ['csv', 'xlsx'];

type AnyRecord = Record<string, unknown>;
type Row = Record<string, CellValue>;

/** The value at a dotted path of a record (`profile.name`). */
const valueAt = (record: AnyRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as AnyRecord | undefined)?.[key], record);

/** What a cell holds for a value: none for null, undefined and ''; a file's address is no column's value. */
const normalised = (value: unknown): CellValue => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && value.startsWith('/api/files/')) return null;
  return value as CellValue;
};

/** The rows of a CSV answer, by header, each cell read back to its value. */
function csvRows(list: SpreadsheetList, body: string): { headers: string[]; rows: Row[] } {
  expect(body.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { header: false, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [headers = [], ...lines] = parsed.data;
  const columns = SPREADSHEETS[list].columns;
  return {
    headers,
    rows: lines.map((line) =>
      Object.fromEntries(
        columns.map((column, index) => [column.header, csvCellValue(column.kind, line[index] ?? '')]),
      ),
    ),
  };
}

/** The rows of an XLSX answer (its one sheet, named by the list), by header. */
async function xlsxRows(list: SpreadsheetList, bytes: Buffer): Promise<{ headers: string[]; rows: Row[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([SPREADSHEETS[list].title]);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const columns = SPREADSHEETS[list].columns;
  const cellsOf = (rowNumber: number) =>
    columns.map((_column, index) => {
      const value = sheet.getRow(rowNumber).getCell(index + 1).value;
      return value === undefined || value === null ? null : (value as CellValue);
    });
  const rows: Row[] = [];
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const cells = cellsOf(rowNumber);
    rows.push(Object.fromEntries(columns.map((column, index) => [column.header, cells[index]])));
  }
  return { headers: cellsOf(1).map(String), rows };
}

async function rowsOf(list: SpreadsheetList, format: SpreadsheetFormat, response: LightMyRequestResponse) {
  return format === 'csv' ? csvRows(list, response.body) : xlsxRows(list, response.rawPayload);
}

describeEachDatabase(
  'list exports (issue 24)',
  (getContext) => {
    const { auth, get, post } = signedInRequests(getContext);
    /** The records each list's rows are made from, as the API answers them, in the export's order. */
    const records = {} as Record<SpreadsheetList, AnyRecord[]>;
    const exportOf = (list: string, format: string, headers = auth()) =>
      get(`/api/export/${list}?format=${format}`, headers);

    /** Every record of a list through its API list route (paged by 100), newest first. */
    async function listed(path: string): Promise<AnyRecord[]> {
      const all: AnyRecord[] = [];
      for (let page = 1; ; page += 1) {
        const body = (await get(`/api/${path}/all?page=${page}&limit=100`)).json();
        all.push(...body.data);
        if (all.length >= body.total) return all;
      }
    }

    beforeAll(async () => {
      const { database } = getContext();
      const send = async (url: string, payload: FormData | object) => successData(await post(url, payload));

      // Owners: text a spreadsheet must quote or keep from running as a formula, Thai text, and two stored in one
      // statement, so that they share their creation time and only their ids order them across a batch (the
      // others share the suite clock's time too).
      const ownerOverrides: Record<string, string>[] = [
        { name: 'สมชาย "Chai", Jr.', nickName: '=1+2', bankBranch: '@SUM(A1)' },
        { billingThreshold: '-5+3', payGovtTax: 'false', payCommonAreaFee: 'true' },
        { name: "'=already quoted", billingThreshold: '' },
        { bankAccNo: '0012-3456-789', passportNo: 'X1' },
        {},
      ];
      const ownerIds: string[] = [];
      for (const [index, overrides] of ownerOverrides.entries()) {
        // Some a second apart, some at the same time: the order is by creation time, then by id.
        if (index % 2 === 1) getContext().clock.advance(1);
        ownerIds.push((await send('/api/owner/register', multipartForm(ownerFields(overrides))))._id);
      }
      await database.db.insert(owners).values(
        [1, 2].map((index) => ({
          email: uniqueEmail('tied-owner'),
          passwordHash: 'not a real hash',
          name: `Tied ${index}`,
          nickName: `T${index}`,
          contactNo: '0800000000',
          emergencyNo: '0800000001',
          dob: '1970-01-01',
          passportNo: `TIED${index}0000`,
          passportExpiry: '2035-12-31',
          bankAccNo: `99887766${index}`,
          bankName: 'Bank',
          bankBranch: 'Branch',
        })),
      );

      // Properties: one without a refId (its links are written empty) and one with no optional field.
      const propertyIds: string[] = [];
      for (let index = 0; index < RECORDS; index += 1) {
        const owner = ownerIds[index % ownerIds.length] as string;
        const fields =
          index === 5
            ? { owner, name: 'Bare unit' }
            : propertyFields(owner, {
                refId: index === 6 ? '' : `REF-${index}`,
                description: `Line one\r\nLine two, "quoted" ${index}`,
                size: String(40 + index + 0.25),
              });
        propertyIds.push((await send('/api/property/', multipartForm(fields)))._id);
      }

      // Tenants: 3 + 2 + 2 sub-tenants, one tenant of the property without a refId.
      const subTenantCounts = [3, 2, 2, 0, 0, 0, 0];
      const tenantIds: string[] = [];
      for (let index = 0; index < RECORDS; index += 1) {
        const subTenants = Array.from({ length: subTenantCounts[index] as number }, (_, position) =>
          subTenantFields(position, {
            firstName: `Sub ${index}.${position}`,
            passport: `PP${index}${position}12345`,
            email: position === 1 ? '' : `sub-${index}-${position}@example.com`,
          }),
        );
        const fields = tenantFields(propertyIds[index] as string, {
          contactNo: index === 0 ? '+66 81 234 5678' : '0812345678',
          homeAddress: `${index} Sukhumvit Rd, "Bangkok"`,
        });
        tenantIds.push(
          (await send('/api/tenant/register', multipartForm(Object.assign(fields, ...subTenants))))._id,
        );
      }

      for (let index = 0; index < RECORDS; index += 1) {
        if (index % 3 === 0) getContext().clock.advance(1);
        await send('/api/contract/', {
          ownerId: ownerIds[index % ownerIds.length],
          propertyId: propertyIds[index],
          tenantId: tenantIds[index],
          contractRefName: `CT-${index}, "${index}"`,
          startDate: '2024-01-01',
          finishDate: '2024-12-31',
          ...(index % 2 === 0
            ? {
                rentalRateInMonths: 25000.5,
                rentalPeriod: '12 months',
                depositAmount: 50000,
                numberOfTenants: 2,
                agent: { name: 'Anong' },
                coAgent: { name: 'Boon', company: 'Siam Homes' },
                resOfUtils: { water: 'owner', electricity: 'tenant', internet: 'tenant' },
                gardening: true,
                cleaningFeesAtChechOut: false,
              }
            : {}),
        });
      }

      records.owners = await listed('owner');
      records.properties = await listed('property');
      records.tenants = await listed('tenant');
      records.contracts = await listed('contract');
      // Sub-tenants: grouped by tenant (by the tenant's id), each tenant's in their order.
      records['sub-tenants'] = [...records.tenants]
        .sort((a, b) => String(a._id).localeCompare(String(b._id)))
        .flatMap((tenant) =>
          (valueAt(tenant, 'profile.subTenants') as AnyRecord[]).map((subTenant) => ({
            ...subTenant,
            tenant: { _id: tenant._id },
          })),
        );
      expect(records.owners).toHaveLength(RECORDS);
      expect(records['sub-tenants']).toHaveLength(RECORDS);
    });

    /** A record as a row of its list's spreadsheet: each column's value, a link as the linked record's key. */
    function expectedRow(list: SpreadsheetList, record: AnyRecord): Row {
      const cell = (column: SpreadsheetColumn) => {
        const value = valueAt(record, column.field);
        if (!column.link) return normalised(value);
        const { list: linkedList, key } = column.link;
        const linked = records[linkedList].find((other) => other._id === value);
        expect(linked, `${list} ${column.header}`).toBeDefined();
        const keyColumn = SPREADSHEETS[linkedList].columns.find((other) => other.header === key);
        return normalised(valueAt(linked as AnyRecord, keyColumn?.field ?? ''));
      };
      return Object.fromEntries(SPREADSHEETS[list].columns.map((column) => [column.header, cell(column)]));
    }

    const today = () => agencyNow(getContext().clock.now, getContext().config.agencyTimeZone).day;

    describe.each(FORMATS)('as %s', (format) => {
      it.each(SPREADSHEET_LISTS)(
        'answers every record of %s, field for field as the API answers them, in the list order',
        async (list) => {
          const response = await exportOf(list, format);
          expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
          expect(response.headers['content-type']).toBe(SPREADSHEET_MEDIA_TYPES[format]);
          expect(response.headers['content-disposition']).toBe(
            `attachment; filename="${list}-${today()}.${format}"`,
          );
          expect(response.headers['cache-control']).toBe('no-store');

          const { headers, rows } = await rowsOf(list, format, response);
          expect(headers).toEqual(spreadsheetHeaders(list));
          expect(rows).toEqual(records[list].map((record) => expectedRow(list, record)));
        },
      );
    });

    it('writes formula-like text guarded in a CSV, and links by natural keys, never by ids', async () => {
      const csv = (await exportOf('owners', 'csv')).body;
      expect(csv).toContain(",'=1+2,");
      expect(csv).toContain(",'@SUM(A1),");
      expect(csv).toContain(`"สมชาย ""Chai"", Jr."`);
      // Already starting with an apostrophe and a formula: one more, so that reading back gives it unchanged.
      expect(csv).toContain(",''=already quoted,");
      const contracts = (await exportOf('contracts', 'csv')).body;
      for (const id of records.owners.map((owner) => String(owner._id))) expect(contracts).not.toContain(id);
      expect(contracts).toContain(`,${valueAt(records.contracts[0] as AnyRecord, 'owner.email')},`);
    });

    it('masks personal numbers for a viewer, in both formats, as in every answer; an agent sees them', async () => {
      const viewer = getContext().authorized(await signedInAs(getContext(), 'viewer'));
      const agent = getContext().authorized(await signedInAs(getContext(), 'agent'));
      const masked = (list: SpreadsheetList) =>
        records[list].map((record) => {
          const row = expectedRow(list, record);
          for (const column of SPREADSHEETS[list].columns) {
            const value = row[column.header];
            if (column.personal && typeof value === 'string') row[column.header] = maskedNumber(value);
          }
          return row;
        });
      for (const format of FORMATS) {
        for (const list of ['owners', 'sub-tenants'] as const) {
          const response = await exportOf(list, format, viewer);
          expect(response.statusCode).toBe(200);
          const { rows } = await rowsOf(list, format, response);
          expect(rows).toEqual(masked(list));
          expect(rows.some((row) => String(row.passportNo ?? row.passport).startsWith('•••• '))).toBe(true);
          const seen = await rowsOf(list, format, await exportOf(list, format, agent));
          expect(seen.rows).toEqual(records[list].map((record) => expectedRow(list, record)));
        }
      }
      expect(SPREADSHEETS.owners.columns.filter((column) => column.personal).map((c) => c.header)).toEqual([
        'passportNo',
        'bankAccNo',
      ]);
    });

    it('answers 400 naming the field for a bad or missing format and an unknown list', async () => {
      for (const url of [
        '/api/export/owners?format=pdf',
        '/api/export/owners',
        '/api/export/owners?format=',
        '/api/export/owners?format=CSV',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          message: SPREADSHEET_MESSAGES.format,
          error: 'Bad Request',
        });
      }
      const unknown = await exportOf('landlords', 'csv');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        statusCode: 400,
        message: SPREADSHEET_MESSAGES.list,
        error: 'Bad Request',
      });
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      for (const format of FORMATS) {
        const response = await exportOf('owners', format, {});
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, message: 'Please sign in again.' });
      }
    });

    it('limits the exports of each account per 15 minutes (429 naming the exports, with retry-after), not those of another account', async () => {
      const agent = getContext().authorized(await signedInAs(getContext(), 'agent'));
      for (let taken = 0; taken < EXPORT_LIMIT.max; taken += 1) {
        expect((await exportOf('owners', FORMATS[taken % 2] as string, agent)).statusCode).toBe(200);
      }
      const refused = await exportOf('owners', 'csv', agent);
      expectFailure(refused, 429, 'Too many exports. Please try again in 15 minutes.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-disposition']).toBeUndefined();
      const viewer = getContext().authorized(await signedInAs(getContext(), 'viewer'));
      expect((await exportOf('owners', 'csv', viewer)).statusCode).toBe(200);
      getContext().clock.advance(EXPORT_LIMIT.windowSeconds);
      expect((await exportOf('owners', 'csv', agent)).statusCode).toBe(200);
    });

    it('ends every CSV line with CRLF, the header line first', async () => {
      const lines = (await exportOf('owners', 'csv')).body.split('\r\n');
      expect(lines[0]).toBe(`${CSV_BYTE_ORDER_MARK}${spreadsheetHeaders('owners').join(',')}`);
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength(RECORDS + 2);
    });
  },
  { app: { exportBatchSize: BATCH_SIZE } },
);

describeEachDatabase("an export read while a tenant's sub-tenants are edited", (getContext) => {
  const { post } = signedInRequests(getContext);

  it('reads each tenant whole: a sub-tenant removed between two batches moves no sibling out of the file', async () => {
    const { db } = getContext().database;
    const propertyId = await insertProperty(db, await insertOwner(db), 'Mid-export');
    /** A tenant with `count` sub-tenants named Sub 0, Sub 1, ...: its email and its answer. */
    async function register(count: number) {
      const fields = tenantFields(propertyId);
      const subTenantList = Array.from({ length: count }, (_, index) =>
        subTenantFields(index, { firstName: `Sub ${index}` }),
      );
      const answer = successData(
        await post('/api/tenant/register', multipartForm(Object.assign(fields, ...subTenantList))),
      );
      return {
        email: fields.email,
        id: answer._id as string,
        subTenants: answer.profile.subTenants as AnyRecord[],
      };
    }
    const tenantsRegistered = [await register(3), await register(3)];

    // Batches of 2 rows: fewer than one tenant's three sub-tenants.
    const batches = spreadsheetBatches(db, 'sub-tenants', 2);
    const read = (rows: Row[]) => rows.map((row) => `${row.tenantEmail} ${row.firstName}`);
    const first = await batches.next();
    const seen = read(first.done ? [] : first.value);
    // The tenant read first loses its first sub-tenant; the other two move up a place.
    const firstTenant = tenantsRegistered.find((tenant) => seen[0]?.startsWith(`${tenant.email} `));
    const removed = firstTenant?.subTenants[0];
    expect(removed).toBeDefined();
    successData(
      await post(
        `/api/tenant/?id=${firstTenant?.id}`,
        multipartForm({ 'subTenants[0][_id]': String(removed?._id), 'subTenants[0][_remove]': 'true' }),
      ),
    );
    for await (const rows of batches) seen.push(...read(rows));

    const everyone = tenantsRegistered.flatMap((tenant) =>
      tenant.subTenants.map((subTenant) => `${tenant.email} ${subTenant.firstName}`),
    );
    expect(seen.toSorted()).toEqual(everyone.toSorted());
  });
});

describe('the spreadsheet writers', () => {
  async function* none(): AsyncGenerator<Record<string, CellValue>[]> {}
  const parts = (list: SpreadsheetList) => ({
    title: SPREADSHEETS[list].title,
    columns: SPREADSHEETS[list].columns,
    batches: none(),
    masked: false,
  });

  it.each(SPREADSHEET_LISTS)('write an empty %s list as its header row alone', async (list) => {
    const csv = Buffer.concat(await csvStream(parts(list)).toArray()).toString('utf8');
    expect(csv).toBe(`${CSV_BYTE_ORDER_MARK}${spreadsheetHeaders(list).join(',')}\r\n`);
    const xlsx = await xlsxRows(list, Buffer.concat(await xlsxStream(parts(list)).toArray()));
    expect(xlsx).toEqual({ headers: spreadsheetHeaders(list), rows: [] });
  });
});
