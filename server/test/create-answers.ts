// What every create route answers besides success: a refused field, a JSON body sent to a form route, no token.
import type { LightMyRequestResponse } from 'fastify';
import { it } from 'vitest';
import { type AroundRequests, expectFailure, itNeedsAToken, runAlone } from './failure-answers';

/**
 * One test per row `[case, input, message]`: `send(input)` answers 400 with the message in DESIGN 4's shape,
 * inside `around` (a form with one bad field, refused and storing nothing).
 */
export function itRefusesEach<Input>(
  title: string,
  rows: [caseName: string, input: NoInfer<Input>, message: string][],
  send: (input: Input) => Promise<LightMyRequestResponse>,
  around: AroundRequests = runAlone,
) {
  it.each(rows)(title, async (_case, input, message) => {
    await around(async () => expectFailure(await send(input), 400, message));
  });
}

export const SEND_AS_FORM = 'Send this form as multipart/form-data.';

/**
 * The two tests of every multipart create: a JSON body answers 415 "Send this form as multipart/form-data." (never
 * 500) and a form without a valid token 401, both inside `around` (storing nothing).
 */
export function itTakesOnlySignedInForms(
  send: (payload: FormData | object, headers?: Record<string, string>) => Promise<LightMyRequestResponse>,
  bodies: { form: () => FormData; json: () => object },
  around: AroundRequests = runAlone,
) {
  it('answers 415 with a message to a JSON body, never 500', async () => {
    await around(async () => expectFailure(await send(bodies.json()), 415, SEND_AS_FORM));
  });
  itNeedsAToken(
    'answers 401 without a token and stores nothing',
    (headers) => [send(bodies.form(), headers)],
    around,
  );
}
