import type { StaffRole } from '@pm/apps/screens';
import type { AppContext } from '../app-context';
import { twoStepRequired } from '../auth/second-step-presence';
import { type SessionOrigin, startSession } from '../auth/staff-sessions';
import { hasSecondStep, type SecondStepMethod, secondStepsOf, signInMethods } from './second-step-repository';
import { createTickets } from './tickets';

export type SignInAnswer =
  | { access_token: string }
  | { access_token: string; must_enrol: true }
  | { second_step: { ticket: string; methods: SecondStepMethod[] } };

/**
 * What a right password answers: for an account with a second step, the ticket to pass it with (no token yet);
 * for one that must have a second step (MFA_REQUIRED) and has none, a token limited to enrolling one; otherwise
 * a token (SPEC 7).
 */
export async function signInAnswer(
  context: Pick<AppContext, 'db' | 'clock' | 'tokens' | 'config'>,
  user: { id: string; tokenVersion: number; passwordHash: string | null; role: StaffRole },
  origin: SessionOrigin,
): Promise<SignInAnswer> {
  const steps = await secondStepsOf(context.db, user.id);
  if (hasSecondStep(steps)) {
    const ticket = await createTickets(context.tokens).issue(user);
    return { second_step: { ticket, methods: signInMethods(steps) } };
  }
  if (twoStepRequired(context.config, user.role)) {
    return { access_token: await startSession(context, user, origin, 'enrol'), must_enrol: true };
  }
  return { access_token: await startSession(context, user, origin) };
}
