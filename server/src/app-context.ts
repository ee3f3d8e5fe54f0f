import type { TokenSettings } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/database';
import type { FileLinks } from './files/file-urls';
import type { Mailer } from './mail/mailer';

/** What route plugins need, handed to each by app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  /** Current time; tests move it forward. */
  clock: () => Date;
  tokens: TokenSettings;
  mailer: Mailer;
  /** Signed URLs of stored files: the answers' mappers make them, GET /api/files checks them. */
  fileLinks: FileLinks;
}
