import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { API_BASE_URL, type RemoteCatalog, workspaceAddresses } from './remote-catalog';

/**
 * Where development overrides of a remote may point (DESIGN 3: loopback only, any port, http or https), as CSP
 * sources. CSP has no syntax for IPv6 literals (host-char is ALPHA / DIGIT / "-"; Chromium ignores
 * `http://[::1]:*` with a console error) nor for 127.0.0.0/8, so [::1] and 127.x other than 127.0.0.1 cannot be
 * allowed: the shell accepts overrides to exactly these hosts.
 */
export const LOOPBACK_SOURCES = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://localhost:*',
  'https://127.0.0.1:*',
];

/** The hot-reload sockets of the remotes' development servers (their clients connect to ws://localhost:<port>). */
export const DEV_SERVER_SOCKETS = ['ws://localhost:*'];

/** HSTS for answers over https (TRUST_PROXY makes X-Forwarded-Proto count): a year, subdomains too. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin of an absolute URL; nothing for a path on this server (covered by 'self'). */
function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The Content-Security-Policy of the shell page, directive by directive, from what remotes.json tells the page
 * (the remote catalog): scripts only from this server, the remotes' origins and, where overrides are allowed (outside
 * production), loopback development servers; never eval'd scripts, and no inline script.
 * - connect-src: the API, and the remotes' manifests (the federation runtime fetches mf-manifest.json).
 * - img-src: data: and blob: for upload previews, the files (under the API) and the remotes' own images
 *   (the dashboard's sample photos are assets of mf-dashboard, served from its origin).
 * - style-src 'unsafe-inline': emotion (MUI) writes <style> elements and style attributes at run time.
 */
export function shellCspDirectives(
  config: Config,
  remotes: Record<string, string> = workspaceAddresses(config),
): Record<string, string[]> {
  const allowOverrides = config.nodeEnv !== 'production';
  const remoteOrigins = unique(Object.values(remotes).flatMap(originOf));
  const apiOrigins = originOf(API_BASE_URL);
  const development = allowOverrides ? LOOPBACK_SOURCES : [];
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remoteOrigins, ...development]),
    'connect-src': unique([
      "'self'",
      ...apiOrigins,
      ...remoteOrigins,
      ...development,
      ...(allowOverrides ? DEV_SERVER_SOCKETS : []),
    ]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...apiOrigins, ...remoteOrigins, ...development]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers of every answer, from helmet: the shell's CSP (above; harmless on JSON and scripts), nosniff,
 * Referrer-Policy no-referrer, X-Frame-Options DENY, COOP same-origin, CORP same-origin (the remotes' files say
 * cross-origin, see static-site.ts, so a shell on another origin can load them). No upgrade-insecure-requests: the
 * embedded server speaks plain http. HSTS only on answers over https. GET /api/files sets its own stricter CSP
 * (default-src 'none'; sandbox). helmet's middleware is built once: @fastify/helmet builds it again for every
 * request, parsing the CSP each time (3.5% of the server's CPU under the search bench).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, catalog: RemoteCatalog) {
  const headersFor = (remotes: Record<string, string>) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: shellCspDirectives(config, remotes) },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    });
  // Built again only when the remotes' addresses change (a remote added to REMOTES_FILE).
  let built = { key: '', setHeaders: headersFor(workspaceAddresses(config)) };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const remotes = catalog.remoteAddresses();
    const key = Object.values(remotes).join(' ');
    if (key !== built.key) built = { key, setHeaders: headersFor(remotes) };
    built.setHeaders(request.raw, reply.raw, () => done());
  });
}
