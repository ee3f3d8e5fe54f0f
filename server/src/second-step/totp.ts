import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '../mail/mail-layout';

/** An authenticator app's code: 6 digits, a new one every 30 seconds (RFC 6238's defaults, which every app uses). */
const PERIOD_SECONDS = 30;

/** A new secret (160 random bits, base32), as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret();

/** What the enrolment screen shows: the secret, its otpauth:// address and that address as a QR code image. */
export async function totpEnrolment(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: PRODUCT_NAME, label: email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * The time step of `code` when it is the secret's code at `now`, one step before or one after (clocks drift), and
 * later than `after` (the last step accepted: a code is accepted once); else null.
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  after: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: PERIOD_SECONDS,
      ...(after === null ? {} : { afterTimeStep: after }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
