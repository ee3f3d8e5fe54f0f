// This remote's zod/mini forms against the schemas the server judges the same payloads with (staff.ts).
import {
  codeSchema,
  invitationAcceptSchema,
  STAFF_MESSAGES,
  SECOND_STEP_METHODS as STAFF_SECOND_STEP_METHODS,
} from '@pm/schemas/staff';
import * as z from 'zod/mini';
import {
  codeFormSchema,
  invitationFormSchema,
  SECOND_STEP_METHODS,
  STAFF_FORM_MESSAGES,
} from './staff-forms';

/** What a schema makes of `input`: its output, or the first message of each field it refuses. */
function verdict(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  if (result.success) return { data: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return { messages };
}

const controlCharacter = String.fromCharCode(7);
const good = 'quiet-harbour-lamp-7';

describe('the public staff forms and @pm/schemas/staff', () => {
  it('show the same sentences and know the same ways', () => {
    for (const [key, message] of Object.entries(STAFF_FORM_MESSAGES)) {
      expect(message).toBe(STAFF_MESSAGES[key as keyof typeof STAFF_MESSAGES]);
    }
    expect(SECOND_STEP_METHODS).toEqual(STAFF_SECOND_STEP_METHODS);
  });

  it.each([
    '123456',
    '  abcd-efgh  ',
    '',
    '   ',
    'x'.repeat(40),
    ` ${'x'.repeat(40)} `,
    'x'.repeat(41),
    `12${controlCharacter}456`,
  ])('judge a second step code as codeSchema does: %j', (code) => {
    expect(verdict(codeFormSchema, { code })).toEqual(verdict(codeSchema, { code }));
  });

  it.each([
    { token: 't', password: good, confirmPassword: good },
    { token: ' t ', password: ` ${good} `, confirmPassword: ` ${good} ` },
    { token: 't', password: good, confirmPassword: `${good}!` },
    { token: 't', password: '', confirmPassword: '' },
    { token: 't', password: good, confirmPassword: '' },
    { token: 't', password: '', confirmPassword: good },
    { token: 't', password: 'x'.repeat(128), confirmPassword: 'x'.repeat(128) },
    { token: 't', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
    { token: 't', password: `a${controlCharacter}b`, confirmPassword: `a${controlCharacter}b` },
    { token: '', password: good, confirmPassword: good },
    { token: '', password: good, confirmPassword: 'other' },
    { token: 'x'.repeat(201), password: good, confirmPassword: good },
  ])('judge an invitation form as invitationAcceptSchema does: %j', (input) => {
    expect(verdict(invitationFormSchema, input)).toEqual(verdict(invitationAcceptSchema, input));
  });
});
