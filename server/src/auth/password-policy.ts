/** ASVS 6.2: staff passwords of at least 8 characters that are not among the commonest ones. */
export const STAFF_PASSWORD_MIN_LENGTH = 8;

let commonPasswords: Promise<Set<string>> | undefined;

/** The common-passwords list of zxcvbn-ts (about 49,000 entries), loaded on first use (about 40 ms). */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** What is wrong with a new staff password, as a sentence naming the field, or undefined when it is acceptable. */
export async function staffPasswordProblem(password: string, field: string): Promise<string | undefined> {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) {
    return `${field} must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`;
  }
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    return `${field} is one of the most common passwords. Choose one that is harder to guess.`;
  }
  return undefined;
}
