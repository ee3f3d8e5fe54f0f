// Test support (never imported by app code): a signed-in visitor whose person the shell already knows, as after
// GET /session, so that a test draws pages without answering that call.
import type { StaffRole } from '@pm/apps/screens';
import { sessionStore } from '@pm/session';
import { actAs } from '@pm/ui/testing';

export function signInAs(role: StaffRole = 'admin', { token = 'token', mustEnrol = false } = {}): void {
  sessionStore.getState().signIn(token);
  actAs(role, mustEnrol);
}
