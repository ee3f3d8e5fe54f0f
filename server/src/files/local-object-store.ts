import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from './object-store';

/** The default driver: DATA_DIR/files on this machine (one API process, or several sharing that folder). */
export function createLocalObjectStore(dataDir: string): ObjectStore {
  const folder = path.join(dataDir, 'files');
  return {
    description: `the folder ${folder}`,
    async put(key, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, key), bytes, { flag: 'wx' });
    },
    async get(key) {
      const filePath = path.join(folder, key);
      try {
        const stats = await stat(filePath);
        return stats.isFile() ? { body: createReadStream(filePath), size: stats.size } : undefined;
      } catch {
        return undefined;
      }
    },
    delete: (key) => rm(path.join(folder, key), { force: true }),
    async check() {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.R_OK | constants.W_OK);
    },
    async *list() {
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) if (entry.isFile()) yield entry.name;
    },
  };
}
