/**
 * A multipart body being filled in: texts trimmed, files with their names. An absent text is left out; with
 * `skipEmpty` (edits) an empty one too, which the server reads as "keep the stored value".
 */
export function createFormBody({ skipEmpty = false } = {}) {
  const body = new FormData();
  return {
    body,
    /** Appends the text under `name` unless it is left out (see above); answers whether it was sent. */
    text(name: string, raw: string | undefined, { asTyped = false } = {}): boolean {
      const value = raw?.trim() ?? '';
      if (value === '' && (skipEmpty || raw === undefined)) return false;
      body.append(name, asTyped ? (raw ?? '') : value);
      return true;
    },
    /** Appends a chosen file; answers whether there was one. */
    file(name: string, file: File | null | undefined): boolean {
      if (!file) return false;
      body.append(name, file, file.name);
      return true;
    },
  };
}
