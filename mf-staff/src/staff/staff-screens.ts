import { recordPath } from '@pm/ui';
import screens from '../screens.json';

/** Where each staff screen is (from the declarations in screens.json). */
export const staffScreens = {
  list: screens['staff-list'].path,
  invite: screens['staff-invite'].path,
  details: screens['staff-details'].path,
};

/** A staff member's page. */
export const staffMemberPath = (id: string) => recordPath(staffScreens.details, id);
