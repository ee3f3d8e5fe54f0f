// Made at first use: the first number format of a page loads the browser's number data, 75 ms of a phone's main
// thread (4x CPU), which pages that show no amount (the forms) need not pay while they load.
const AMOUNT_FORMATS = {
  grouped: { maximumFractionDigits: 2 },
  dollars: { style: 'currency', currency: 'USD' },
} satisfies Record<string, Intl.NumberFormatOptions>;
const madeFormats = new Map<keyof typeof AMOUNT_FORMATS, Intl.NumberFormat>();

function amountFormat(kind: keyof typeof AMOUNT_FORMATS): Intl.NumberFormat {
  let format = madeFormats.get(kind);
  if (!format) {
    format = new Intl.NumberFormat('en-US', AMOUNT_FORMATS[kind]);
    madeFormats.set(kind, format);
  }
  return format;
}

/**
 * An amount as the screens show it: thousands grouped, at most two decimals (35000 -> "35,000",
 * 1500.5 -> "1,500.5"); with `currency`, in dollars and cents as the dashboard's sample data reads
 * (12500 -> "$12,500.00", SPEC 9). Nothing for a missing amount; a stored text that is no number shows as it is.
 */
export function formatAmount(
  value: number | string | null | undefined,
  { currency = false }: { currency?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return amountFormat(currency ? 'dollars' : 'grouped').format(number);
}

/** The day of a stored date or timestamp, as the date fields and details pages show it: "1990-01-15". */
export function dateOnly(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A timestamp in the viewer's time, to the minute: "2025-01-31 09:15". */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `${day} ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}
