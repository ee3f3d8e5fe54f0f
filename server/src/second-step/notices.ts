import type { AppContext } from '../app-context';
import { accountNoticeMail } from '../mail/account-mails';

/** The sentence of each notice of a second-step change, mailed to the account (NIST 800-63B). */
export const NOTICES = {
  totpOn: 'Two-step sign-in was turned on: your authenticator app now gives the codes of your sign-in.',
  off: 'Two-step sign-in was turned off: your authenticator app, passkeys and recovery codes were removed.',
  passkeyAdded: (name: string) => `A passkey named "${name}" was added to your sign-in.`,
  passkeyRemoved: (name: string) => `The passkey named "${name}" was removed from your sign-in.`,
  recoveryCodeUsed: (left: number) =>
    `A recovery code was used for your sign-in; ${left} ${left === 1 ? 'code is' : 'codes are'} left.`,
  reset:
    'An admin reset your two-step sign-in: your authenticator app, passkeys and recovery codes were removed and your sessions ended.',
} as const;

/** Queues the notice `change` to `email` (sent by the mail worker, never while the client waits). */
export async function mailNotice(context: Pick<AppContext, 'mail' | 'clock'>, email: string, change: string) {
  await context.mail.enqueue(accountNoticeMail(email, change, context.clock()));
}
