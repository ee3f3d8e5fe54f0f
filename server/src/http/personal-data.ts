import { maskedNumber, PERSONAL_FIELDS } from '@pm/schemas/record-fields';
import type { FastifyInstance } from 'fastify';

const MASKED = new Set<string>(PERSONAL_FIELDS.masked);
/** Whether a viewer reads the field `name` (a passport or bank account number) masked. */
export const maskedForViewers = (name: string) => MASKED.has(name);
const HIDDEN = new Set<string>(PERSONAL_FIELDS.hidden);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A masked number; a file's address (a sub-tenant's passport may be one) is hidden instead. */
const maskedText = (value: unknown) =>
  typeof value !== 'string' || value === '' ? value : /^https?:|^\//.test(value) ? null : maskedNumber(value);

/** A hidden field keeps its shape (an object of nulls) so that pages render "no file" as for a record without one. */
function hidden(value: unknown): unknown {
  if (isPlainObject(value)) return Object.fromEntries(Object.keys(value).map((key) => [key, null]));
  return null;
}

/** The field a payload name ends with: `subTenants[0][passport]` -> `passport`, `location.address` -> `address`. */
const lastName = (name: string) =>
  name
    .split(/[[\].]+/)
    .filter(Boolean)
    .pop() ?? name;

/** An audit change `{ field, before, after }` of a personal field, its values masked or hidden. */
function withoutPersonalChange(change: Record<string, unknown>, field: string) {
  const conceal = HIDDEN.has(field) ? hidden : maskedText;
  return {
    ...change,
    ...('before' in change ? { before: conceal(change.before) } : {}),
    ...('after' in change ? { after: conceal(change.after) } : {}),
  };
}

/**
 * A copy of an answer without what a viewer may not see (PERSONAL_FIELDS): at any depth, a masked key's text is
 * masked and a hidden key's value emptied; so are a search hit's matched field `{ name, value }` and an audit
 * change `{ field, before, after }` of such a field.
 */
export function withoutPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonalData);
  if (!isPlainObject(value)) return value;
  if (typeof value.name === 'string' && MASKED.has(value.name) && 'value' in value)
    return { ...value, value: maskedText(value.value) };
  if (typeof value.field === 'string') {
    const field = lastName(value.field);
    if (MASKED.has(field) || HIDDEN.has(field)) return withoutPersonalChange(value, field);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (HIDDEN.has(key)) return [key, hidden(inner)];
      if (MASKED.has(key) && !isPlainObject(inner)) return [key, maskedText(inner)];
      return [key, withoutPersonalData(inner)];
    }),
  );
}

/** Whether a signed-in staff member gets personal data without masks: every role but a viewer. */
export const seesPersonalData = (staffUser: { role: string } | null | undefined): boolean =>
  staffUser?.role !== 'viewer';

/** Every JSON answer of the `/api` scope to a viewer goes out without personal data. */
export function registerPersonalDataMasking(api: FastifyInstance): void {
  api.addHook('preSerialization', async (request, _reply, payload) =>
    seesPersonalData(request.staffUser) ? payload : withoutPersonalData(payload),
  );
}

/**
 * No answer of the `/api` scope (records, staff accounts, sessions, audit entries: personal data) is kept in a
 * browser's cache: Cache-Control no-store, unless its route says how it may be kept (a file's signed link).
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
