/** What is searched for. */
export interface SearchTerms {
  /** The query as typed, trimmed, with single spaces. */
  text: string;
  /** A query that reads as a phone number ("081-555 2468"): its digits, found inside the digits of a field. */
  digits?: string;
}

const PHONE_LIKE = /^[\d\s+\-().]+$/;
const MIN_DIGITS = 3;

/** The terms of a checked query (see the search's declaration): single spaces, and its digits if it reads as a phone number. */
export function searchTerms(query: string): SearchTerms {
  const text = query.trim().replace(/\s+/g, ' ');
  const digits = text.replace(/\D/g, '');
  return PHONE_LIKE.test(text) && digits.length >= MIN_DIGITS ? { text, digits } : { text };
}
