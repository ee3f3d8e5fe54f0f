import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffUsers } from './auth';
import { owners } from './owners';
import { properties } from './properties';
import { linkTo, recordColumns } from './record-columns';
import { tenants } from './tenants';

/** SPEC 3 "Contract", flat; contract-answer.ts maps a row (and its linked records) to the stored JSON shape. */
export const contracts = pgTable(
  'contracts',
  {
    ...recordColumns(),
    ownerId: linkTo('owner_id', () => owners.id),
    propertyId: linkTo('property_id', () => properties.id),
    tenantId: linkTo('tenant_id', () => tenants.id),
    contractRefName: text('contract_ref_name').notNull(),
    rentalRateInMonths: numeric('rental_rate_in_months', { mode: 'number' }),
    rentalPeriod: text('rental_period'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    finishDate: date('finish_date', { mode: 'string' }).notNull(),
    depositAmount: numeric('deposit_amount', { mode: 'number' }),
    numberOfTenants: integer('number_of_tenants'),
    agentName: text('agent_name'),
    coAgentName: text('co_agent_name'),
    coAgentCompany: text('co_agent_company'),
    /** resOfUtils: 'owner' or 'tenant' (SPEC 9), or null when not set. */
    waterPaidBy: text('water_paid_by'),
    electricityPaidBy: text('electricity_paid_by'),
    internetPaidBy: text('internet_paid_by'),
    // SPEC 9 defaults.
    maintenanceThreshold: numeric('maintenance_threshold', { mode: 'number' }).notNull().default(0),
    bahtMaintainanceThreshold: numeric('baht_maintainance_threshold', { mode: 'number' })
      .notNull()
      .default(1500),
    cleaningFeesAtChechOut: boolean('cleaning_fees_at_chech_out').notNull().default(true),
    bedSheetCleaningFees: boolean('bed_sheet_cleaning_fees').notNull().default(true),
    specialAggrements: boolean('special_aggrements').notNull().default(false),
    anyAgreedPets: boolean('any_agreed_pets').notNull().default(false),
    gardening: boolean('gardening').notNull().default(false),
    termitesSpraying: boolean('termites_spraying').notNull().default(false),
    poolMaintainance: boolean('pool_maintainance').notNull().default(false),
    // The lease (issue 25).
    /** The contract that renews this one: set once, by the renewal, in its transaction. */
    renewedByContractId: uuid('renewed_by_contract_id').references((): AnyPgColumn => contracts.id, {
      onDelete: 'set null',
    }),
    /** The recorded ending (null: none): the day the tenant leaves, a note, whether staff confirm the property is then available. */
    endingDate: date('ending_date', { mode: 'string' }),
    endingNote: text('ending_note'),
    endingPropertyAvailable: boolean('ending_property_available'),
    /** Who recorded the ending: the property's change to available is theirs. */
    endingRecordedBy: uuid('ending_recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** When the property was marked available after a confirmed ending (once). */
    propertyReleasedAt: timestamp('property_released_at', { withTimezone: true }),
    renewalOfferedAt: timestamp('renewal_offered_at', { withTimezone: true }),
  },
  (table) => [
    // The list orders: newest first, id as the tiebreak; all, of one tenant, of one property.
    index('contracts_created_at_id').on(table.createdAt.desc(), table.id.desc()),
    index('contracts_tenant_created_at_id').on(table.tenantId, table.createdAt.desc(), table.id.desc()),
    index('contracts_property_created_at_id').on(table.propertyId, table.createdAt.desc(), table.id.desc()),
    index('contracts_owner_id').on(table.ownerId),
    // The expiring and overdue lists: contracts not renewed, by finish date.
    index('contracts_open_finish_date_id')
      .on(table.finishDate, table.id)
      .where(sql`${table.renewedByContractId} is null`),
    // The overdue list and the digest's overdue section: also without a recorded ending.
    index('contracts_overdue_finish_date_id')
      .on(table.finishDate, table.id)
      .where(sql`${table.renewedByContractId} is null and ${table.endingDate} is null`),
    uniqueIndex('contracts_renewed_by_unique').on(table.renewedByContractId),
    // Confirmed endings whose property is still to be marked available.
    index('contracts_release_due')
      .on(table.endingDate)
      .where(sql`${table.endingPropertyAvailable} and ${table.propertyReleasedAt} is null`),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
