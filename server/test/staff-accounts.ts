// Staff accounts of each role for a suite: stored directly (the staff routes are under test elsewhere), then signed
// in through POST /api/auth/login like a person.
import type { StaffRole } from '@pm/apps/screens';
import { hashPassword } from '../src/auth/passwords';
import { staffUsers } from '../src/db/schema/auth';
import type { TestContext } from './harness';

export interface TestStaffUser {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
}

let created = 0;

/** A new active account of `role` with a known password. */
export async function addStaffUser(context: TestContext, role: StaffRole): Promise<TestStaffUser> {
  created += 1;
  const email = `${role}-${created}-${Date.now()}@example.com`;
  const password = `a long ${role} passphrase ${created}`;
  const [row] = await context.database.db
    .insert(staffUsers)
    .values({ email, name: `Test ${role} ${created}`, role, passwordHash: await hashPassword(password) })
    .returning({ id: staffUsers.id });
  return { id: (row as { id: string }).id, email, password, role };
}

/** A signed-in account of `role`: its token. */
export async function signedInAs(context: TestContext, role: StaffRole): Promise<string> {
  const user = await addStaffUser(context, role);
  return context.login({ email: user.email, password: user.password });
}
