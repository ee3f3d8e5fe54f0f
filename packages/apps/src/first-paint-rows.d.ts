/** What a row's drawing asks of a record at one place in it. */
export type RecordShape =
  /** Anything: the drawing does not depend on it. */
  | { any: true }
  /** Exactly this value: the drawing depends on it otherwise than as text. */
  | { is: unknown }
  /**
   * A text, written into the drawing where the mark with this number is; empty only where `orEmpty` says the
   * drawing draws an empty text as nothing there, null only where `orNull` says it draws null as an empty text;
   * only of the form `like` (formOf) where it says one.
   */
  | { text: number; orEmpty?: true; orNull?: true; like?: string }
  /** A number, written as formatAmount writes it where the mark with this number is; null as nothing where `orNull` says. */
  | { amount: number; orNull?: true }
  /** A number, written as React writes one (String) where the mark with this number is; null as `amount`'s. */
  | { number: number; orNull?: true }
  | { items: RecordShape[] }
  | { fields: Record<string, RecordShape> };

/** A screen's first paint, drawn by its remote's build for the server to put records in. */
export interface RowsTemplate {
  /**
   * The API operation's path (under /api), asked with GET: a list's, with page and limit, whose first page the rows
   * are; or with `params` one record's, drawn as the page's one row.
   */
  source: string;
  /** The operation's query parameters, each the screen path's parameter of that name (`{ id: 'id' }`). */
  params?: Record<string, string>;
  /** The page's drawing, with ROWS_SLOT where the rows go. */
  page: string;
  /** The drawings of one row, each for the records of its shape, in the order they are tried. */
  rows: { shape: RecordShape; html: string }[];
}

export declare const TOKEN_START: string;
export declare const TOKEN_END: string;
export declare const ROWS_SLOT: string;
export declare const ROWS_ATTRIBUTE: string;
/** How a page writes a number into a mark, by the kind of the mark (an amount, a number as React writes one). */
export declare const NUMBER_WRITINGS: {
  readonly amount: (value: number) => string;
  readonly number: (value: number) => string;
};
export declare function tokenOf(index: number): string;
export declare function escapeHtml(text: string): string;
export declare function formOf(text: string): string;
export declare function textsOf(shape: RecordShape, value: unknown, texts?: string[]): string[] | undefined;
export declare function fillRows(template: RowsTemplate, records: readonly unknown[]): string | undefined;
export declare function isRowsTemplate(value: unknown): value is RowsTemplate;
