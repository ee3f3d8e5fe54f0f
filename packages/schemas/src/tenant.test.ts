import { describe, expect, it } from 'vitest';
import { emptyEditCase, messageAt } from '../test/messages';
import { REQUIRED_MESSAGES, SUB_TENANT_VALUES, storedProperty, TENANT_VALUES } from '../test/valid-records';
import { subTenantCreateSchema, tenantCreateSchema, tenantUpdateSchema } from './tenant';
import { isFileUrl, TENANT_TEXT_FIELDS } from './tenant-fields';

const validTenant = { property: storedProperty._id, ...TENANT_VALUES, email: 'john@example.com' };
/** A sub-tenant with only the required fields filled. */
const validSubTenant = { ...SUB_TENANT_VALUES, email: '', passport: '' };

describe('tenantCreateSchema (SPEC 5 "Add Tenant")', () => {
  it('accepts a complete tenant without sub-tenants, trims texts and gives an empty sub-tenant list', () => {
    const result = tenantCreateSchema.parse({ ...validTenant, firstName: '  John ' });
    expect(result.firstName).toBe('John');
    expect(result.subTenants).toEqual([]);
  });

  it.each(REQUIRED_MESSAGES.tenant)('%s: an empty, blank or missing value gives "%s"', (field, message) => {
    expect(messageAt(tenantCreateSchema, { ...validTenant, [field]: '' }, field)).toBe(message);
    expect(messageAt(tenantCreateSchema, { ...validTenant, [field]: '   ' }, field)).toBe(message);
    const { [field as keyof typeof validTenant]: _removed, ...withoutField } = validTenant;
    expect(messageAt(tenantCreateSchema, withoutField, field)).toBe(message);
  });

  it('email: a badly formed address gives "Invalid email format" (and only the required text when empty)', () => {
    expect(messageAt(tenantCreateSchema, { ...validTenant, email: 'john.example.com' }, 'email')).toBe(
      'Invalid email format',
    );
    const result = tenantCreateSchema.safeParse({ ...validTenant, email: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Email is required']);
  });

  it('dob must be a real yyyy-mm-dd date', () => {
    expect(messageAt(tenantCreateSchema, { ...validTenant, dob: '1990-02-30' }, 'dob')).toBe(
      'Date of birth must be a valid date (yyyy-mm-dd, years 1900 to 2999)',
    );
  });

  it('the (prefilled) password is required, at least 8 characters, and kept as typed', () => {
    expect(messageAt(tenantCreateSchema, { ...validTenant, password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(messageAt(tenantCreateSchema, { ...validTenant, password: 'short' }, 'password')).toBe(
      'Password must be at least 8 characters',
    );
    expect(tenantCreateSchema.parse({ ...validTenant, password: ' spaced pass ' }).password).toBe(
      ' spaced pass ',
    );
  });

  it('reports every required field of an empty form, in form order', () => {
    const result = tenantCreateSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([...TENANT_TEXT_FIELDS]);
  });

  it('keeps sub-tenants in order and leaves their optional fields undefined when empty', () => {
    const result = tenantCreateSchema.parse({
      ...validTenant,
      subTenants: [validSubTenant, { ...validSubTenant, firstName: 'Somsak', passport: 'P123' }],
    });
    expect(result.subTenants.map((subTenant) => subTenant.firstName)).toEqual(['Mali', 'Somsak']);
    expect(result.subTenants[0]).toMatchObject({
      email: undefined,
      whatsAppNo: undefined,
      passport: undefined,
    });
    expect(result.subTenants[1].passport).toBe('P123');
  });

  it('rejects a sub-tenant that is not a group of fields', () => {
    expect(messageAt(tenantCreateSchema, { ...validTenant, subTenants: ['x'] }, 'subTenants', 0)).toBe(
      'Send each sub-tenant as subTenants[i][field] fields.',
    );
    expect(messageAt(tenantUpdateSchema, { subTenants: ['x'] }, 'subTenants', 0)).toBe(
      'Send each sub-tenant as subTenants[i][field] fields.',
    );
  });

  it('rejects sub-tenants that are not a list', () => {
    expect(messageAt(tenantCreateSchema, { ...validTenant, subTenants: 'x' }, 'subTenants')).toBe(
      'Sub tenants must be a list',
    );
  });
});

describe('subTenantCreateSchema (SPEC 5 "Add Tenant", sub-tenant)', () => {
  it.each(REQUIRED_MESSAGES.subTenant)(
    '%s is required: "%s", also inside the tenant at subTenants[i]',
    (field, message) => {
      expect(messageAt(subTenantCreateSchema, { ...validSubTenant, [field]: ' ' }, field)).toBe(message);
      const tenant = { ...validTenant, subTenants: [validSubTenant, { ...validSubTenant, [field]: '' }] };
      expect(messageAt(tenantCreateSchema, tenant, 'subTenants', 1, field)).toBe(message);
    },
  );

  it('whatsAppNo, email and passport are optional', () => {
    const { whatsAppNo: _w, email: _e, passport: _p, ...required } = validSubTenant;
    expect(subTenantCreateSchema.safeParse(required).success).toBe(true);
  });

  it('an email, when given, must be well formed', () => {
    expect(messageAt(subTenantCreateSchema, { ...validSubTenant, email: 'mali@' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(subTenantCreateSchema.parse({ ...validSubTenant, email: 'mali@example.com' }).email).toBe(
      'mali@example.com',
    );
  });
});

describe('tenantUpdateSchema (SPEC 5 "Edit Tenant")', () => {
  emptyEditCase(tenantUpdateSchema, { firstName: '', nickName: '  ', dob: '', email: '', property: '' });

  it('checks only the email format', () => {
    expect(messageAt(tenantUpdateSchema, { email: 'nope' }, 'email')).toBe('Invalid email format');
    expect(tenantUpdateSchema.parse({ email: ' new@example.com ', nickName: ' J ' })).toMatchObject({
      email: 'new@example.com',
      nickName: 'J',
    });
  });

  it('sub-tenants: absent or the empty text name none; a list names some (every field optional)', () => {
    expect(tenantUpdateSchema.parse({}).subTenants).toBeUndefined();
    expect(tenantUpdateSchema.parse({ subTenants: '' }).subTenants).toEqual([]);
    const result = tenantUpdateSchema.parse({ subTenants: [{ _id: 'a', firstName: '', nickName: 'New' }] });
    expect(result.subTenants).toEqual([
      expect.objectContaining({ _id: 'a', firstName: undefined, nickName: 'New' }),
    ]);
    expect(messageAt(tenantUpdateSchema, { subTenants: [{ email: 'bad' }] }, 'subTenants', 0, 'email')).toBe(
      'Invalid email format',
    );
  });

  it("sub-tenants: _remove 'true' marks one for removal; absent, '' or 'false' does not", () => {
    const result = tenantUpdateSchema.parse({
      subTenants: [
        { _id: 'a', _remove: 'true' },
        { _id: 'b', _remove: 'false' },
        { _id: 'c', _remove: '' },
        {},
      ],
    });
    expect(result.subTenants?.map((entry) => entry._remove)).toEqual([true, false, false, false]);
    expect(
      messageAt(tenantUpdateSchema, { subTenants: [{ _remove: 'yes' }] }, 'subTenants', 0, '_remove'),
    ).toBe('Sub-tenant _remove must be true or false');
  });

  it('a date, when given, must be real', () => {
    expect(messageAt(tenantUpdateSchema, { dob: '31/01/1990' }, 'dob')).toBe(
      'Date of birth must be a valid date (yyyy-mm-dd, years 1900 to 2999)',
    );
  });
});

describe('isFileUrl', () => {
  it('tells an uploaded passport file from a typed passport number', () => {
    expect(isFileUrl('/api/files/abc.pdf')).toBe(true);
    expect(isFileUrl('AA123456')).toBe(false);
    expect(isFileUrl(null)).toBe(false);
  });
});

describe('the sub-tenant limit', () => {
  it('allows at most 10 sub-tenants, on create and on edit', () => {
    const eleven = Array.from({ length: 11 }, () => validSubTenant);
    expect(messageAt(tenantCreateSchema, { ...validTenant, subTenants: eleven }, 'subTenants')).toBe(
      'A tenant can have at most 10 sub-tenants.',
    );
    expect(tenantCreateSchema.safeParse({ ...validTenant, subTenants: eleven.slice(1) }).success).toBe(true);
    expect(messageAt(tenantUpdateSchema, { subTenants: eleven }, 'subTenants')).toBe(
      'A tenant can have at most 10 sub-tenants.',
    );
  });
});
