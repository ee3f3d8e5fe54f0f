import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { linkTo, recordColumns } from './record-columns';

/** SPEC 3 "Tenant", flat; tenant-answer.ts maps a row (and its sub-tenants) to the stored JSON shape. */
export const tenants = pgTable(
  'tenants',
  {
    ...recordColumns(),
    /** Trimmed, as typed; unique among tenants ignoring case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    propertyId: linkTo('property_id', () => properties.id),
    firstName: text('first_name').notNull(),
    nickName: text('nick_name').notNull(),
    surName: text('sur_name').notNull(),
    contactNo: text('contact_no').notNull(),
    whatsAppNo: text('whats_app_no').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    homeAddress: text('home_address').notNull(),
    /** Stored file names (see server/src/files). */
    profileImage: text('profile_image'),
    passportFile: text('passport_file'),
    contractFile: text('contract_file'),
    inventoryFile: text('inventory_file'),
  },
  (table) => [
    uniqueIndex('tenants_email_unique').on(sql`lower(${table.email})`),
    // The list order: newest first, id as the tiebreak.
    index('tenants_created_at_id').on(table.createdAt.desc(), table.id.desc()),
    index('tenants_property_created_at_id').on(table.propertyId, table.createdAt.desc(), table.id.desc()),
  ],
);

/** SPEC 3 "Sub-tenant": the people living with a tenant, in the order they were given. */
export const subTenants = pgTable(
  'sub_tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: linkTo('tenant_id', () => tenants.id, 'cascade'),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    nickName: text('nick_name').notNull(),
    surName: text('sur_name').notNull(),
    email: text('email'),
    contactNo: text('contact_no').notNull(),
    whatsAppNo: text('whats_app_no'),
    /** Null only for a sub-tenant added in an edit without a date (edits check no required field). */
    dob: date('dob', { mode: 'string' }),
    nationality: text('nationality').notNull(),
    homeAddress: text('home_address').notNull(),
    /** The passport number as typed (create), or ... */
    passportNo: text('passport_no'),
    /** ... the stored file name of a passport uploaded in an edit; the answer shows the file when present. */
    passportFile: text('passport_file'),
  },
  (table) => [index('sub_tenants_tenant_position').on(table.tenantId, table.position)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
export type SubTenantRow = typeof subTenants.$inferSelect;
export type NewSubTenantRow = typeof subTenants.$inferInsert;
