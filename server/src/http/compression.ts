import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * brotli (preferred) or gzip for every compressible dynamic answer of 1 KiB or more: the API's JSON, remotes.json,
 * the shell page. The static builds are compressed once by their build (brotli 11, gzip 9) and sent as they are:
 * an answer that already has a Content-Encoding passes through. Request bodies are not inflated: a client sends
 * them as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    globalDecompression: false,
  });
}
