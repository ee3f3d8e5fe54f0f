import type { FastifyPluginAsync } from 'fastify';
import { declaredRoute } from '../http/declared-routes';
import { HttpError, notFound } from '../http/errors';
import type { FileStorage } from './file-storage';
import { FILE_LINK_MESSAGES, type FileLinks } from './file-urls';

export const FILE_NOT_FOUND = 'File not found.';

/**
 * GET /api/files/:name?expires=&signature=: a stored upload (passports, bank books, contracts...), streamed from
 * the folder or the S3 bucket (file-storage.ts). No bearer token (require-auth exempts this one route, because
 * <img src> cannot send one): the signed URL of an answer to signed-in staff is the permission, checked before
 * anything else. 403 for a missing, wrong or expired signature, whether or not the file exists.
 */
export function filesRoutes(storage: FileStorage, fileLinks: FileLinks): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'file', async (request, reply) => {
      const link = fileLinks.check(request.params.name, request.query);
      if (!link.ok) throw new HttpError(403, FILE_LINK_MESSAGES[link.reason]);
      const file = await storage.find(request.params.name);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return (
        reply
          .type(file.type.mimeType)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          // Never cached longer than the signature lives; private: never in a shared cache.
          .header('cache-control', `private, max-age=${link.secondsLeft}`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.body)
      );
    });
  };
}
