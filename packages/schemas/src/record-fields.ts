// What every stored record (owner, property, tenant, contract) shares on the wire, without zod: the version an edit
// may name as its precondition, and the answer when that precondition no longer holds.

/** The field of every record that counts its edits (SPEC 3 `__v`); in an edit body it is the edit's precondition. */
export const VERSION_FIELD = '__v';

/** The entity tag (RFC 9110 §8.8.3) of a record version, as GET of one record answers it in `ETag`: `"3"`. */
export const versionTag = (version: number) => `"${version}"`;

export const RECORD_MESSAGES = {
  /** HTTP 412: the record's version is not the one the edit was made from. */
  changedSinceOpened:
    'This record was changed by someone else since you opened it. Reload the page to see the changes.',
  versionFormat: '__v must be a whole number of 0 or more.',
};

/**
 * What a viewer (issue 27) does not see in any answer: passport and bank account numbers, masked to their last four
 * characters, and personal documents and their scans (files), hidden (null).
 */
export const PERSONAL_FIELDS = {
  masked: ['passportNo', 'bankAccNo', 'passport'],
  hidden: ['passportImage', 'bankImage', 'documents'],
} as const;

/** "•••• 1234": a number masked to its last four characters. */
export const maskedNumber = (value: string) => `•••• ${value.slice(-4)}`;
