import { call, listPage } from '@pm/api-client/http';
import type { StaffRole } from '@pm/api-contract/routes';
import * as routes from '@pm/api-contract/routes';
import type { StaffInviteInput } from '@pm/schemas/staff';

/** /staff: the staff accounts (admins only; the server answers 403 to any other role). */
export const staffApi = {
  /** staffList: one page of the staff accounts. */
  list: (page?: number, limit?: number) => listPage(routes.staffList, page, limit),
  /** staffOne: one staff account. */
  get: (id: string) => call(routes.staffOne, { params: { id } }),
  /** staffActivity: one page of the changes the staff member made, newest first. */
  activity: (id: string, page?: number, limit?: number) =>
    listPage(routes.staffActivity, page, limit, { params: { id } }),
  /** staffInvite: an invited account and its mailed link; 409 when the email is taken. */
  invite: ({ name, email, role }: StaffInviteInput) =>
    call(routes.staffInvite, { json: { name, email, role } }),
  /** staffResend: a new invitation link (the old one stops working). */
  resendInvitation: (id: string) => call(routes.staffResend, { params: { id } }),
  /** staffRole: 409 when it would leave no active admin. */
  changeRole: (id: string, role: StaffRole) => call(routes.staffRole, { params: { id }, json: { role } }),
  /** staffDeactivate: the account's sessions end at once; 409 for the last active admin. */
  deactivate: (id: string) => call(routes.staffDeactivate, { params: { id } }),
  /** staffReactivate. */
  reactivate: (id: string) => call(routes.staffReactivate, { params: { id } }),
  /** staffEndSessions: signs the staff member out everywhere. */
  endSessions: (id: string) => call(routes.staffEndSessions, { params: { id } }),
  /** staffResetTwoStep: they enrol again at their next sign-in. */
  resetTwoStep: (id: string) => call(routes.staffResetTwoStep, { params: { id } }),
};
