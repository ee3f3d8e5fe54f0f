// The yardstick of the search bench on PGlite: a bare Node HTTP server that spends BUSY_MICROS of CPU on each
// request in its one thread, as the product does with PGlite in its thread, and answers a small JSON. With
// IN_ORDER=1 each request starts in an event-loop iteration of its own, in the order the requests came, as the
// product's search does (src/db/pglite-client.ts); without, a request runs as soon as Node reads it. Started by
// bench/search.ts with PORT.
import { createServer } from 'node:http';
import { setImmediate as nextIteration } from 'node:timers/promises';

const busyMilliseconds = Number(process.env.BUSY_MICROS) / 1000;
const inOrder = process.env.IN_ORDER === '1';

function spendCpu() {
  const end = performance.now() + busyMilliseconds;
  while (performance.now() < end);
}

let previous: Promise<void> = Promise.resolve();
/** `work` after the requests that came before, in an event-loop iteration of its own. */
function inTurn(work: () => void): Promise<void> {
  const turn = previous.then(async () => {
    await nextIteration();
    work();
  });
  previous = turn;
  return turn;
}

const server = createServer(async (_request, response) => {
  if (inOrder) await inTurn(spendCpu);
  else spendCpu();
  response.setHeader('content-type', 'application/json');
  response.end('{"success":true}');
});
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
