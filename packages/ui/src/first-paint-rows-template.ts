// Build time, in Node (writeFirstPaints): how a page draws its records, worked out by drawing it with samples, as
// a drawing with marks that the server fills (@pm/apps/first-paint-rows).

import {
  escapeHtml,
  fillRows,
  formOf,
  NUMBER_WRITINGS,
  type RecordShape,
  ROWS_SLOT,
  type RowsTemplate,
  TOKEN_END,
  TOKEN_START,
  tokenOf,
} from '@pm/apps/first-paint-rows';
import type { FirstPaintRowsSource } from './first-paint-rows';

/** The page drawn with these records, as its first paint (HTML with its styles). */
export type DrawRecords = (records: readonly unknown[]) => Promise<string>;

type JsonPath = (string | number)[];

function withValueAt(value: unknown, [key, ...rest]: JsonPath, replacement: unknown): unknown {
  if (key === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, i) => (i === key ? withValueAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [key]: withValueAt(record[String(key)], rest, replacement) };
}

/** A value of the same kind that a drawing depending on it draws otherwise (a text with characters to escape). */
function otherThan(value: unknown): unknown {
  if (typeof value === 'string') return `${value}<&"'>`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length > 0 ? [] : ['pm'];
  if (value !== null && typeof value === 'object') return {};
  return 'pm';
}

/** Another text of the same form (formOf): each digit and ASCII letter the next one. */
function sameFormOther(text: string): string {
  return text.replace(/[0-9a-zA-Z]/g, (character) =>
    character === '9'
      ? '0'
      : character === 'z'
        ? 'a'
        : character === 'Z'
          ? 'A'
          : String.fromCharCode(character.charCodeAt(0) + 1),
  );
}

/** A place the drawing writes into a mark: a text as it is, a number as formatAmount or React writes it. */
type MarkShape = Extract<RecordShape, { text: number } | { amount: number } | { number: number }>;

const markOf = (shape: MarkShape) =>
  tokenOf('text' in shape ? shape.text : 'amount' in shape ? shape.amount : shape.number);

/** `value` with every place `shape` writes into a mark replaced (by its mark, by another value). */
function replaceTexts(
  value: unknown,
  shape: RecordShape,
  replace: (value: unknown, shape: MarkShape) => unknown,
): unknown {
  if ('text' in shape || 'amount' in shape || 'number' in shape) return replace(value, shape);
  if ('items' in shape)
    return (value as unknown[]).map((item, i) => replaceTexts(item, shape.items[i] as RecordShape, replace));
  if ('fields' in shape) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([key, field]) => [
        key,
        replaceTexts(field, shape.fields[key] as RecordShape, replace),
      ]),
    );
  }
  return value;
}

/**
 * The drawing of a page with records for the server to fill (@pm/apps/first-paint-rows), `draw` drawing the page
 * with the records it is given (renderFirstPaint in FirstPaintRowsContext): a list's rows, or with
 * `params` a details page's record as its one row. Found by drawing the page with each sample: a place of the
 * record whose change leaves the drawing as it is may hold anything; a text that the drawing writes as it is becomes
 * a mark (in any form, or only in the sample's); anything else must be as in the sample. The result is checked by
 * drawing the samples, and the samples with every text changed, both ways; a page that draws its records any other
 * way fails the build, which names the screen.
 */
export async function rowsTemplateOf(
  draw: DrawRecords,
  pathname: string,
  { route, params, samples }: FirstPaintRowsSource,
): Promise<RowsTemplate> {
  // Where the rows are in a drawing: from the `<tr` before the first mark to the `</tr>` after the last one; a
  // record's page is its one row.
  const rowsIn = (drawn: string) => {
    if (params) return { start: 0, end: drawn.length };
    const start = drawn.lastIndexOf('<tr', drawn.indexOf(TOKEN_START));
    const end = drawn.indexOf('</tr>', drawn.lastIndexOf(TOKEN_END));
    if (!drawn.includes(TOKEN_START) || start < 0 || end < 0)
      throw new Error(
        `${pathname}: a sample's row writes none of its texts in a table row; it cannot be filled.`,
      );
    return { start, end: end + '</tr>'.length };
  };
  const rows: RowsTemplate['rows'] = [];
  for (const sample of samples) {
    const shape = await shapeOf(sample, draw);
    const marked = await draw([replaceTexts(sample, shape, (_value, mark) => markOf(mark))]);
    const { start, end } = rowsIn(marked);
    rows.push({ shape, html: marked.slice(start, end) });
  }
  // The page around its rows as drawn with a row of each sample: its styles hold the rules of every way of drawing one.
  const allMarked = await draw(
    samples.map((sample, i) =>
      replaceTexts(sample, rows[i]?.shape as RecordShape, (_value, mark) => markOf(mark)),
    ),
  );
  const { start, end } = rowsIn(allMarked);
  const page = params ? ROWS_SLOT : `${allMarked.slice(0, start)}${ROWS_SLOT}${allMarked.slice(end)}`;
  const template: RowsTemplate = { source: route.path, ...(params && { params }), page, rows };
  const changed = samples.map((sample, i) => changedTexts(sample, rows[i]?.shape));
  const checks = params ? [...samples, ...changed].map((record) => [record]) : [samples, changed];
  for (const records of checks) {
    if (fillRows(template, records) !== (await draw(records)))
      throw new Error(
        `${pathname}: its rows drawn from the samples differ from the page's own drawing of them: ` +
          'a text is drawn otherwise than as it is (formatted, shortened), or the samples do not show every way a row is drawn.',
      );
  }
  return template;
}

function changedTexts(sample: unknown, shape: RecordShape | undefined): unknown {
  if (!shape) return sample;
  return replaceTexts(sample, shape, (value, mark) =>
    !('text' in mark)
      ? (value as number) * 1000 + 0.5
      : mark.like === undefined
        ? otherThan(value)
        : sameFormOther(value as string),
  );
}

/**
 * What the drawing of `sample`'s row asks of a record, place by place (RecordShape); a text that is drawn otherwise
 * than as it is (a date formatted, a name shortened) must be as in the sample.
 */
async function shapeOf(sample: unknown, draw: DrawRecords): Promise<RecordShape> {
  const drawn = await draw([sample]);
  const drawsAs = async (rows: readonly unknown[], expected: string | undefined) => {
    if (expected === undefined) return false;
    try {
      return (await draw(rows)) === expected;
    } catch {
      return false;
    }
  };
  /** Whether the drawing stays the same whatever is at `at`: with other values of every kind it could depend on. */
  const drawsAsIfAny = async (value: unknown, at: JsonPath) => {
    const others =
      typeof value === 'string'
        ? [otherThan(value), sameFormOther(value), '']
        : typeof value === 'number'
          ? [value + 1, -value - 1, value * 1000 + 7]
          : [otherThan(value)];
    for (const other of others) {
      if (other === value || !(await drawsAs([withValueAt(sample, at, other)], drawn))) return false;
    }
    return true;
  };
  /**
   * The drawing with mark `index` at `at`, as a function of the text that fills the mark; a drawing that fails
   * (the page cannot draw a mark there) is filled with nothing, and matches no drawing.
   */
  const drawingMarked = async (at: JsonPath, index: number) => {
    const marked = await draw([withValueAt(sample, at, tokenOf(index))]).catch(() => undefined);
    return (text: string) => marked?.replaceAll(tokenOf(index), escapeHtml(text));
  };
  let texts = 0;
  const shapeAt = async (value: unknown, at: JsonPath): Promise<RecordShape> => {
    if (at.length > 0 && (await drawsAsIfAny(value, at))) return { any: true };
    if (Array.isArray(value) && value.length > 0) {
      const items: RecordShape[] = [];
      for (const [i, item] of value.entries()) items.push(await shapeAt(item, [...at, i]));
      return { items };
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const fields: Record<string, RecordShape> = {};
      for (const [key, field] of Object.entries(value)) fields[key] = await shapeAt(field, [...at, key]);
      return { fields };
    }
    if (typeof value === 'string' && value !== '') {
      // A text is a mark where the page draws the record with another text in its place as it draws the mark filled.
      const index = texts++;
      const filledWith = await drawingMarked(at, index);
      const drawnAsIs = async (text: string) =>
        text !== value && (await drawsAs([withValueAt(sample, at, text)], filledWith(text)));
      if (filledWith(value) === drawn) {
        if (await drawnAsIs(otherThan(value) as string)) {
          const orEmpty = await drawsAs([withValueAt(sample, at, '')], filledWith(''));
          const orNull = await drawsAs([withValueAt(sample, at, null)], filledWith(''));
          return { text: index, ...(orEmpty && { orEmpty }), ...(orNull && { orNull }) };
        }
        // Drawn as it is in the sample's form only (a date cut to its first ten characters).
        if (await drawnAsIs(sameFormOther(value))) return { text: index, like: formOf(value) };
      }
      texts--;
    }
    if (typeof value === 'number' && Number.isFinite(value)) {
      // A number is a mark where the page draws the record with other numbers in its place (grouped, rounded,
      // negative) as it draws the mark filled with their text as formatAmount, or React, writes it (both write a
      // mark as it is).
      const index = texts++;
      const filledWith = await drawingMarked(at, index);
      for (const [kind, write] of Object.entries(NUMBER_WRITINGS)) {
        if (filledWith(write(value)) !== drawn) continue;
        let everyOther = true;
        for (const other of [value * 1000 + 0.5, 1234567.891, -12.5])
          everyOther &&= await drawsAs([withValueAt(sample, at, other)], filledWith(write(other)));
        if (!everyOther) continue;
        const orNull = await drawsAs([withValueAt(sample, at, null)], filledWith(''));
        const mark = kind === 'amount' ? { amount: index } : { number: index };
        return orNull ? { ...mark, orNull } : mark;
      }
      texts--;
    }
    return { is: value };
  };
  return shapeAt(sample, []);
}
