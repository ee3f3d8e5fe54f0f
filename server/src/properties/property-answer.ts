import type { PropertyStatus } from '@pm/schemas/property-fields';
import type { Owner, Property } from '@pm/schemas/records';
import { eq } from 'drizzle-orm';
import { answerColumns, joinedReader } from '../db/record-queries';
import { owners } from '../db/schema/owners';
import { type PropertyRow, properties } from '../db/schema/properties';
import type { FileUrl } from '../files/file-urls';
import { ownerColumns, toOwner } from '../owners/owner-answer';

export const propertyColumns = answerColumns(properties, 'createdAt', 'updatedAt');
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
export const readProperties = joinedReader(
  { property: propertyColumns, owner: ownerColumns },
  [properties, owners, eq(properties.ownerId, owners.id)],
  (rows, _db, fileUrl): Property[] =>
    rows.map((row) => toProperty(row.property, toOwner(row.owner, fileUrl), fileUrl)),
);
