import type { Owner } from '@pm/schemas/owner';
import type { Property, PropertyStatus } from '@pm/schemas/property';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countRows } from '../db/row-counts';
import { owners } from '../db/schema/owners';
import { type PropertyRow, properties } from '../db/schema/properties';
import type { FileUrl } from '../files/file-urls';
import type { Paging } from '../http/envelope';
import { toOwner } from '../owners/owners-repository';

/** The owner columns of the answers: never the password hash, nor the timestamps. */
const {
  passwordHash: _hash,
  createdAt: _ownerCreated,
  updatedAt: _ownerUpdated,
  ...ownerColumns
} = getTableColumns(owners);

/** The property columns of the answers (no timestamps). */
const { createdAt: _created, updatedAt: _updated, ...propertyColumns } = getTableColumns(properties);
type PropertyAnswerRow = Omit<PropertyRow, 'createdAt' | 'updatedAt'>;

/** What a new property is stored with; files are stored file names. */
export type NewProperty = Omit<typeof properties.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type PropertyChanges = Partial<NewProperty>;

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

/** The stored file names of a property (for removal when an edit replaces them). */
function storedFileNames(row: Pick<PropertyRow, 'images' | 'titleDeed' | 'managementContract'>) {
  return { images: row.images, titleDeed: row.titleDeed, managementContract: row.managementContract };
}

// "nulls last" matches the indexes on (created_at desc, id desc), so pages are read from an index.
const newestFirst = [sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`];

/** `fileUrl` signs the file URLs of the answers (the property's and its owner's). */
export function createPropertiesRepository(db: Db, fileUrl: FileUrl) {
  const withOwner = () =>
    db
      .select({ property: propertyColumns, owner: ownerColumns })
      .from(properties)
      .innerJoin(owners, eq(properties.ownerId, owners.id));

  async function findById(id: string): Promise<Property | undefined> {
    const [row] = await withOwner().where(eq(properties.id, id)).limit(1);
    return row ? toProperty(row.property, toOwner(row.owner, fileUrl), fileUrl) : undefined;
  }

  return {
    findById,

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return row !== undefined;
    },

    /** One page of all properties, newest first (id breaks ties), each with its owner, and how many there are. */
    async list({ page, limit }: Paging): Promise<{ properties: Property[]; total: number }> {
      const [rows, total] = await Promise.all([
        withOwner()
          .orderBy(...newestFirst)
          .limit(limit)
          .offset((page - 1) * limit),
        countRows(db, properties),
      ]);
      return {
        properties: rows.map((row) => toProperty(row.property, toOwner(row.owner, fileUrl), fileUrl)),
        total,
      };
    },

    /** One page of an owner's properties, newest first (id breaks ties), and how many the owner has. */
    async listByOwner(
      owner: Owner,
      { page, limit }: Paging,
    ): Promise<{ properties: Property[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select(propertyColumns)
          .from(properties)
          .where(eq(properties.ownerId, owner._id))
          .orderBy(...newestFirst)
          .limit(limit)
          .offset((page - 1) * limit),
        countRows(db, properties, eq(properties.ownerId, owner._id)),
      ]);
      return {
        properties: rows.map((row) => toProperty(row, owner, fileUrl)),
        total,
      };
    },

    async insert(property: NewProperty, now: Date): Promise<Property> {
      const [row] = await db
        .insert(properties)
        .values({ ...property, createdAt: now, updatedAt: now })
        .returning({ id: properties.id });
      return (await findById((row as { id: string }).id)) as Property;
    },

    /**
     * Applies the defined changes and raises `__v` by one. Answers the updated property and the stored file
     * names the edit replaced (for the caller to delete), or undefined for an unknown property.
     */
    async update(
      id: string,
      changes: PropertyChanges,
      now: Date,
    ): Promise<{ property: Property; replacedFiles: string[] } | undefined> {
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as PropertyChanges;
      const replacedFiles = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            images: properties.images,
            titleDeed: properties.titleDeed,
            managementContract: properties.managementContract,
          })
          .from(properties)
          .where(eq(properties.id, id))
          .for('update');
        if (!before) return undefined;
        await tx
          .update(properties)
          .set({ ...defined, version: sql`${properties.version} + 1`, updatedAt: now })
          .where(eq(properties.id, id));
        const old = storedFileNames(before);
        const replaced: string[] = [];
        if (defined.images !== undefined)
          replaced.push(...old.images.filter((name) => !defined.images?.includes(name)));
        for (const field of ['titleDeed', 'managementContract'] as const) {
          const previous = old[field];
          if (defined[field] !== undefined && previous && previous !== defined[field])
            replaced.push(previous);
        }
        return replaced;
      });
      if (!replacedFiles) return undefined;
      return { property: (await findById(id)) as Property, replacedFiles };
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
