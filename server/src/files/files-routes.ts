import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { createFileStorage } from './file-storage';

export const FILE_NOT_FOUND = 'File not found.';

/**
 * GET /api/files/:name: a stored upload. Open without a token (require-auth exempts this one route) because
 * <img src> cannot send one; the 128-bit random names are what keeps the files private.
 */
export function filesRoutes(context: AppContext): FastifyPluginAsync {
  const storage = createFileStorage(context.config.dataDir);
  return async (app) => {
    app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
      const file = await storage.find(request.params.name);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return reply
        .type(file.type.mimeType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(file.filePath));
    });
  };
}
