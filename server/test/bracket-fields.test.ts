import { describe, expect, it } from 'vitest';
import { BracketFieldError, nestBracketFields, splitBracketName } from '../src/http/bracket-fields';

describe('splitBracketName', () => {
  it('splits bracket names and keeps other names whole', () => {
    expect(splitBracketName('subTenants[0][firstName]')).toEqual(['subTenants', '0', 'firstName']);
    expect(splitBracketName('location[latitude]')).toEqual(['location', 'latitude']);
    expect(splitBracketName('email')).toEqual(['email']);
    expect(splitBracketName('broken[name')).toEqual(['broken[name']);
    expect(splitBracketName('images[]')).toEqual(['images[]']);
  });
});

describe('nestBracketFields', () => {
  it('nests groups, turns numbered groups into arrays in number order and keeps plain names', () => {
    expect(
      nestBracketFields({
        email: 'a@b.co',
        'subTenants[1][firstName]': 'Second',
        'subTenants[0][firstName]': 'First',
        'subTenants[0][nickName]': 'F',
        'subTenants[10][firstName]': 'Third',
        'location[latitude]': '13.7',
      }),
    ).toEqual({
      email: 'a@b.co',
      subTenants: [{ firstName: 'First', nickName: 'F' }, { firstName: 'Second' }, { firstName: 'Third' }],
      location: { latitude: '13.7' },
    });
  });

  it('carries values of any type', () => {
    const bytes = Buffer.from('x');
    expect(nestBracketFields({ 'a[0][file]': bytes })).toEqual({ a: [{ file: bytes }] });
  });

  it('answers 400 for a name used as a value and as a group, and for prototype keys', () => {
    expect(() => nestBracketFields({ subTenants: '', 'subTenants[0][firstName]': 'x' })).toThrow(
      BracketFieldError,
    );
    for (const name of ['__proto__[polluted]', 'a[__proto__][polluted]', 'a[constructor]']) {
      let caught: unknown;
      try {
        nestBracketFields({ [name]: 'yes' });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(BracketFieldError);
      expect((caught as BracketFieldError).statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
