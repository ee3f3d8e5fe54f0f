/**
 * Multipart forms name nested values with brackets: `subTenants[0][firstName]`, `location[latitude]`.
 * `nestBracketFields` turns such flat names into nested objects, and a group whose keys are all whole
 * numbers into an array in the order of those numbers (gaps closed up). Plain names stay as they are.
 */

import { HttpError } from './errors';

const BRACKET_NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
/** How many bracket groups a name may carry: `subTenants[0][firstName]` has 2. */
export const MAX_BRACKET_DEPTH = 8;
/** Keys that would reach an object's prototype are never used as keys. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** A 400 answer: the form's names cannot be nested. */
export class BracketFieldError extends HttpError {
  constructor(
    readonly fieldName: string,
    message = `The field ${fieldName} cannot be read: rename it or send it once.`,
  ) {
    super(400, message);
    this.name = 'BracketFieldError';
  }
}

export const nestedTooDeeply = (fieldName: string) =>
  `The field ${fieldName} is nested too deeply (at most ${MAX_BRACKET_DEPTH} levels of brackets): rename it.`;

/** `a[b][0]` -> ['a', 'b', '0']; a name that is not of that form is one plain key. */
export function splitBracketName(name: string): string[] {
  const match = BRACKET_NAME.exec(name);
  if (!match) return [name];
  const rest = match[2] ? [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] as string) : [];
  // `a[]` (an empty key) is not a nesting this helper gives a meaning to.
  if (rest.some((key) => key === '')) return [name];
  return [match[1] as string, ...rest];
}

type Tree<T> = Map<string, Tree<T> | T>;

function toValue<T>(node: Tree<T> | T): unknown {
  if (!(node instanceof Map)) return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node.get(key) as Tree<T> | T));
  }
  const object: Record<string, unknown> = {};
  for (const [key, child] of node) object[key] = toValue(child);
  return object;
}

/**
 * Nests `{ 'a[b]': x, 'a[c]': y, d: z }` into `{ a: { b: x, c: y }, d: z }`. Values of any type (texts, file
 * buffers) are carried as they are. A name used both as a value and as a group (`a` and `a[b]`), a key such as
 * `__proto__`, or more than MAX_BRACKET_DEPTH groups throws BracketFieldError (a 400 answer).
 */
export function nestBracketFields<T>(fields: Record<string, T>): Record<string, unknown> {
  const root: Tree<T> = new Map();
  for (const [name, value] of Object.entries(fields)) {
    const keys = splitBracketName(name);
    if (keys.length - 1 > MAX_BRACKET_DEPTH) throw new BracketFieldError(name, nestedTooDeeply(name));
    if (keys.some((key) => FORBIDDEN_KEYS.has(key))) throw new BracketFieldError(name);
    let node = root;
    keys.forEach((key, index) => {
      const isLast = index === keys.length - 1;
      const existing = node.get(key);
      if (isLast) {
        if (existing !== undefined) throw new BracketFieldError(name);
        node.set(key, value);
        return;
      }
      if (existing === undefined) {
        const child: Tree<T> = new Map();
        node.set(key, child);
        node = child;
      } else if (existing instanceof Map) {
        node = existing;
      } else {
        throw new BracketFieldError(name);
      }
    });
  }
  return toValue(root) as Record<string, unknown>;
}
