import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGES } from '../test/valid-records';
import { contractCreateSchema, contractUpdateSchema } from './contract';
import { CONTRACT_DEFAULTS } from './contract-fields';
import { tenantDisplayName } from './tenant-fields';

const validContract = {
  ownerId: 'owner-1',
  propertyId: 'property-1',
  tenantId: 'tenant-1',
  contractRefName: 'CT-2024-001',
  startDate: '2024-01-01',
  finishDate: '2024-12-31',
};

function issuesOf(schema: typeof contractCreateSchema | typeof contractUpdateSchema, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('contractCreateSchema', () => {
  it('applies exactly the SPEC 9 defaults to a contract that gives none of them', () => {
    const result = contractCreateSchema.parse(validContract);
    expect(result).toMatchObject(CONTRACT_DEFAULTS);
    expect(CONTRACT_DEFAULTS).toEqual({
      maintenanceThreshold: 0,
      bahtMaintainanceThreshold: 1500,
      cleaningFeesAtChechOut: true,
      bedSheetCleaningFees: true,
      specialAggrements: false,
      anyAgreedPets: false,
      gardening: false,
      termitesSpraying: false,
      poolMaintainance: false,
    });
    expect(result.depositAmount).toBeUndefined();
  });

  it('keeps given values over the defaults, trims texts and reads numbers given as text', () => {
    const result = contractCreateSchema.parse({
      ...validContract,
      contractRefName: '  CT-1  ',
      rentalRateInMonths: '25000',
      depositAmount: '50,000',
      numberOfTenants: 2,
      bahtMaintainanceThreshold: '1,500',
      maintenanceThreshold: '0',
      cleaningFeesAtChechOut: false,
      gardening: 'true',
      agent: { name: ' Ann ' },
      coAgent: { name: 'Bob', company: '' },
      resOfUtils: { water: 'owner', electricity: 'tenant', internet: '' },
    });
    expect(result).toMatchObject({
      contractRefName: 'CT-1',
      rentalRateInMonths: 25000,
      depositAmount: 50000,
      numberOfTenants: 2,
      bahtMaintainanceThreshold: 1500,
      maintenanceThreshold: 0,
      cleaningFeesAtChechOut: false,
      gardening: true,
      agent: { name: 'Ann' },
      coAgent: { name: 'Bob', company: undefined },
      resOfUtils: { water: 'owner', electricity: 'tenant', internet: undefined },
    });
  });

  it.each(REQUIRED_MESSAGES.contract)('%s: an empty, blank or missing value gives "%s"', (field, message) => {
    expect(issuesOf(contractCreateSchema, { ...validContract, [field]: '' })).toEqual([[field, message]]);
    expect(issuesOf(contractCreateSchema, { ...validContract, [field]: '  ' })).toEqual([[field, message]]);
    const { [field as keyof typeof validContract]: _removed, ...without } = validContract;
    expect(issuesOf(contractCreateSchema, without)).toEqual([[field, message]]);
  });

  it('refuses dates that do not exist or are not yyyy-mm-dd', () => {
    expect(issuesOf(contractCreateSchema, { ...validContract, startDate: '2023-02-30' })).toEqual([
      ['startDate', 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
    ]);
    expect(issuesOf(contractCreateSchema, { ...validContract, startDate: '0202-01-01' })).toEqual([
      ['startDate', 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
    ]);
    for (const finishDate of ['31/12/2024', '3000-01-01']) {
      expect(issuesOf(contractCreateSchema, { ...validContract, finishDate })).toEqual([
        ['finishDate', 'Finish date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
      ]);
    }
  });

  it('wants the finish date after the start date, and says so together with other problems', () => {
    const message = 'Finish date must be after the start date';
    expect(issuesOf(contractCreateSchema, { ...validContract, finishDate: '2023-12-31' })).toEqual([
      ['finishDate', message],
    ]);
    expect(issuesOf(contractCreateSchema, { ...validContract, finishDate: '2024-01-01' })).toEqual([
      ['finishDate', message],
    ]);
    expect(
      issuesOf(contractCreateSchema, { ...validContract, finishDate: '2023-01-01', depositAmount: -1 }),
    ).toEqual([
      ['depositAmount', 'Deposit amount must be a number of 0 or more'],
      ['finishDate', message],
    ]);
  });

  it.each([
    ['rentalRateInMonths', 'Rental rate must be a number of 0 or more'],
    ['depositAmount', 'Deposit amount must be a number of 0 or more'],
    ['maintenanceThreshold', 'Maintenance threshold must be a number of 0 or more'],
    ['bahtMaintainanceThreshold', 'Baht maintenance threshold must be a number of 0 or more'],
  ])('%s: a negative or non-numeric value gives "%s"', (field, message) => {
    for (const value of [-1, '-5', 'abc', '1,50', '12abc', Number.NaN, true]) {
      expect(issuesOf(contractCreateSchema, { ...validContract, [field]: value })).toEqual([
        [field, message],
      ]);
    }
  });

  it('numberOfTenants must be a whole number', () => {
    for (const value of [1.5, '2.5', -1, 1001, 1e10]) {
      expect(issuesOf(contractCreateSchema, { ...validContract, numberOfTenants: value })).toEqual([
        ['numberOfTenants', 'Number of tenants must be a whole number from 0 to 1000'],
      ]);
    }
    expect(contractCreateSchema.parse({ ...validContract, numberOfTenants: '3' }).numberOfTenants).toBe(3);
  });

  it('utilities are paid by "owner" or "tenant" only', () => {
    expect(
      issuesOf(contractCreateSchema, {
        ...validContract,
        resOfUtils: { water: 'landlord', internet: 'tenant' },
      }),
    ).toEqual([['resOfUtils.water', 'Water must be paid by "owner" or "tenant"']]);
    expect(issuesOf(contractCreateSchema, { ...validContract, resOfUtils: 'owner' })).toEqual([
      ['resOfUtils', 'resOfUtils must be an object'],
    ]);
  });

  it('booleans are true or false (or their texts)', () => {
    expect(issuesOf(contractCreateSchema, { ...validContract, anyAgreedPets: 'yes' })).toEqual([
      ['anyAgreedPets', 'anyAgreedPets must be true or false'],
    ]);
  });
});

describe('contractUpdateSchema', () => {
  it('leaves every absent or empty value undefined, so an edit keeps the stored data', () => {
    const result = contractUpdateSchema.parse({
      contractRefName: '',
      depositAmount: '',
      startDate: '',
      agent: { name: '' },
      gardening: true,
    });
    expect(Object.entries(result).filter(([, value]) => value !== undefined)).toEqual([
      ['agent', { name: undefined }],
      ['gardening', true],
    ]);
    expect(contractUpdateSchema.parse({})).toEqual({});
  });

  it('reads "1,500" as 1500 (the edit form fallback of SPEC 9)', () => {
    expect(contractUpdateSchema.parse({ bahtMaintainanceThreshold: '1,500' }).bahtMaintainanceThreshold).toBe(
      1500,
    );
  });

  it('checks formats and the date order when both dates are given', () => {
    expect(issuesOf(contractUpdateSchema, { startDate: '2024-13-01' })).toEqual([
      ['startDate', 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
    ]);
    expect(issuesOf(contractUpdateSchema, { startDate: '2024-05-01', finishDate: '2024-04-01' })).toEqual([
      ['finishDate', 'Finish date must be after the start date'],
    ]);
    expect(issuesOf(contractUpdateSchema, { finishDate: '2020-01-01' })).toEqual([]);
    expect(issuesOf(contractUpdateSchema, { depositAmount: '-3' })).toEqual([
      ['depositAmount', 'Deposit amount must be a number of 0 or more'],
    ]);
  });
});

describe('tenantDisplayName', () => {
  it('joins first name and surname, skipping what is missing', () => {
    expect(tenantDisplayName({ profile: { firstName: 'Mali', surName: 'Suk' } })).toBe('Mali Suk');
    expect(tenantDisplayName({ profile: { firstName: 'Mali' } })).toBe('Mali');
    expect(tenantDisplayName(null)).toBe('');
  });
});
