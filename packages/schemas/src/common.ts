import { z } from 'zod';

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

/**
 * A string; anything else is refused with "{label} must be text." An absent (or null) value gets
 * `missingMessage` when one is given (a required field's SPEC message).
 */
function textType(label: string, missingMessage?: string) {
  return z.string({
    error: (issue) =>
      missingMessage !== undefined && (issue.input === undefined || issue.input === null)
        ? missingMessage
        : fieldMessages.text(label),
  });
}

/** A trimmed text within its bounds: at most `max` characters and no control character. */
function boundedText(label: string, rules: TextRules, missingMessage?: string) {
  const max = rules.max ?? MAX_LENGTH.short;
  return textType(label, missingMessage)
    .trim()
    .max(max, { error: fieldMessages.tooLong(label, max), abort: true })
    .refine((value) => !hasControlCharacter(value, rules), {
      error: fieldMessages.controlCharacters(label),
      abort: true,
    });
}

/**
 * A trimmed text that must not be empty; the same SPEC message for a missing value and an empty one. Bounded by
 * `rules` (200 characters and a single line unless told otherwise).
 */
export function requiredText(label: string, requiredMessage: string, rules: TextRules = {}) {
  const max = rules.max ?? MAX_LENGTH.short;
  return textType(label, requiredMessage)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: fieldMessages.tooLong(label, max), abort: true })
    .refine((value) => !hasControlCharacter(value, rules), {
      error: fieldMessages.controlCharacters(label),
      abort: true,
    });
}

/** A trimmed text where an empty value counts as "not given": the output is then undefined. Bounded as above. */
export function optionalText(label: string, rules: TextRules = {}) {
  return boundedText(label, rules)
    .optional()
    .transform((value) => value || undefined);
}

/**
 * An optional text that a JSON payload may also send as a number (12 is stored as the text "12"). Anything else
 * is refused with "{label} must be text or a number."; a text gets the messages of optionalText.
 */
export function optionalTextOrNumber(label: string, rules: TextRules = {}) {
  return z.union([z.number().transform((value) => String(value)), optionalText(label, rules)], {
    error: (issue) => {
      // A text that broke a bound: say which bound, not the type.
      if (typeof issue.input === 'string' && issue.code === 'invalid_union') {
        for (const branch of issue.errors) {
          const bound = branch.find((inner) => inner.code !== 'invalid_type');
          if (bound) return bound.message;
        }
      }
      return fieldMessages.textOrNumber(label);
    },
  });
}

/** A required email: the SPEC's messages when missing or badly formed, at most 254 characters. */
export function requiredEmail(label: string, requiredMessage: string, formatMessage: string) {
  return requiredText(label, requiredMessage, { max: MAX_LENGTH.email }).pipe(
    z.email({ error: formatMessage }),
  );
}

/** An optional email: empty means "not given", anything else must be well formed (at most 254 characters). */
export function optionalEmail(label: string, formatMessage: string) {
  return optionalText(label, { max: MAX_LENGTH.email }).refine(
    (value) => value === undefined || z.email().safeParse(value).success,
    { error: formatMessage },
  );
}

/**
 * A text as typed on the sign-in and recovery screens (not trimmed, like the SPEC's rules): required with
 * `requiredMessage`, at least `min` characters with `shortMessage`, at most `max`, no control character.
 */
export function typedText(
  label: string,
  {
    requiredMessage,
    min,
    shortMessage,
    max = MAX_LENGTH.short,
  }: { requiredMessage: string; min: number; shortMessage: string; max?: number },
) {
  return textType(label, requiredMessage)
    .min(1, requiredMessage)
    .min(min, shortMessage)
    .max(max, { error: fieldMessages.tooLong(label, max), abort: true })
    .refine((value) => !hasControlCharacter(value), {
      error: fieldMessages.controlCharacters(label),
      abort: true,
    });
}

/** An email as typed on the sign-in and recovery screens (see typedText), at most 254 characters. */
export function typedEmail(label: string, requiredMessage: string, shortMessage: string) {
  return typedText(label, { requiredMessage, min: 2, shortMessage, max: MAX_LENGTH.email });
}

/**
 * A password exactly as typed (never trimmed): required with `requiredMessage`, at least `min` characters with
 * `shortMessage` (when given), at most 128, no control character.
 */
export function password(
  label: string,
  {
    requiredMessage,
    min = 1,
    shortMessage = requiredMessage,
  }: { requiredMessage: string; min?: number; shortMessage?: string },
) {
  return textType(label, requiredMessage)
    .min(1, { error: requiredMessage, abort: true })
    .min(min, { error: shortMessage, abort: true })
    .max(MAX_LENGTH.password, { error: fieldMessages.tooLong(label, MAX_LENGTH.password), abort: true })
    .refine((value) => !hasControlCharacter(value), {
      error: fieldMessages.controlCharacters(label),
      abort: true,
    });
}

/** A required yyyy-mm-dd date within years 1900 to 2999. */
export function requiredDate(label: string, requiredMessage: string) {
  const invalid = fieldMessages.date(label);
  return textType(label, requiredMessage)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(10, { error: invalid, abort: true })
    .refine(isDateInRange, { error: invalid });
}

/** An optional yyyy-mm-dd date within years 1900 to 2999; empty means "not given". */
export function optionalDate(label: string) {
  const invalid = fieldMessages.date(label);
  return textType(label)
    .trim()
    .max(10, { error: invalid, abort: true })
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isDateInRange(value), { error: invalid });
}

/**
 * A boolean that forms send as a boolean and multipart bodies send as the text 'true' or 'false'.
 * An absent or empty value gives `fallback` (undefined when none is given, meaning "not changed").
 */
export function formBoolean(message: string, fallback?: boolean) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', ''])], { error: message })
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : value === true || value === 'true',
    );
}
