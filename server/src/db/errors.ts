/** PostgreSQL's unique_violation (23505), from PGlite or node-postgres, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * An email unique among one kind of record (owners, tenants), ignoring case: `check` it before anything is
 * stored, and `write` the record through it, where the unique index refuses a request that raced past the check;
 * both answer `conflict()`.
 */
export function uniqueEmail(
  taken: (email: string, exceptId?: string) => Promise<boolean>,
  conflict: () => Error,
) {
  return {
    /** An email given (a create's, or an edit's that changes it) another record (not `exceptId`) has. */
    async check(email: string | undefined, exceptId?: string) {
      if (email && (await taken(email, exceptId))) throw conflict();
    },
    async write<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        throw isUniqueViolation(error) ? conflict() : error;
      }
    },
  };
}
