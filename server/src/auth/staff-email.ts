/** A staff account's email as stored and compared: trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
