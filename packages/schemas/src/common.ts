import { z } from 'zod';
import { fieldMessages, hasControlCharacter, isDateInRange, MAX_LENGTH, type TextRules } from './text-rules';

export {
  fieldMessages,
  hasControlCharacter,
  isCalendarDate,
  isDateInRange,
  MAX_LENGTH,
  MAX_YEAR,
  MIN_YEAR,
  type TextRules,
} from './text-rules';

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
