// How every domain's create and edit routes check their multipart form, in the same order.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readPrecondition } from './preconditions';
import { parseBody } from './validation';

/** A record's multipart form as its domain reads it: the text fields, the `__v` field, and the checked files. */
interface RecordForm<Files> {
  fields: unknown;
  version: string | undefined;
  /** Checks the files' types by their first bytes: called once the fields are valid. */
  files: () => Files;
}

/** A create's form checked: its values by `schema`, then its files. */
export function parseCreateForm<Schema extends z.core.$ZodType, Files>(
  form: RecordForm<Files>,
  schema: Schema,
) {
  const input = parseBody(schema, form.fields);
  return { input, files: form.files() };
}

/** An edit's form checked: its changes by `schema`, its precondition (If-Match or `__v`), then its files. */
export function parseEditForm<Schema extends z.core.$ZodType, Files>(
  request: FastifyRequest,
  form: RecordForm<Files>,
  schema: Schema,
) {
  const edit = parseBody(schema, form.fields);
  const precondition = readPrecondition(request.headers, form.version);
  return { edit, precondition, files: form.files() };
}
