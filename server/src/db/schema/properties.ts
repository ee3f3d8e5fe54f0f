import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { owners } from './owners';
import { linkTo, recordColumns } from './record-columns';

/** SPEC 3 "Property", flat; nested groups (location, financialInfo, documents) are mapped by the repository. */
export const properties = pgTable(
  'properties',
  {
    ...recordColumns(),
    ownerId: linkTo('owner_id', () => owners.id),
    name: text('name').notNull(),
    refId: text('ref_id'),
    type: text('type'),
    condoName: text('condo_name'),
    size: numeric('size', { mode: 'number' }),
    rooms: integer('rooms'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    floors: integer('floors'),
    /** SPEC 9: closed, rented, available, on hold. */
    status: text('status').notNull().default('available'),
    threeSixtyTour: text('three_sixty_tour'),
    billingDate: date('billing_date', { mode: 'string' }),
    englishLink: text('english_link'),
    thaiLink: text('thai_link'),
    address: text('address'),
    description: text('description'),
    longitude: numeric('longitude', { mode: 'number' }),
    latitude: numeric('latitude', { mode: 'number' }),
    neighbourhood: text('neighbourhood'),
    monthlyRent: numeric('monthly_rent', { mode: 'number' }),
    estimatedRent: numeric('estimated_rent', { mode: 'number' }),
    managementFee: numeric('management_fee', { mode: 'number' }),
    /** Stored file names (see server/src/files). */
    titleDeed: text('title_deed'),
    managementContract: text('management_contract'),
    /** Up to 5 stored image file names (SPEC 9). */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index('properties_owner_created_at_id').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    // The order of GET /property/all: newest first, id as the tiebreak.
    index('properties_created_at_id').on(table.createdAt.desc(), table.id.desc()),
    check('properties_status_valid', sql`${table.status} in ('closed', 'rented', 'available', 'on hold')`),
  ],
);

export type PropertyRow = typeof properties.$inferSelect;
