// An amount as the screens write it: one function for the pages (@pm/ui's formatAmount) and for the server, which
// writes amounts into a list's first paint as the page would (first-paint-rows.mjs).

/**
 * `number` as Intl.NumberFormat('en-US') draws it with at most `decimals` places (at least `minimumDecimals`):
 * rounded half away from zero on its shortest decimal form, as Intl rounds (1.005 -> "1.01"), thousands grouped.
 * Written out because the first Intl.NumberFormat of a page loads the browser's number data: 21 ms of this
 * machine's main thread, 84 ms on Lighthouse's phone, in the middle of drawing a list's first rows. Numbers whose
 * shortest form has an exponent (below 1e-6, from 1e21) go to Intl itself.
 * @param {number} number
 * @param {number} decimals
 * @param {number} minimumDecimals
 * @returns {string}
 */
function intlLikeDecimal(number, decimals, minimumDecimals) {
  const shortest = String(Math.abs(number));
  if (!/^\d+(\.\d+)?$/.test(shortest)) {
    const options = { minimumFractionDigits: minimumDecimals, maximumFractionDigits: decimals };
    return new Intl.NumberFormat('en-US', options).format(Math.abs(number));
  }
  const [whole, fraction = ''] = shortest.split('.');
  const roundsUp = Number(fraction[decimals] ?? 0) >= 5;
  const scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + (roundsUp ? 1n : 0n);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const wholeDigits = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  const fractionDigits = digits
    .slice(digits.length - decimals)
    .replace(/0+$/, '')
    .padEnd(minimumDecimals, '0');
  return fractionDigits ? `${wholeDigits}.${fractionDigits}` : wholeDigits;
}

/**
 * An amount as the screens show it: thousands grouped, at most two decimals (35000 -> "35,000",
 * 1500.5 -> "1,500.5"); with `currency`, in dollars and cents as the dashboard's sample data reads
 * (12500 -> "$12,500.00", SPEC 9). Nothing for a missing amount; a stored text that is no number shows as it is.
 * @param {number | string | null | undefined} value
 * @param {{ currency?: boolean }} [options]
 * @returns {string}
 */
export function formatAmount(value, { currency = false } = {}) {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  return currency ? `${sign}$${intlLikeDecimal(number, 2, 2)}` : `${sign}${intlLikeDecimal(number, 2, 0)}`;
}
