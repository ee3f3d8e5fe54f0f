import { describe, expect, it } from 'vitest';
import { emptyEditCase, messageAt } from '../test/messages';
import { PROPERTY_VALUES, REQUIRED_MESSAGES, storedOwner } from '../test/valid-records';
import { propertyCreateSchema, propertyUpdateSchema } from './property';
import { PROPERTY_MESSAGES, propertyFieldsFromMultipart } from './property-fields';

/** Every field filled; an http link, a negative longitude and a two-line description are valid too. */
const validProperty = {
  owner: storedOwner._id,
  ...PROPERTY_VALUES,
  status: 'on hold',
  thaiLink: 'http://example.com/th',
  description: 'Bright\nand quiet',
  longitude: '-100.5018',
  managementFee: '1500.50',
};

const createMessage = (values: object, field: string) => messageAt(propertyCreateSchema, values, field);
const updateMessage = (values: object, field: string) => messageAt(propertyUpdateSchema, values, field);

describe('propertyCreateSchema ("Add Property")', () => {
  it('accepts a complete property and turns numbers typed as text into numbers', () => {
    const result = propertyCreateSchema.parse({ ...validProperty, name: '  Sukhumvit Suite ' });
    expect(result).toMatchObject({
      name: 'Sukhumvit Suite',
      size: 65.5,
      rooms: 3,
      latitude: 13.7563,
      longitude: -100.5018,
      monthlyRent: 35000,
      managementFee: 1500.5,
      status: 'on hold',
      billingDate: '2025-01-05',
    });
  });

  it('needs only owner and name; empty optional fields become undefined', () => {
    const result = propertyCreateSchema.parse({ owner: 'o1', name: 'A', size: '', status: ' ', refId: '' });
    expect(result.size).toBeUndefined();
    expect(result.status).toBeUndefined();
    expect(result.refId).toBeUndefined();
  });

  it.each(REQUIRED_MESSAGES.property)('%s: an empty, blank or missing value gives "%s"', (field, message) => {
    expect(createMessage({ ...validProperty, [field]: '' }, field)).toBe(message);
    expect(createMessage({ ...validProperty, [field]: '   ' }, field)).toBe(message);
    const { [field as keyof typeof validProperty]: _removed, ...without } = validProperty;
    expect(createMessage(without, field)).toBe(message);
  });

  it.each([
    ['size', ['abc', '12 sqm', '-1', '1e3', '2000000000000']],
    ['rooms', ['two', '2.5', '-1', '1001']],
    ['bedrooms', ['x']],
    ['bathrooms', ['1.5']],
    ['floors', ['-2']],
    ['latitude', ['north', '91', '-90.5']],
    ['longitude', ['east', '181']],
    ['monthlyRent', ['35,000', '$100']],
    ['estimatedRent', ['a lot']],
    ['managementFee', ['-5']],
  ])('%s: a value that is not a number in range gives its message', (field, values) => {
    for (const value of values) {
      expect(createMessage({ ...validProperty, [field]: value }, field)).toBe(
        PROPERTY_MESSAGES[field as keyof typeof PROPERTY_MESSAGES],
      );
    }
  });

  it('status must be one of closed, rented, available, on hold', () => {
    for (const status of ['closed', 'rented', 'available', 'on hold']) {
      expect(createMessage({ ...validProperty, status }, 'status')).toBeUndefined();
    }
    expect(createMessage({ ...validProperty, status: 'sold' }, 'status')).toBe(
      'Status must be one of: closed, rented, available, on hold',
    );
  });

  it('billingDate must be a real date', () => {
    expect(createMessage({ ...validProperty, billingDate: '2025-02-30' }, 'billingDate')).toBe(
      'Billing date must be a valid date (yyyy-mm-dd, years 1900 to 2999)',
    );
  });

  it('links must be http(s) web addresses', () => {
    expect(createMessage({ ...validProperty, englishLink: 'javascript:alert(1)' }, 'englishLink')).toBe(
      PROPERTY_MESSAGES.englishLink,
    );
    expect(createMessage({ ...validProperty, thaiLink: 'example.com' }, 'thaiLink')).toBe(
      PROPERTY_MESSAGES.thaiLink,
    );
    expect(createMessage({ ...validProperty, threeSixtyTour: 'ftp://x' }, 'threeSixtyTour')).toBe(
      PROPERTY_MESSAGES.threeSixtyTour,
    );
  });
});

describe('propertyUpdateSchema ("Edit Property")', () => {
  emptyEditCase(propertyUpdateSchema, { owner: '', name: '  ', size: '' });

  it('checks the fields that are given with the same rules', () => {
    expect(updateMessage({ rooms: 'many' }, 'rooms')).toBe(PROPERTY_MESSAGES.rooms);
    expect(updateMessage({ status: 'gone' }, 'status')).toBe(PROPERTY_MESSAGES.status);
    expect(propertyUpdateSchema.parse({ monthlyRent: '40000' }).monthlyRent).toBe(40000);
  });
});

describe('propertyFieldsFromMultipart', () => {
  it('maps location[x] and financialInfo[x] back to the flat fields and ignores unknown names', () => {
    expect(
      propertyFieldsFromMultipart({
        name: 'A',
        'location[latitude]': '13.7',
        'financialInfo[monthlyRent]': '100',
        latitude: 'ignored',
        other: 'x',
      }),
    ).toEqual({ name: 'A', latitude: '13.7', monthlyRent: '100' });
  });
});
