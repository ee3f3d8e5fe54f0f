// The audit trail's names and messages, without zod: the api-client, which every page loads, needs only these.

/** The kinds of record whose changes are audited; `entity` of GET /audit (`staff`: staff accounts). */
export const AUDIT_ENTITIES = ['owner', 'property', 'tenant', 'contract', 'staff'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A record's create, edit and delete; for a staff account, what an admin did to it. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'invite',
  'role',
  'deactivate',
  'reactivate',
  'end-sessions',
  'reset-two-step',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The field an audit entry lists for a password that was set: named, never with its value or hash. */
export const AUDIT_PASSWORD_FIELD = 'password';

/** The answers of GET /audit for a bad query (each names its parameter). */
export const AUDIT_MESSAGES = {
  entity: `entity must be one of: ${AUDIT_ENTITIES.join(', ')}.`,
  id: {
    required: 'id is required: the id of the record.',
    invalid: 'id must be the id of a record (a uuid).',
  },
};
