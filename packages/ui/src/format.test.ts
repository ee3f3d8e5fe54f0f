import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts as people type them (cents, halves of cents) and any number a double holds. */
const amounts = fc.oneof(
  fc.integer({ min: -1e9, max: 1e12 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 1e9 }).map((tenths) => tenths / 1000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1.005, 2.675, 0.285, 999.995, 999_999.995, 1e-7, 1e21, 123_456_789.005),
);

describe('formatAmount', () => {
  it('draws every amount exactly as Intl.NumberFormat en-US does, grouped and in dollars', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatAmount(amount)).toBe(grouped.format(amount));
        expect(formatAmount(amount, { currency: true })).toBe(dollars.format(amount));
        expect(formatAmount(String(amount))).toBe(grouped.format(Number(String(amount))));
      }),
      { numRuns: 20_000 },
    );
  });

  it('draws the screens\u2019 examples', () => {
    expect(formatAmount(35000)).toBe('35,000');
    expect(formatAmount('1500.5')).toBe('1,500.5');
    expect(formatAmount(12500, { currency: true })).toBe('$12,500.00');
    expect(formatAmount(1.005)).toBe('1.01');
  });

  it('draws nothing for a missing amount and a stored text that is no number as it is', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('about 5k')).toBe('about 5k');
  });
});
