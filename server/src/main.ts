import { buildApp } from './app';
import { StartupError, seedAdmin } from './auth/admin-seed';
import { staffPasswordProblem } from './auth/password-policy';
import { startServerBackups } from './backup/server-backups';
import { parseConfig } from './config';
import { type Database, DatabaseInUseError, openDatabase } from './db/database';
import { createFileStorage } from './files/file-storage';

const parsed = parseConfig(process.env);
if (!parsed.ok) {
  for (const error of parsed.errors) console.error(`Configuration error: ${error}`);
  process.exit(1);
}
const { config } = parsed;
if (config.nodeEnv === 'production' && config.admin) {
  const problem = await staffPasswordProblem(config.admin.password, 'ADMIN_PASSWORD');
  if (problem) {
    console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
}
// `--check-config`: only the check above (the production start runs it before building anything).
if (process.argv.includes('--check-config')) process.exit(0);

const storage = createFileStorage(config);
try {
  await storage.check();
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  const hint = config.s3
    ? 'Check the S3_ variables and that the bucket exists.'
    : 'Check that DATA_DIR can be written.';
  console.error(`The file storage (${storage.description}) cannot be reached: ${reason}. ${hint}`);
  process.exit(1);
}
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  console.error(
    error instanceof DatabaseInUseError
      ? error.message
      : `The database could not be opened: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let backups: Awaited<ReturnType<typeof startServerBackups>> | undefined;
try {
  await database.migrate();
  app = await buildApp({ config, database, storage });
  await seedAdmin(database.db, config, app.log);
  app.log.info(
    database.kind === 'pglite'
      ? `Database: embedded PGlite in ${config.dataDir}/pglite`
      : 'Database: PostgreSQL from DATABASE_URL',
  );
  if (database.kind === 'pglite' && config.nodeEnv === 'production') {
    app.log.warn(
      'PGlite survives a killed server (README "Crash safety": 0 acknowledged writes lost in 40 kills) but runs without fsync: a power loss or system crash may lose recent writes. Set DATABASE_URL to keep production data on PostgreSQL.',
    );
  }
  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const { port } = app.server.address() as { port: number };
  app.log.info(`Property Management is ready at http://${shownHost}:${port}`);
  // `npm run backup` on the embedded database asks this process (DATA_DIR/run/backup.sock); BACKUP_DIR's schedule.
  backups = await startServerBackups({ config, database, log: app.log });
} catch (error) {
  const { code, syscall, hostname } = error as NodeJS.ErrnoException & { hostname?: string };
  // Not a database's or a storage's host that does not resolve: the address the server was to listen on.
  const cannotListenOnHost =
    (code === 'EADDRNOTAVAIL' && syscall === 'listen') || (code === 'ENOTFOUND' && hostname === config.host);
  if (error instanceof StartupError) console.error(error.message);
  else if (code === 'EADDRINUSE') {
    console.error(
      `Port ${config.port} is already in use: stop the program using it, or set PORT to another port.`,
    );
  } else if (code === 'EACCES' && syscall === 'listen') {
    console.error(
      `Port ${config.port} needs administrator rights on this machine: set PORT to 1024 or above, or give this program the right to listen on it.`,
    );
  } else if (cannotListenOnHost) {
    console.error(
      `HOST ${config.host} is not an address of this machine: set HOST to one of its addresses, or to 0.0.0.0 for all of them.`,
    );
  } else console.error('The server could not start:', error);
  await app?.close();
  await backups?.stop();
  await database.close();
  process.exit(1);
}

// Stop accepting connections, let the requests under way finish (at most SHUTDOWN_GRACE_SECONDS), then exit.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app?.log.info(
      `${signal}: closing, waiting up to ${config.shutdownGraceSeconds} s for requests under way`,
    );
    setTimeout(() => {
      app?.log.warn(`Requests still under way after ${config.shutdownGraceSeconds} s: exiting anyway.`);
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    await app?.close();
    await backups?.stop();
    await database.close();
    process.exit(0);
  });
}
