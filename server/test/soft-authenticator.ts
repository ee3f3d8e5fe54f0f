// A software passkey for tests: an ES256 key pair from node:crypto that answers WebAuthn registration (attestation
// "none") and sign-in (assertion) options like a browser and an authenticator together would.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** Authenticator data flags: user present, user verified, attested credential data included. */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

export interface SoftAuthenticatorOptions {
  /** What the browser reports as the page's origin (default: the relying party's PUBLIC_URL). */
  origin?: string;
  /** The relying party id the authenticator signs for (default: the host name of `origin`). */
  rpId?: string;
}

export function createSoftAuthenticator(defaults: { origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let signCount = 0;

  // The COSE_Key of the public key: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x as string)],
      [-3, isoBase64URL.toBuffer(jwk.y as string)],
    ]),
  );

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  function authenticatorData(rpId: string, flags: number, attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    const parts = [sha256(rpId), Buffer.from([flags]), counter];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  }

  const settings = (options: SoftAuthenticatorOptions) => {
    const origin = options.origin ?? defaults.origin;
    return { origin, rpId: options.rpId ?? new URL(defaults.origin).hostname };
  };

  return {
    /** The credential id (base64url), as the server stores it. */
    id,

    /** The answer of navigator.credentials.create() to registration options (RegistrationResponseJSON). */
    register(options: { challenge: string }, overrides: SoftAuthenticatorOptions = {}) {
      const { origin, rpId } = settings(overrides);
      const flags = FLAGS.userPresent | FLAGS.userVerified | FLAGS.attested;
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(rpId, flags, true)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** The answer of navigator.credentials.get() to sign-in options (AuthenticationResponseJSON). */
    assert(options: { challenge: string }, overrides: SoftAuthenticatorOptions = {}) {
      const { origin, rpId } = settings(overrides);
      signCount += 1;
      const data = authenticatorData(rpId, FLAGS.userPresent | FLAGS.userVerified, false);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
