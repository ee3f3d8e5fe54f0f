import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** gzip or brotli for text answers (the remotes' JavaScript above all), with Node's zlib only. */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode !== 200 || reply.getHeader('content-encoding'))
      return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const isBuffer = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (!isBuffer && !(payload instanceof Readable)) return payload;
    if (isBuffer && Buffer.byteLength(payload as string | Buffer) < MIN_BYTES) return payload;

    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return payload;

    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    reply.removeHeader('accept-ranges');
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);

    if (isBuffer) {
      return encoding === 'br'
        ? zlib.brotliCompressSync(payload as string | Buffer, BROTLI_OPTIONS)
        : zlib.gzipSync(payload as string | Buffer);
    }
    const compressor = encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip();
    return pipeline(payload as Readable, compressor, (error) => {
      if (error) request.log.warn({ err: error }, 'compressing a response failed');
    });
  });
}
