import type { Owner } from '@pm/schemas/owner';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type PropertyRow, properties } from '../db/schema/properties';
import { fileUrl } from '../files/file-storage';
import type { Paging } from '../http/envelope';

/** The row as SPEC 3's stored "Property" shape; `owner` is the owner object. */
export function toProperty(row: PropertyRow, owner: Owner) {
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
    status: row.status,
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

export type Property = ReturnType<typeof toProperty>;

export function createPropertiesRepository(db: Db) {
  return {
    /** One page of an owner's properties, newest first (id breaks ties), and how many the owner has. */
    async listByOwner(
      owner: Owner,
      { page, limit }: Paging,
    ): Promise<{ properties: Property[]; total: number }> {
      const rows = await db
        .select()
        .from(properties)
        .where(eq(properties.ownerId, owner._id))
        .orderBy(sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`)
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await db
        .select({ total: count() })
        .from(properties)
        .where(eq(properties.ownerId, owner._id));
      return { properties: rows.map((row) => toProperty(row, owner)), total: Number(counted?.total ?? 0) };
    },
  };
}
