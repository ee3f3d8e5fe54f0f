import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * brotli (preferred) or gzip for every compressible answer of 1 KiB or more: the API's JSON and the static
 * builds (the remotes' JavaScript above all). Registered before the static site, whose files it compresses too.
 * Request bodies are not inflated: a client sends them as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    globalDecompression: false,
  });
}
