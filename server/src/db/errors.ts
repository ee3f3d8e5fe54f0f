/** PostgreSQL's unique_violation (23505), from PGlite or node-postgres, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Runs `write`; a unique violation (two requests racing past the same check) becomes `conflict()`. */
export async function answerUniqueViolation<T>(write: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? conflict() : error;
  }
}
