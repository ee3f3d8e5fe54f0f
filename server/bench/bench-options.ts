import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { DatabaseKind } from './bench-database';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

const DATABASES = { db: { type: 'string', default: 'pglite,postgres' } } as const;

/** The items of a comma list option: `--owners 10000,1000000`. */
export const listOption = (value: string) => value.split(',').map((item) => item.trim());

/**
 * The options of a bench script (`pnpm --filter server bench:load -- --db postgres`; the `--` pnpm passes on is
 * skipped), and `kinds`: the databases of `--db` it runs on, PGlite and PostgreSQL unless told.
 */
export function benchOptions<const Options extends OptionsConfig>(options: Options) {
  const { values } = parseArgs({
    options: { ...DATABASES, ...options },
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
  });
  return { ...values, kinds: listOption((values as { db: string }).db) as DatabaseKind[] };
}
