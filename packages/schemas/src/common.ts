import { z } from 'zod';

/** A yyyy-mm-dd calendar date that exists (2024-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A trimmed text that must not be empty; the same message for a missing value and an empty one. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A trimmed text where an empty value counts as "not given": the output is then undefined. */
export function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined);
}

/** A required yyyy-mm-dd date. */
export function requiredDate(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).refine(isCalendarDate, { error: invalidMessage });
}

/** An optional yyyy-mm-dd date; empty means "not given". */
export function optionalDate(invalidMessage: string) {
  return optionalText().refine((value) => value === undefined || isCalendarDate(value), {
    error: invalidMessage,
  });
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
