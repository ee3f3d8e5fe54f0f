import { z } from 'zod';

/** The value schemas of environment variables (config.ts): each failure message completes "<NAME> ...". */

const wholeNumberMessage = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;

export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, wholeNumberMessage(min, max))
    .transform(Number)
    .refine((value) => value >= min && value <= max, wholeNumberMessage(min, max));

export const httpUrl = z
  .string()
  .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** A manifest address: a full http(s) URL, or a path on the same origin as the shell. */
export const manifestUrl = z
  .string()
  .refine(
    (value) => (/^https?:\/\//.test(value) && URL.canParse(value)) || /^\/[^/]/.test(value),
    'must be an http:// or https:// URL or a path starting with /',
  );

export const text = z.string().min(1, 'must not be empty');

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A period such as 30m, 6h or 1d, in milliseconds (at least a minute, at most 366 days). */
export const duration = z
  .string()
  .regex(/^\d{1,6}[mhd]$/, 'must be a duration such as 30m, 6h or 1d')
  .transform((value) => Number(value.slice(0, -1)) * DURATION_UNITS_MS[value.at(-1) as 'm' | 'h' | 'd'])
  .refine(
    (ms) => ms >= 60_000 && ms <= 366 * 86_400_000,
    'must be a duration from 1m to 366d, such as 30m, 6h or 1d',
  );

export const trueOrFalse = z
  .enum(['true', 'false'], 'must be true or false')
  .transform((value) => value === 'true');

/**
 * How every variable is described: `defaultText` is what the README shows; `secret` values are never echoed;
 * `asTyped` values (a password) are read as written, where the others are read without spaces around them.
 */
export type VariableDefinition = {
  defaultText: string;
  description: string;
  secret?: boolean;
  asTyped?: boolean;
  schema: z.ZodType;
};
