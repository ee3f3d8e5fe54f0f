import { z } from 'zod';

/** The value schemas of environment variables (config.ts): each failure message completes "<NAME> ...". */

const wholeNumberMessage = (min: number, max: number) =>
  `must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`;

export const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
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

export const trueOrFalse = z
  .enum(['true', 'false'], 'must be true or false')
  .transform((value) => value === 'true');

/** How every variable is described: `defaultText` is what the README shows; `secret` values are never echoed. */
export type VariableDefinition = {
  defaultText: string;
  description: string;
  secret?: boolean;
  schema: z.ZodType;
};
