// Records as the staff and account endpoints answer them, for the page tests.
import type { AuditEntry } from '@pm/schemas/audit';
import type { Account, StaffMember, StaffSession } from '@pm/schemas/staff';

export const ADMIN_ID = '0b4c5d6e-1f2a-4b3c-8d9e-0f1a2b3c4d5e';
export const AGENT_ID = '1c5d6e7f-2a3b-4c4d-9e0f-1a2b3c4d5e6f';

export const admin: StaffMember = {
  _id: ADMIN_ID,
  name: 'Ann Admin',
  email: 'ann@agency.test',
  role: 'admin',
  status: 'active',
  lastSignInAt: '2025-01-31T09:15:00.000Z',
  twoStep: true,
  createdAt: '2024-12-01T08:00:00.000Z',
};

export const invitedAgent: StaffMember = {
  _id: AGENT_ID,
  name: 'Bob Agent',
  email: 'bob@agency.test',
  role: 'agent',
  status: 'invited',
  lastSignInAt: null,
  twoStep: false,
  createdAt: '2025-02-01T10:00:00.000Z',
};

export const ownerUpdate: AuditEntry = {
  _id: 'e1',
  entity: 'owner',
  entityId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  action: 'update',
  at: '2025-01-31T09:15:00.000Z',
  by: { _id: ADMIN_ID, name: 'Ann Admin', email: 'ann@agency.test' },
  changes: [{ field: 'nickName', before: 'Jo', after: 'Johnny' }],
};

export const account: Account = {
  _id: ADMIN_ID,
  name: 'Ann Admin',
  email: 'ann@agency.test',
  role: 'admin',
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  twoStepRequired: false,
  leaseDigest: true,
};

export const thisDevice: StaffSession = {
  _id: '2d6e7f80-3b4c-4d5e-8f01-2b3c4d5e6f70',
  device: 'Chrome on Linux',
  address: '203.0.113.7',
  signedInAt: '2025-02-01T08:00:00.000Z',
  lastSeenAt: '2025-02-01T09:00:00.000Z',
  current: true,
};

export const phone: StaffSession = {
  _id: '3e7f8091-4c5d-4e6f-9012-3c4d5e6f7081',
  device: 'Safari on iOS',
  address: '198.51.100.20',
  signedInAt: '2025-01-20T18:30:00.000Z',
  lastSeenAt: '2025-01-29T07:45:00.000Z',
  current: false,
};

/** A list answer with its paging facts. */
export const listAnswer = <T>(data: T[], { page = 1, limit = 15, total = data.length } = {}) => ({
  statusCode: 200 as const,
  message: 'Success' as const,
  data,
  page,
  limit,
  total,
});
