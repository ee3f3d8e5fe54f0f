import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldMessages,
  hasControlCharacter,
  isDateInRange,
  optionalText,
  optionalTextOrNumber,
  requiredText,
} from './common';

describe('hasControlCharacter', () => {
  it.each([
    [0x00, true],
    [0x09, true],
    [0x0a, true],
    [0x1f, true],
    [0x20, false],
    [0x7e, false],
    [0x7f, true],
    [0x80, true],
    [0x9f, true],
    [0xa0, false],
    [0x2028, false],
    [0xfeff, false],
  ])('U+%s on a single line: %s', (code, expected) => {
    expect(hasControlCharacter(`a${String.fromCharCode(code)}b`)).toBe(expected);
  });

  it('allows only tab, CR and LF in multi-line texts', () => {
    expect(hasControlCharacter('a\tb\r\nc\nd', { multiline: true })).toBe(false);
    for (const code of [0x00, 0x0b, 0x0c, 0x1b, 0x7f, 0x85]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`, { multiline: true })).toBe(true);
    }
  });
});

describe('isDateInRange', () => {
  it.each([
    ['1900-01-01', true],
    ['2999-12-31', true],
    ['2024-02-29', true],
    ['1899-12-31', false],
    ['3000-01-01', false],
    ['0000-01-01', false],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['24-01-01', false],
  ])('%s: %s', (value, expected) => {
    expect(isDateInRange(value)).toBe(expected);
  });
});

describe('the text helpers', () => {
  const schema = z.object({
    name: requiredText('Bank name', 'Bank name is required'),
    nickName: optionalText('Nickname', { max: 5 }),
    rentalPeriod: optionalTextOrNumber('Rental period', { max: 5 }),
  });
  const first = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('keep the SPEC message for a missing, empty or blank required text', () => {
    for (const name of [undefined, null, '', '   ']) {
      expect(first({ name })).toBe('Bank name is required');
    }
  });

  it('measure the length after trimming', () => {
    expect(first({ name: `  ${'a'.repeat(200)}  ` })).toBeUndefined();
    expect(first({ name: 'a'.repeat(201) })).toBe('Bank name must be at most 200 characters.');
    expect(first({ name: 'ok', nickName: ' abcde ' })).toBeUndefined();
    expect(first({ name: 'ok', nickName: 'abcdef' })).toBe(fieldMessages.tooLong('Nickname', 5));
  });

  it('name the field for a value of another type', () => {
    expect(first({ name: 5 })).toBe('Bank name must be text.');
    expect(first({ name: 'ok', nickName: false })).toBe('Nickname must be text.');
    expect(first({ name: 'ok', rentalPeriod: false })).toBe('Rental period must be text or a number.');
  });

  it('give a text-or-number field the bounds of its text', () => {
    expect(schema.parse({ name: 'ok', rentalPeriod: 12 }).rentalPeriod).toBe('12');
    expect(first({ name: 'ok', rentalPeriod: 'abcdef' })).toBe('Rental period must be at most 5 characters.');
    expect(first({ name: 'ok', rentalPeriod: 'a\u0000' })).toBe(
      'Rental period must not contain control characters.',
    );
  });
});
