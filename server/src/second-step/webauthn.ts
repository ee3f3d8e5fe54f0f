import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Config } from '../config';
import { PRODUCT_NAME } from '../mail/mail-layout';
import type { Passkey } from './second-step-repository';

/** A challenge handed to the browser is answered within this time, once. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** The relying party passkeys are bound to: PUBLIC_URL's origin and host name. */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: PRODUCT_NAME };
}

/** The challenge a browser's answer signed (from its clientDataJSON), or null when it names none. */
export function challengeOf(response: Record<string, unknown>): string | null {
  const inner = response.response as { clientDataJSON?: unknown } | undefined;
  if (typeof inner?.clientDataJSON !== 'string' || inner.clientDataJSON.length > 4000) return null;
  try {
    const client = JSON.parse(isoBase64URL.toUTF8String(inner.clientDataJSON)) as { challenge?: unknown };
    return typeof client.challenge === 'string' && client.challenge.length <= 200 ? client.challenge : null;
  } catch {
    return null;
  }
}

/** A stored passkey as @simplewebauthn/server checks an assertion with it. */
export const credentialOf = (passkey: Passkey) => ({
  id: passkey.id,
  publicKey: isoBase64URL.toBuffer(passkey.publicKey),
  counter: passkey.signCount,
  transports: passkey.transports,
});

/** The transports a browser may report (WebAuthn level 3). */
const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** The known transports of a registration answer, each once. */
export const knownTransports = (transports: readonly string[] | undefined): string[] =>
  [...new Set(transports ?? [])].filter((transport) => TRANSPORTS.has(transport));

/** A passkey as the account page lists it. */
export const passkeyAnswer = (passkey: Passkey) => ({
  _id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});
