import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** Staff user id. */
  sub: string;
  /** The user's token_version when the token was issued. */
  ver: number;
}

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
  clock: () => Date;
}

const ALGORITHM = 'HS256';

export async function issueToken(claims: TokenClaims, settings: TokenSettings): Promise<string> {
  const issuedAt = Math.floor(settings.clock().getTime() / 1000);
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.ttlSeconds)
    .sign(new TextEncoder().encode(settings.secret));
}

/** The claims of a valid, unexpired token (judged by the injected clock), else null. */
export async function verifyToken(token: string, settings: TokenSettings): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(settings.secret), {
      algorithms: [ALGORITHM],
      currentDate: settings.clock(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}
