// How `npm run backup` asks a running server for the embedded database's snapshot. PGlite lets one process open
// its folder, and the server holds it while it serves, so the server itself writes the archive. The request goes
// through a unix socket in DATA_DIR/run (folder 0700, socket 0600): only the account that runs the server (or
// root) can reach it, nothing on the network can, and no HTTP endpoint (with its token, role and API declaration)
// is needed for an operation that only someone with the data folder in hand should start.
import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface BackupRequest {
  command: 'backup';
  /** Absolute path of the archive to write. */
  to: string;
}

export type BackupAnswer<T> = { ok: true; result: T } | { ok: false; error: string };

const MAX_REQUEST_BYTES = 64 * 1024;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'backup.sock');
}

/** Whether a server answers on the socket (a socket file left by a killed server does not). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Serves backup requests on DATA_DIR/run/backup.sock, one at a time, until closed. */
export async function startBackupControl(options: {
  dataDir: string;
  backup: (to: string) => Promise<unknown>;
  log: { info: (message: string) => void; error: (details: object, message: string) => void };
}): Promise<{ socketPath: string; close: () => Promise<void> }> {
  const socketPath = controlSocketPath(options.dataDir);
  await mkdir(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(socketPath), 0o700);
  if (await answers(socketPath)) {
    throw new Error(`Another server answers on ${socketPath}.`);
  }
  await rm(socketPath, { force: true });

  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      const reply = (answer: BackupAnswer<unknown>) => socket.end(`${JSON.stringify(answer)}\n`);
      let request: BackupRequest;
      try {
        request = JSON.parse(received.slice(0, end));
      } catch {
        reply({ ok: false, error: 'The request is not JSON.' });
        return;
      }
      if (request?.command !== 'backup' || typeof request.to !== 'string' || !path.isAbsolute(request.to)) {
        reply({ ok: false, error: 'Expected {"command":"backup","to":"<absolute path>"}.' });
        return;
      }
      const run = queue.then(async () => {
        options.log.info(`backup requested through ${socketPath}`);
        try {
          reply({ ok: true, result: await options.backup(request.to) });
        } catch (error) {
          options.log.error({ err: error }, 'backup failed');
          reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
        }
      });
      queue = run;
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    socketPath,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.catch(() => undefined);
      await rm(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server of `dataDir` for a backup to `to`; undefined when no server listens there (then the caller opens
 * the data folder itself).
 */
export function requestServerBackup<T>(dataDir: string, to: string): Promise<BackupAnswer<T> | undefined> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command: 'backup', to } satisfies BackupRequest)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(undefined);
      else reject(error);
    });
    socket.once('end', () => {
      try {
        resolve(JSON.parse(received) as BackupAnswer<T>);
      } catch {
        reject(new Error('The server closed the backup request without an answer (see its log).'));
      }
    });
  });
}
