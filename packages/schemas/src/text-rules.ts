// The bounds of every text and date (DESIGN 4 "Input is bounded"), without zod: both flavours of the schemas use
// them (common.ts with zod, typed-text.ts with zod/mini).

/**
 * The most characters a text may have (DESIGN 4 "Input is bounded"). Emails follow RFC 5321's 254; passwords
 * stop at 128 so hashing stays cheap; addresses and descriptions are the long, multi-line texts.
 */
export const MAX_LENGTH = {
  email: 254,
  short: 200,
  long: 2000,
  password: 128,
} as const;

/** Dates lie within these years: a typo such as 0202 or 20244 is refused rather than stored. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** The messages of the bounds, built from the field's label ("Bank name"). */
export const fieldMessages = {
  text: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  controlCharacters: (label: string) => `${label} must not contain control characters.`,
  date: (label: string) => `${label} must be a valid date (yyyy-mm-dd, years ${MIN_YEAR} to ${MAX_YEAR})`,
  textOrNumber: (label: string) => `${label} must be text or a number.`,
};

/** How a text is bounded: `max` characters (after trimming), and whether tab and line breaks are allowed. */
export interface TextRules {
  max?: number;
  /** Addresses and descriptions: tab, CR and LF are allowed; every other control character is not. */
  multiline?: boolean;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether a text holds a control character: C0 (U+0000 to U+001F), DEL (U+007F) or C1 (U+0080 to U+009F).
 * With `multiline`, tab, CR and LF are allowed.
 */
export function hasControlCharacter(value: string, { multiline = false } = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return true;
    }
    if (code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

/** A yyyy-mm-dd calendar date that exists (2024-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date (see isCalendarDate) within years MIN_YEAR to MAX_YEAR. */
export function isDateInRange(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}
