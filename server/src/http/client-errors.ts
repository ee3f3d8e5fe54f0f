import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'The address or the headers are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'The request took too long to arrive.' },
};
const MALFORMED = { statusCode: 400, message: 'The request is not valid HTTP.' };

/** How long the rest of a refused request is read and dropped before its connection is closed all the same. */
const DRAIN_MS = 5_000;

/**
 * Fastify's `clientErrorHandler`: a request Node refuses before Fastify sees it (request line and headers over
 * Node's 16 KB maxHeaderSize: 431; headers too slow: 408; malformed: 400), answered in the failure shape. Fastify's
 * own handler destroys the socket right after writing: with the rest of a long request still unread, that resets
 * the connection and the client loses the answer. Here the answer ends the connection and the rest is drained.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode, message, error: STATUS_CODES[statusCode] });
  const head = [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  // A slow client (408) is not waited for.
  if (statusCode === 408) {
    socket.destroy();
    return;
  }
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
