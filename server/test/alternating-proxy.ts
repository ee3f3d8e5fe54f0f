import { createServer, request as forward, type IncomingMessage } from 'node:http';

/** The request header naming the client address the proxy puts in X-Forwarded-For (default 127.0.0.1). */
export const CLIENT_ADDRESS_HEADER = 'x-test-client-address';
/** The response header naming which target (0, 1, ...) answered. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface AlternatingProxy {
  baseUrl: string;
  close: () => Promise<void>;
}

/** A load balancer in miniature: each request goes to the next target in turn, with X-Forwarded-For set. */
export async function startAlternatingProxy(targets: string[]): Promise<AlternatingProxy> {
  let next = 0;
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    const headers = { ...incoming.headers };
    const client = headers[CLIENT_ADDRESS_HEADER];
    delete headers[CLIENT_ADDRESS_HEADER];
    headers['x-forwarded-for'] = typeof client === 'string' ? client : '127.0.0.1';
    const upstream = forward(
      `${targets[index]}${incoming.url}`,
      { method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [SERVED_BY_HEADER]: String(index),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
