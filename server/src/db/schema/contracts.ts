import { boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
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
  },
  (table) => [
    // The list orders: newest first, id as the tiebreak; all, of one tenant, of one property.
    index('contracts_created_at_id').on(table.createdAt.desc(), table.id.desc()),
    index('contracts_tenant_created_at_id').on(table.tenantId, table.createdAt.desc(), table.id.desc()),
    index('contracts_property_created_at_id').on(table.propertyId, table.createdAt.desc(), table.id.desc()),
    index('contracts_owner_id').on(table.ownerId),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
