import type { Owner } from '@pm/schemas/owner';
import type { Property } from '@pm/schemas/property';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { givenChanges, newestFirst, recordExists } from '../db/record-queries';
import { countRows } from '../db/row-counts';
import { properties } from '../db/schema/properties';
import type { FileUrl } from '../files/file-urls';
import { replacedFileNames } from '../files/stored-files';
import type { Paging } from '../http/envelope';
import { propertyColumns, readProperties, toProperty } from './property-answer';

/** What a new property is stored with; files are stored file names. */
export type NewProperty = Omit<typeof properties.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type PropertyChanges = Partial<NewProperty>;

const DOCUMENT_COLUMNS = ['titleDeed', 'managementContract'] as const;

/** `fileUrl` signs the file URLs of the answers (the property's and its owner's). */
export function createPropertiesRepository(db: Db, fileUrl: FileUrl) {
  async function findById(id: string): Promise<Property | undefined> {
    const [property] = await readProperties(db, fileUrl, eq(properties.id, id));
    return property;
  }

  return {
    findById,
    exists: (id: string) => recordExists(db, properties, id),

    /** One page of all properties, newest first (id breaks ties), each with its owner, and how many there are. */
    async list(paging: Paging): Promise<{ properties: Property[]; total: number }> {
      const [page, total] = await Promise.all([
        readProperties(db, fileUrl, undefined, paging),
        countRows(db, properties),
      ]);
      return { properties: page, total };
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
          .orderBy(...newestFirst(properties))
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
      const defined = givenChanges(changes);
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
        const replacedPhotos = defined.images
          ? before.images.filter((name) => !defined.images?.includes(name))
          : [];
        return [...replacedPhotos, ...replacedFileNames(before, defined, DOCUMENT_COLUMNS)];
      });
      if (!replacedFiles) return undefined;
      return { property: (await findById(id)) as Property, replacedFiles };
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
