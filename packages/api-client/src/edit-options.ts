import { versionTag } from '@pm/schemas/record-fields';

/** What every edit call may add: the `__v` the record was loaded with. */
export interface EditOptions {
  /** Sent as `If-Match: "<version>"`: the server refuses the edit with 412 if the record changed since. */
  version?: number;
}

/** The If-Match header of an edit made from `version`, or none (the last write wins). */
export function ifMatch({ version }: EditOptions = {}): Record<string, string> | undefined {
  return version === undefined ? undefined : { 'If-Match': versionTag(version) };
}
