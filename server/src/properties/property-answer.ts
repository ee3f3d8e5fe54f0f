import type { Owner } from '@pm/schemas/owner';
import type { Property } from '@pm/schemas/property';
import type { PropertyStatus } from '@pm/schemas/property-fields';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newestFirst } from '../db/record-queries';
import { owners } from '../db/schema/owners';
import { type PropertyRow, properties } from '../db/schema/properties';
import type { FileUrl } from '../files/file-urls';
import type { Paging } from '../http/envelope';
import { ownerColumns, toOwner } from '../owners/owner-answer';

/** The property columns of the answers (no timestamps). */
const { createdAt: _created, updatedAt: _updated, ...answerColumns } = getTableColumns(properties);
export const propertyColumns = answerColumns;
export type PropertyAnswerRow = Omit<PropertyRow, 'createdAt' | 'updatedAt'>;

/** The row as SPEC 3's stored "Property" shape with signed file URLs; `owner` is the owner object. */
export function toProperty(row: PropertyAnswerRow, owner: Owner, fileUrl: FileUrl): Property {
  return {
    _id: row.id,
    __v: row.version,
    name: row.name,
    refId: row.refId,
    type: row.type,
    condoName: row.condoName,
    size: row.size,
    rooms: row.rooms,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    floors: row.floors,
    status: row.status as PropertyStatus,
    threeSixtyTour: row.threeSixtyTour,
    billingDate: row.billingDate,
    englishLink: row.englishLink,
    thaiLink: row.thaiLink,
    address: row.address,
    description: row.description,
    owner,
    location: { longitude: row.longitude, latitude: row.latitude, neighbourhood: row.neighbourhood },
    financialInfo: {
      monthlyRent: row.monthlyRent,
      estimatedRent: row.estimatedRent,
      managementFee: row.managementFee,
    },
    documents: { titleDeed: fileUrl(row.titleDeed), managementContract: fileUrl(row.managementContract) },
    images: row.images.map((name) => fileUrl(name) as string),
  };
}

/** The properties matching `where` as their routes answer them (each with its owner), newest first. */
export async function readProperties(
  db: Pick<Db, 'select'>,
  fileUrl: FileUrl,
  where: SQL | undefined,
  paging?: Paging,
): Promise<Property[]> {
  let query = db
    .select({ property: propertyColumns, owner: ownerColumns })
    .from(properties)
    .innerJoin(owners, eq(properties.ownerId, owners.id))
    .where(where)
    .orderBy(...newestFirst(properties))
    .$dynamic();
  if (paging) query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  const rows = await query;
  return rows.map((row) => toProperty(row.property, toOwner(row.owner, fileUrl), fileUrl));
}
