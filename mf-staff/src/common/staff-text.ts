// How the staff screens word a member's facts. Kept free of zod (the list page loads no form schema); the role
// labels are checked by type against ROLE_LABELS of @pm/schemas/staff, which the forms use.
import type { StaffRole } from '@pm/api-contract/routes';
import type { ROLE_LABELS, StaffMember, StaffStatus } from '@pm/schemas/staff';
import { formatDateTime } from '@pm/ui';

export const ROLE_NAMES = {
  admin: 'Admin',
  agent: 'Agent',
  viewer: 'Viewer',
} as const satisfies typeof ROLE_LABELS;

export const roleName = (role: StaffRole) => ROLE_NAMES[role];

export const STATUS_NAMES: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** The colour of a status chip (outlined: each reads at 4.5:1 on white). */
export const STATUS_COLOURS = {
  invited: 'warning',
  active: 'success',
  deactivated: 'default',
} as const satisfies Record<StaffStatus, string>;

/** "2025-01-31 09:15", or "Never" before the first sign-in. */
export const lastSignInText = (member: Pick<StaffMember, 'lastSignInAt'>) =>
  member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never';

export const twoStepText = (on: boolean) => (on ? 'On' : 'Off');

/** The sentence of a failed call (the server's message), for an alert under the part that failed. */
export const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
