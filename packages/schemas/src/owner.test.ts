import { describe, expect, it } from 'vitest';
import { emptyEditCase, messageAt } from '../test/messages';
import { OWNER_VALUES, REQUIRED_MESSAGES } from '../test/valid-records';
import { ownerCreateSchema, ownerUpdateSchema } from './owner';
import { OWNER_TEXT_FIELDS } from './owner-fields';

const createMessage = (values: object, field: string) => messageAt(ownerCreateSchema, values, field);
const updateMessage = (values: object, field: string) => messageAt(ownerUpdateSchema, values, field);

/** An owner with only the required fields: no billing threshold, the settings left to their defaults. */
const { billingThreshold: _threshold, payGovtTax: _tax, payCommonAreaFee: _fee, ...required } = OWNER_VALUES;
const validOwner = { ...required, email: 'somchai@example.com' };

describe('ownerCreateSchema (SPEC 5 "Add Owner")', () => {
  it('accepts a complete owner, trims texts and turns both settings on by default', () => {
    const result = ownerCreateSchema.parse({ ...validOwner, name: '  Somchai Jaidee  ' });
    expect(result.name).toBe('Somchai Jaidee');
    expect(result.payGovtTax).toBe(true);
    expect(result.payCommonAreaFee).toBe(true);
    expect(result.billingThreshold).toBeUndefined();
  });

  it.each(REQUIRED_MESSAGES.owner)('%s: an empty, blank or missing value gives "%s"', (field, message) => {
    expect(createMessage({ ...validOwner, [field]: '' }, field)).toBe(message);
    if (field !== 'password') expect(createMessage({ ...validOwner, [field]: '   ' }, field)).toBe(message);
    const { [field as keyof typeof validOwner]: _removed, ...withoutField } = validOwner;
    expect(createMessage(withoutField, field)).toBe(message);
  });

  it('reports only the required message for an empty field, never the format one as well', () => {
    const result = ownerCreateSchema.safeParse({ ...validOwner, email: '', contactNo: '' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Email is required', 'Contact number is required']);
  });

  it('email: a badly formed address gives "Invalid email format"', () => {
    expect(createMessage({ ...validOwner, email: 'somchai.example.com' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(createMessage({ ...validOwner, email: 'somchai@' }, 'email')).toBe('Invalid email format');
    expect(createMessage({ ...validOwner, email: ' somchai@example.com ' }, 'email')).toBeUndefined();
  });

  it('contactNo: anything but digits gives "Contact number must be a number"', () => {
    for (const value of ['08-1234', '+66812345678', 'abc', '12 34', '1.5']) {
      expect(createMessage({ ...validOwner, contactNo: value }, 'contactNo')).toBe(
        'Contact number must be a number',
      );
    }
  });

  it('emergencyNo: anything but digits gives "Emergency number must be a number"', () => {
    for (const value of ['08-1234', '+66812345678', 'abc']) {
      expect(createMessage({ ...validOwner, emergencyNo: value }, 'emergencyNo')).toBe(
        'Emergency number must be a number',
      );
    }
  });

  it('password: fewer than 8 characters gives "Password must be at least 8 characters"', () => {
    expect(createMessage({ ...validOwner, password: '1234567' }, 'password')).toBe(
      'Password must be at least 8 characters',
    );
    expect(createMessage({ ...validOwner, password: '12345678' }, 'password')).toBeUndefined();
  });

  it('dob and passportExpiry must be real yyyy-mm-dd dates', () => {
    expect(createMessage({ ...validOwner, dob: '12/04/1980' }, 'dob')).toMatch(/valid date/);
    expect(createMessage({ ...validOwner, dob: '1980-02-30' }, 'dob')).toMatch(/valid date/);
    expect(createMessage({ ...validOwner, passportExpiry: 'soon' }, 'passportExpiry')).toMatch(/valid date/);
  });

  it('billingThreshold and the settings need no value; the settings accept multipart text', () => {
    const result = ownerCreateSchema.parse({
      ...validOwner,
      billingThreshold: '5000',
      payGovtTax: 'false',
      payCommonAreaFee: 'true',
    });
    expect(result).toMatchObject({ billingThreshold: '5000', payGovtTax: false, payCommonAreaFee: true });
    expect(ownerCreateSchema.parse({ ...validOwner, payGovtTax: false }).payGovtTax).toBe(false);
    expect(createMessage({ ...validOwner, payGovtTax: 'maybe' }, 'payGovtTax')).toBe(
      'payGovtTax must be true or false',
    );
  });

  it('reports every required field of an empty form', () => {
    const result = ownerCreateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path[0])).toEqual(
      OWNER_TEXT_FIELDS.filter((field) => field !== 'billingThreshold'),
    );
  });
});

describe('ownerUpdateSchema (SPEC 5 "Update Owner")', () => {
  it('contactNo: anything but digits gives "Contact number must be a number"', () => {
    expect(updateMessage({ contactNo: '08-1234' }, 'contactNo')).toBe('Contact number must be a number');
    expect(updateMessage({ contactNo: 'abc' }, 'contactNo')).toBe('Contact number must be a number');
    expect(ownerUpdateSchema.parse({ contactNo: '0812345678' }).contactNo).toBe('0812345678');
  });

  it('emergencyNo: anything but digits gives "Emergency number must be a number"', () => {
    expect(updateMessage({ emergencyNo: '+66 89' }, 'emergencyNo')).toBe('Emergency number must be a number');
    expect(ownerUpdateSchema.parse({ emergencyNo: '0898765432' }).emergencyNo).toBe('0898765432');
  });

  emptyEditCase(ownerUpdateSchema, { name: '', contactNo: '', emergencyNo: '  ', dob: '', payGovtTax: '' });

  it('keeps given values and reads the multipart settings', () => {
    expect(
      ownerUpdateSchema.parse({ bankName: ' SCB ', payGovtTax: 'false', payCommonAreaFee: true }),
    ).toMatchObject({
      bankName: 'SCB',
      payGovtTax: false,
      payCommonAreaFee: true,
    });
  });

  it('an email, when given, must be well formed', () => {
    expect(updateMessage({ email: 'nope' }, 'email')).toBe('Invalid email format');
    expect(updateMessage({ email: 'new@example.com' }, 'email')).toBeUndefined();
  });
});
