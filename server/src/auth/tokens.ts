import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** Staff user id. */
  sub: string;
  /** The user's token_version when the token was issued. */
  ver: number;
  /** `enrol`: the token only serves to turn on a second step (MFA_REQUIRED) until one is confirmed. */
  scope?: 'enrol';
}

/** A verified token: its claims, its own id (what a logout revokes) and when it expires. */
export interface VerifiedToken extends TokenClaims {
  jti: string;
  expiresAt: Date;
}

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
  clock: () => Date;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A signed token of `claims`; `jti` is the id of its session (staff_sessions), a random one when not given. */
export async function issueToken(
  claims: TokenClaims,
  settings: TokenSettings,
  jti: string = randomUUID(),
): Promise<string> {
  const issuedAt = Math.floor(settings.clock().getTime() / 1000);
  return new SignJWT(claims.scope ? { ver: claims.ver, scope: claims.scope } : { ver: claims.ver })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.ttlSeconds)
    .sign(new TextEncoder().encode(settings.secret));
}

/** The claims of a valid, unexpired token (judged by the injected clock), else null. */
export async function verifyToken(token: string, settings: TokenSettings): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(settings.secret), {
      algorithms: [ALGORITHM],
      currentDate: settings.clock(),
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    if (payload.scope !== undefined && payload.scope !== 'enrol') return null;
    return {
      sub: payload.sub,
      ver: payload.ver,
      ...(payload.scope === 'enrol' ? { scope: 'enrol' as const } : {}),
      jti: payload.jti,
      expiresAt: new Date((payload.exp as number) * 1000),
    };
  } catch {
    return null;
  }
}
