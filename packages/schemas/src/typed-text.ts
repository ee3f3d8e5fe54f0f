// Texts as typed on the sign-in and recovery screens, in zod/mini: /login is the lightest page of the product, and
// zod/mini's functions are tree-shaken to what these schemas use (the other schemas use zod's classic API).
import * as z from 'zod/mini';
import { fieldMessages, hasControlCharacter, MAX_LENGTH } from './text-rules';

/**
 * A string; anything else is refused with "{label} must be text.", an absent (or null) value with
 * `requiredMessage` (the SPEC's message).
 */
function typedString(label: string, requiredMessage: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : fieldMessages.text(label),
  });
}

const noControlCharacter = (label: string) =>
  z.refine<string>((value) => !hasControlCharacter(value), {
    error: fieldMessages.controlCharacters(label),
    abort: true,
  });

/**
 * A text as typed (not trimmed, like the SPEC's rules): required with `requiredMessage`, at least `min`
 * characters with `shortMessage`, at most `max`, no control character.
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
  return typedString(label, requiredMessage).check(
    z.minLength(1, requiredMessage),
    z.minLength(min, shortMessage),
    z.maxLength(max, { error: fieldMessages.tooLong(label, max), abort: true }),
    noControlCharacter(label),
  );
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
  return typedString(label, requiredMessage).check(
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.minLength(min, { error: shortMessage, abort: true }),
    z.maxLength(MAX_LENGTH.password, {
      error: fieldMessages.tooLong(label, MAX_LENGTH.password),
      abort: true,
    }),
    noControlCharacter(label),
  );
}
