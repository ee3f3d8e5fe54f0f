// A screen's first paint drawn with its records: a list's first page (a row each), or a details page's record (one
// row, the whole page). The remote's build draws the page once with sample records whose texts are marks, and checks
// the drawing (packages/ui: writeFirstPaints); the server asks its API for what the signed-in visitor would be
// answered and writes each record's texts into the marks (fillRows), its numbers as the pages write them. Only data
// crosses: the server runs none of a remote's code.

import { formatAmount } from './format-amount.mjs';

/** A mark in a row's drawing: TOKEN_START, the number of the record's text that goes there, TOKEN_END. */
export const TOKEN_START = '\uE000';
export const TOKEN_END = '\uE001';
/** Where the page's drawing takes its rows. */
export const ROWS_SLOT = '\uE002';
/**
 * The attribute of the first paint's element that names the screen whose rows it draws: the shell keeps that
 * drawing until the page has drawn its own rows.
 */
export const ROWS_ATTRIBUTE = 'data-pm-rows';

/**
 * How a page writes a number into a mark, by the kind of the mark: an amount as formatAmount writes it, a number as
 * React writes one.
 * @type {{ readonly amount: (value: number) => string; readonly number: (value: number) => string }}
 */
export const NUMBER_WRITINGS = { amount: formatAmount, number: String };

/** @param {number} index */
export const tokenOf = (index) => `${TOKEN_START}${index}${TOKEN_END}`;

const TOKENS = new RegExp(`${TOKEN_START}(\\d+)${TOKEN_END}`, 'g');
/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text as React writes it into HTML, in an element or an attribute's value alike.
 * @param {string} text
 */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The form of a text: each digit as 0, each letter as a or A by its case, every other character as it is. A text
 * that the page draws as it is only in its sample's form (a date it cuts to ten characters) is written only into
 * the drawing of a record whose text has that form.
 * @param {string} text
 */
export function formOf(text) {
  return text.replace(/\p{N}|\p{L}/gu, (character) =>
    /\p{N}/u.test(character) ? '0' : /\p{Lu}/u.test(character) ? 'A' : 'a',
  );
}

const isPlainObject = (/** @type {unknown} */ value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether two JSON values are equal.
 * @param {unknown} a
 * @param {unknown} b
 * @returns {boolean}
 */
function sameJson(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameJson(item, b[i]))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(/** @type {object} */ (a));
  return (
    keys.length === Object.keys(/** @type {object} */ (b)).length &&
    keys.every((key) => Object.hasOwn(/** @type {object} */ (b), key) && sameJson(a[key], b[key]))
  );
}

/**
 * The texts of `value` by mark number (its numbers as the page writes them) when it has the `shape` a row was
 * drawn for; undefined when it has not (a value the drawing depends on differs, a text is empty or null where the
 * drawing has no way of drawing none, a field is unknown).
 * @param {import('./first-paint-rows').RecordShape} shape
 * @param {unknown} value
 * @param {string[]} [texts]
 * @returns {string[] | undefined}
 */
export function textsOf(shape, value, texts = []) {
  if ('any' in shape) return texts;
  if ('is' in shape) return sameJson(shape.is, value) ? texts : undefined;
  if ('amount' in shape || 'number' in shape) {
    const kind = 'amount' in shape ? 'amount' : 'number';
    const mark = 'amount' in shape ? shape.amount : shape.number;
    if (value === null && shape.orNull) texts[mark] = '';
    else if (typeof value === 'number' && Number.isFinite(value)) texts[mark] = NUMBER_WRITINGS[kind](value);
    else return undefined;
    return texts;
  }
  if ('text' in shape) {
    if (value === null && shape.orNull) {
      texts[shape.text] = '';
      return texts;
    }
    if (typeof value !== 'string' || (value === '' && !shape.orEmpty)) return undefined;
    if (shape.like !== undefined && formOf(value) !== shape.like) return undefined;
    texts[shape.text] = value;
    return texts;
  }
  if ('items' in shape) {
    if (!Array.isArray(value) || value.length !== shape.items.length) return undefined;
    return shape.items.every((item, i) => textsOf(item, value[i], texts)) ? texts : undefined;
  }
  if (!isPlainObject(value)) return undefined;
  const record = /** @type {Record<string, unknown>} */ (value);
  if (Object.keys(record).some((key) => !Object.hasOwn(shape.fields, key))) return undefined;
  return Object.entries(shape.fields).every(([key, field]) => textsOf(field, record[key], texts))
    ? texts
    : undefined;
}

/**
 * The page of `template` with a row for each of `records`, each drawn by the first row drawing whose shape it has;
 * undefined when there is no record or a record fits none (the screen is then drawn as before its data comes).
 * @param {import('./first-paint-rows').RowsTemplate} template
 * @param {readonly unknown[]} records
 * @returns {string | undefined}
 */
export function fillRows(template, records) {
  if (records.length === 0) return undefined;
  const rows = [];
  for (const record of records) {
    let drawn;
    for (const row of template.rows) {
      const texts = textsOf(row.shape, record);
      if (texts) {
        drawn = row.html.replace(TOKENS, (_mark, index) => escapeHtml(texts[Number(index)] ?? ''));
        break;
      }
    }
    if (drawn === undefined) return undefined;
    rows.push(drawn);
  }
  return template.page.replace(ROWS_SLOT, () => rows.join(''));
}

/**
 * @param {unknown} shape
 * @returns {boolean}
 */
function isShape(shape) {
  if (!isPlainObject(shape)) return false;
  const value = /** @type {Record<string, unknown>} */ (shape);
  const keys = Object.keys(value);
  const isMark = (/** @type {unknown} */ mark) => Number.isInteger(mark) && /** @type {number} */ (mark) >= 0;
  for (const kind of ['amount', 'number']) {
    if (kind in value) {
      return (
        isMark(value[kind]) &&
        keys.every((key) => key === kind || (key === 'orNull' && value.orNull === true))
      );
    }
  }
  if ('text' in value) {
    return (
      isMark(value.text) &&
      keys.every(
        (key) =>
          key === 'text' ||
          (key === 'orEmpty' && value.orEmpty === true) ||
          (key === 'orNull' && value.orNull === true) ||
          (key === 'like' && typeof value.like === 'string'),
      )
    );
  }
  if (keys.length !== 1) return false;
  if ('any' in value) return value.any === true;
  if ('is' in value) return true;
  if ('items' in value) return Array.isArray(value.items) && value.items.every(isShape);
  if ('fields' in value) return isPlainObject(value.fields) && Object.values(value.fields).every(isShape);
  return false;
}

/**
 * Whether `value` is a rows template as a build writes it (a remote's file, read by the server).
 * @param {unknown} value
 * @returns {value is import('./first-paint-rows').RowsTemplate}
 */
export function isRowsTemplate(value) {
  if (!isPlainObject(value)) return false;
  const { source, params, page, rows } = /** @type {Record<string, unknown>} */ (value);
  return (
    typeof source === 'string' &&
    (params === undefined ||
      (isPlainObject(params) &&
        Object.values(/** @type {object} */ (params)).every((name) => typeof name === 'string'))) &&
    typeof page === 'string' &&
    page.split(ROWS_SLOT).length === 2 &&
    Array.isArray(rows) &&
    rows.length > 0 &&
    rows.every((row) => isPlainObject(row) && typeof row.html === 'string' && isShape(row.shape))
  );
}
