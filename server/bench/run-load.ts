import autocannon from 'autocannon';
import type { StartedProcess } from './bench-process';

export interface Figures {
  perSecond: number;
  /** CPU time of the server process per request, in microseconds: steadier than req/s on a shared machine. */
  cpuMicros: number;
  p50: number;
  p99: number;
  failures: number;
}

/** `clients` connections for `seconds`, each sending its next request when the previous answer is in. */
export async function runLoad(
  seconds: number,
  server: StartedProcess,
  pathOf: () => string,
  clients: number,
  headers: Record<string, string>,
): Promise<Figures> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({
    url: server.baseUrl,
    connections: clients,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
  });
  return {
    perSecond: result.requests.total / result.duration,
    cpuMicros: ((server.cpuSeconds() - cpuBefore) * 1e6) / result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
