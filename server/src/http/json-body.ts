import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** How deeply a JSON body's arrays and objects may nest (the top-level object is level 1). */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the arrays and objects of a JSON text nest deeper than `limit`, read in one loop over the characters
 * (brackets inside strings do not count). No parsing and no recursion, so a body of thousands of nested arrays
 * costs one pass and never a deep stack. A malformed text is left to the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth check: a body nested deeper than
 * MAX_JSON_DEPTH is refused with 400 before it is parsed, so no later code walks an unbounded tree.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, JSON_TOO_DEEP), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
