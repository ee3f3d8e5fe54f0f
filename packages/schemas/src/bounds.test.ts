// DESIGN 4 "Input is bounded", schema by schema: every text has a maximum length, refuses control characters
// (tab, CR and LF allowed only in addresses and descriptions), dates lie in 1900-2999, and a value of the wrong
// type gets a message that names the field.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTRACT_VALUES,
  OWNER_VALUES,
  PROPERTY_VALUES,
  SUB_TENANT_VALUES,
  storedOwner,
  storedProperty,
  TENANT_VALUES,
} from '../test/valid-records';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, verifyCodeSchema } from './auth';
import { contractCreateSchema, contractUpdateSchema } from './contract';
import { ownerCreateSchema, ownerUpdateSchema } from './owner';
import { propertyCreateSchema, propertyUpdateSchema } from './property';
import { tenantCreateSchema, tenantUpdateSchema } from './tenant';

type Path = (string | number)[];
type Schema = z.core.$ZodType;

/** How to fill a field with `length` characters that are otherwise valid for it. */
type Filler = (length: number) => string;
const letters: Filler = (length) => 'a'.repeat(length);
const digits: Filler = (length) => '1'.repeat(length);
const webAddress: Filler = (length) =>
  `https://example.com/${'a'.repeat(Math.max(0, length - 20))}`.slice(0, length);
/** A well-formed email of `length` characters (a 64-character local part, labels of at most 63). */
const email: Filler = (length) => {
  if (length < 20) return 'a'.repeat(length);
  const local = 'a'.repeat(Math.min(64, length - 6));
  let domain = 'b'.repeat(length - local.length - 1 - 4);
  const labels: string[] = [];
  while (domain.length > 63) {
    labels.push(domain.slice(0, 62));
    domain = domain.slice(63);
  }
  return `${local}@${[...labels, domain].join('.')}.com`;
};

interface TextField {
  path: Path;
  label: string;
  max: number;
  multiline?: boolean;
  fill?: Filler;
  /** Other paths that must hold the same value (a password confirmation). */
  same?: Path[];
}

interface SchemaCase {
  name: string;
  schema: Schema;
  valid: Record<string, unknown>;
  texts: TextField[];
  dates: { path: Path; label: string }[];
}

const owner = { ...OWNER_VALUES, email: 'somchai@example.com' };

const ownerTexts = (withPassword: boolean): TextField[] => [
  { path: ['name'], label: 'Name', max: 200 },
  { path: ['nickName'], label: 'Nickname', max: 200 },
  { path: ['email'], label: 'Email', max: 254, fill: email },
  { path: ['contactNo'], label: 'Contact number', max: 200, fill: digits },
  { path: ['emergencyNo'], label: 'Emergency number', max: 200, fill: digits },
  ...(withPassword ? [{ path: ['password'], label: 'Password', max: 128 }] : []),
  { path: ['passportNo'], label: 'Passport number', max: 200 },
  { path: ['bankAccNo'], label: 'Bank account number', max: 200 },
  { path: ['bankName'], label: 'Bank name', max: 200 },
  { path: ['bankBranch'], label: 'Bank branch', max: 200 },
  { path: ['billingThreshold'], label: 'Billing threshold', max: 200 },
];
const ownerDates = [
  { path: ['dob'], label: 'Date of birth' },
  { path: ['passportExpiry'], label: 'Passport expiry date' },
];

const property = { owner: storedOwner._id, ...PROPERTY_VALUES };
const propertyTexts: TextField[] = [
  { path: ['owner'], label: 'Owner', max: 200 },
  { path: ['name'], label: 'Name', max: 200 },
  { path: ['refId'], label: 'Ref ID', max: 200 },
  { path: ['type'], label: 'Type', max: 200 },
  { path: ['condoName'], label: 'Condo name', max: 200 },
  { path: ['threeSixtyTour'], label: '360° tour', max: 2000, fill: webAddress },
  { path: ['englishLink'], label: 'English link', max: 2000, fill: webAddress },
  { path: ['thaiLink'], label: 'Thai link', max: 2000, fill: webAddress },
  { path: ['address'], label: 'Address', max: 2000, multiline: true },
  { path: ['description'], label: 'Description', max: 2000, multiline: true },
  { path: ['neighbourhood'], label: 'Neighbourhood', max: 200 },
];

const tenant = {
  property: storedProperty._id,
  ...TENANT_VALUES,
  email: 'john@example.com',
  subTenants: [SUB_TENANT_VALUES],
};
const subTenantTexts: TextField[] = [
  { path: ['subTenants', 0, 'firstName'], label: 'Sub-tenant first name', max: 200 },
  { path: ['subTenants', 0, 'nickName'], label: 'Sub-tenant nickname', max: 200 },
  { path: ['subTenants', 0, 'surName'], label: 'Sub-tenant surname', max: 200 },
  { path: ['subTenants', 0, 'email'], label: 'Sub-tenant email', max: 254, fill: email },
  { path: ['subTenants', 0, 'contactNo'], label: 'Sub-tenant contact number', max: 200 },
  { path: ['subTenants', 0, 'whatsAppNo'], label: 'Sub-tenant WhatsApp number', max: 200 },
  { path: ['subTenants', 0, 'nationality'], label: 'Sub-tenant nationality', max: 200 },
  {
    path: ['subTenants', 0, 'homeAddress'],
    label: 'Sub-tenant home address',
    max: 2000,
    multiline: true,
  },
  { path: ['subTenants', 0, 'passport'], label: 'Sub-tenant passport', max: 200 },
];
const tenantTexts = (withPassword: boolean): TextField[] => [
  { path: ['property'], label: 'Property', max: 200 },
  { path: ['firstName'], label: 'First name', max: 200 },
  { path: ['nickName'], label: 'Nickname', max: 200 },
  { path: ['surName'], label: 'Surname', max: 200 },
  { path: ['contactNo'], label: 'Contact number', max: 200 },
  { path: ['whatsAppNo'], label: 'WhatsApp number', max: 200 },
  { path: ['email'], label: 'Email', max: 254, fill: email },
  ...(withPassword ? [{ path: ['password'], label: 'Password', max: 128 }] : []),
  { path: ['nationality'], label: 'Nationality', max: 200 },
  { path: ['homeAddress'], label: 'Home address', max: 2000, multiline: true },
  ...subTenantTexts,
];
const tenantDates = [
  { path: ['dob'], label: 'Date of birth' },
  { path: ['subTenants', 0, 'dob'], label: 'Sub-tenant date of birth' },
];

const contract = {
  ownerId: storedOwner._id,
  propertyId: storedProperty._id,
  tenantId: 'tenant-1',
  ...CONTRACT_VALUES,
  finishDate: '2999-12-31',
};
const contractTexts = (create: boolean): TextField[] => [
  ...(create
    ? [
        { path: ['ownerId'], label: 'Owner', max: 200 },
        { path: ['propertyId'], label: 'Property', max: 200 },
        { path: ['tenantId'], label: 'Tenant', max: 200 },
      ]
    : []),
  { path: ['contractRefName'], label: 'Contract reference name', max: 200 },
  { path: ['rentalPeriod'], label: 'Rental period', max: 200 },
  { path: ['agent', 'name'], label: 'Agent name', max: 200 },
  { path: ['coAgent', 'name'], label: 'Co-agent name', max: 200 },
  { path: ['coAgent', 'company'], label: 'Co-agent company', max: 200 },
];
const contractDates = [
  { path: ['startDate'], label: 'Start date' },
  { path: ['finishDate'], label: 'Finish date' },
];

const { password: _password, ...ownerWithoutPassword } = owner;
const { password: _tenantPassword, ...tenantWithoutPassword } = tenant;
const { ownerId: _o, propertyId: _p, tenantId: _t, ...contractEdit } = contract;

const CASES: SchemaCase[] = [
  {
    name: 'loginSchema',
    schema: loginSchema,
    valid: { email: 'admin@example.com', password: 'secret' },
    texts: [
      { path: ['email'], label: 'Email', max: 254, fill: email },
      { path: ['password'], label: 'Password', max: 128 },
    ],
    dates: [],
  },
  {
    name: 'forgotPasswordSchema',
    schema: forgotPasswordSchema,
    valid: { email: 'admin@example.com' },
    texts: [{ path: ['email'], label: 'Email', max: 254, fill: email }],
    dates: [],
  },
  {
    name: 'verifyCodeSchema',
    schema: verifyCodeSchema,
    valid: { code: '123456' },
    texts: [{ path: ['code'], label: 'Code', max: 200, fill: digits }],
    dates: [],
  },
  {
    name: 'changePasswordSchema',
    schema: changePasswordSchema,
    valid: { email: 'admin@example.com', newPassword: 'new-secret', confirmPassword: 'new-secret' },
    texts: [
      { path: ['email'], label: 'Email', max: 254, fill: email },
      { path: ['newPassword'], label: 'New password', max: 128, same: [['confirmPassword']] },
      { path: ['confirmPassword'], label: 'Password confirmation', max: 128, same: [['newPassword']] },
    ],
    dates: [],
  },
  {
    name: 'ownerCreateSchema',
    schema: ownerCreateSchema,
    valid: owner,
    texts: ownerTexts(true),
    dates: ownerDates,
  },
  {
    name: 'ownerUpdateSchema',
    schema: ownerUpdateSchema,
    valid: ownerWithoutPassword,
    texts: ownerTexts(false),
    dates: ownerDates,
  },
  {
    name: 'propertyCreateSchema',
    schema: propertyCreateSchema,
    valid: property,
    texts: propertyTexts,
    dates: [{ path: ['billingDate'], label: 'Billing date' }],
  },
  {
    name: 'propertyUpdateSchema',
    schema: propertyUpdateSchema,
    valid: property,
    texts: propertyTexts,
    dates: [{ path: ['billingDate'], label: 'Billing date' }],
  },
  {
    name: 'tenantCreateSchema',
    schema: tenantCreateSchema,
    valid: tenant,
    texts: tenantTexts(true),
    dates: tenantDates,
  },
  {
    name: 'tenantUpdateSchema',
    schema: tenantUpdateSchema,
    valid: tenantWithoutPassword,
    texts: [...tenantTexts(false), { path: ['subTenants', 0, '_id'], label: 'Sub-tenant id', max: 200 }],
    dates: tenantDates,
  },
  {
    name: 'contractCreateSchema',
    schema: contractCreateSchema,
    valid: contract,
    texts: contractTexts(true),
    dates: contractDates,
  },
  {
    name: 'contractUpdateSchema',
    schema: contractUpdateSchema,
    valid: contractEdit,
    texts: contractTexts(false),
    dates: contractDates,
  },
];

/** A deep copy of `value` with `path` set to `field`. */
function withValue(value: Record<string, unknown>, path: Path, field: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = field;
  return copy;
}

/** The first message reported at exactly `path`, or undefined when that field is accepted. */
function messageAt(schema: Schema, input: unknown, path: Path): string | undefined {
  const result = z.safeParse(schema, input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path.join('.'))?.message;
}

function fieldInput(testCase: SchemaCase, field: TextField, value: unknown) {
  let input = withValue(testCase.valid, field.path, value);
  for (const other of field.same ?? []) input = withValue(input, other, value);
  return input;
}

/** Each field with its path as a name, for the test titles. */
const named = <T extends { path: Path }>(fields: T[]) =>
  fields.map((field) => ({ ...field, name: field.path.join('.') }));

describe.each(CASES)('$name', (testCase) => {
  it('accepts the valid example', () => {
    expect(z.safeParse(testCase.schema, testCase.valid).success).toBe(true);
  });

  describe.each(named(testCase.texts))('$name ($label)', (field) => {
    const fill = field.fill ?? letters;
    const message = (value: unknown) =>
      messageAt(testCase.schema, fieldInput(testCase, field, value), field.path);

    it(`accepts ${field.max} characters and refuses ${field.max + 1} with a message naming the field`, () => {
      const longest = fill(field.max);
      expect(longest).toHaveLength(field.max);
      expect(message(longest)).toBeUndefined();
      expect(message(fill(field.max + 1))).toBe(`${field.label} must be at most ${field.max} characters.`);
      expect(message(fill(6000))).toBe(`${field.label} must be at most ${field.max} characters.`);
    });

    it.each([
      ['NUL', '\u0000'],
      ['ESC', '\u001b'],
      ['DEL', '\u007f'],
      ['C1 NEL', '\u0085'],
      ['C1 CSI', '\u009b'],
    ])('refuses a %s character', (_name, character) => {
      expect(message(`${fill(4)}${character}${fill(4)}`)).toBe(
        `${field.label} must not contain control characters.`,
      );
    });

    it.each([
      ['tab', '\t'],
      ['LF', '\n'],
      ['CRLF', '\r\n'],
    ])(`${field.multiline ? 'allows' : 'refuses'} a %s inside the text`, (_name, character) => {
      expect(message(`${fill(4)}${character}${fill(4)}`)).toBe(
        field.multiline ? undefined : `${field.label} must not contain control characters.`,
      );
    });

    it('names the field when the value is not text', () => {
      const expected =
        field.label === 'Rental period'
          ? 'Rental period must be text or a number.'
          : `${field.label} must be text.`;
      for (const value of [...(field.label === 'Rental period' ? [] : [12]), true, ['a'], { a: 1 }]) {
        expect(message(value)).toBe(expected);
      }
    });
  });

  it.each(named(testCase.texts.filter((field) => !field.fill)))(
    '$name accepts other unicode (Thai, emoji, accents)',
    (field) => {
      const input = fieldInput(testCase, field, 'สวัสดี 🏠 Zoë');
      expect(messageAt(testCase.schema, input, field.path)).toBeUndefined();
    },
  );

  describe.each(named(testCase.dates))('$name ($label)', (field) => {
    const message = (value: unknown) =>
      messageAt(testCase.schema, withValue(testCase.valid, field.path, value), field.path);
    const invalid = `${field.label} must be a valid date (yyyy-mm-dd, years 1900 to 2999)`;

    it.each(['1900-01-01', '2000-02-29', '2999-12-31'])('accepts %s', (value) => {
      // A contract's finish date must also come after its start date: that is another rule.
      expect([undefined, 'Finish date must be after the start date']).toContain(message(value));
    });

    it.each([
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '3000-01-01',
      '9999-12-31',
      '20244-01-01',
      '2023-02-29',
      '2024-1-1',
      `2024-01-01${'0'.repeat(5000)}`,
      '2024-01-01\u0000',
    ])('refuses %s with its message', (value) => {
      expect(message(value)).toBe(invalid);
    });

    it('names the field when the value is not text', () => {
      for (const value of [20240101, true, ['2024-01-01']]) {
        expect(message(value)).toBe(`${field.label} must be text.`);
      }
    });
  });
});

describe('every string the shared schemas accept has a maximum length', () => {
  /** Every `type: string` without an enum in the JSON Schema of `schema`, with its path. */
  function unboundedStrings(schema: Schema): string[] {
    const found: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (
        record.type === 'string' &&
        !('enum' in record) &&
        !('const' in record) &&
        !('maxLength' in record)
      ) {
        found.push(path || '(root)');
      }
      for (const [key, child] of Object.entries(record)) {
        if (Array.isArray(child)) {
          for (const [index, item] of child.entries()) visit(item, `${path}/${key}/${index}`);
        } else if (child && typeof child === 'object') {
          visit(child, `${path}/${key}`);
        }
      }
    };
    visit(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '');
    return found;
  }

  it.each(CASES)('$name', ({ schema }) => {
    expect(unboundedStrings(schema)).toEqual([]);
  });
});

describe('JSON numbers where a field is numeric in meaning', () => {
  it('rentalPeriod: a number is taken as text ("12"), a text stays as it is', () => {
    expect(contractCreateSchema.parse({ ...contract, rentalPeriod: 12 }).rentalPeriod).toBe('12');
    expect(contractUpdateSchema.parse({ rentalPeriod: 1.5 }).rentalPeriod).toBe('1.5');
    expect(contractUpdateSchema.parse({ rentalPeriod: ' 12 months ' }).rentalPeriod).toBe('12 months');
    expect(contractUpdateSchema.parse({ rentalPeriod: '' }).rentalPeriod).toBeUndefined();
  });

  it('rentalPeriod: anything else is refused with a message naming the field', () => {
    for (const value of [true, null, [12], { months: 12 }]) {
      expect(messageAt(contractUpdateSchema, { rentalPeriod: value }, ['rentalPeriod'])).toBe(
        'Rental period must be text or a number.',
      );
    }
  });

  it.each([
    ['depositAmount', 50000, '50,000'],
    ['rentalRateInMonths', 25000, '25000'],
    ['numberOfTenants', 2, '2'],
    ['bahtMaintainanceThreshold', 1500, '1,500'],
    ['maintenanceThreshold', 0, '0'],
  ])('%s: the number %d and the text "%s" mean the same', (field, number, text) => {
    const fromNumber = contractUpdateSchema.parse({ [field]: number }) as Record<string, unknown>;
    const fromText = contractUpdateSchema.parse({ [field]: text }) as Record<string, unknown>;
    expect(fromNumber[field]).toBe(number);
    expect(fromText[field]).toBe(number);
  });

  it('an amount given as a very long text is refused with its own message', () => {
    expect(messageAt(contractUpdateSchema, { depositAmount: '1'.repeat(5000) }, ['depositAmount'])).toBe(
      'Deposit amount must be a number of 0 or more',
    );
  });
});
