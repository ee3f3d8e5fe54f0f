import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

/** `[input, statusCode, message]`: e.g. `['id=abc', 400, 'The owner id is not valid.']`. */
export type FailureRow = [input: string, statusCode: number, message: string];

/** One test per row: the request `send(input)` answers the status code with the message (SPEC 8). */
export function itAnswersEach(
  title: string,
  rows: FailureRow[],
  send: (input: string) => Promise<LightMyRequestResponse>,
) {
  it.each(rows)(title, async (input, statusCode, message) => {
    const response = await send(input);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json().message).toBe(message);
  });
}
