import type { Owner, Property } from '@pm/schemas/records';
import { eq } from 'drizzle-orm';
import type { ChangeStamp } from '../audit/audit-trail';
import { insertAudited, updateAudited } from '../audit/audited-writes';
import type { Db } from '../db/database';
import { givenChanges, lockForEdit, newestFirst, recordExists } from '../db/record-queries';
import { countRows } from '../db/row-counts';
import { properties } from '../db/schema/properties';
import type { FileUrl } from '../files/file-urls';
import { replacedFileNames } from '../files/stored-files';
import type { Paging, RecordPage } from '../http/envelope';
import type { Precondition } from '../http/preconditions';
import { propertyColumns, readProperties, toProperty } from './property-answer';
import { type NewProperty, PROPERTY_AUDIT, type PropertyChanges } from './property-rows';

const DOCUMENT_COLUMNS = ['titleDeed', 'managementContract'] as const;

/** `fileUrl` signs the file URLs of the answers (the property's and its owner's). */
export function createPropertiesRepository(db: Db, fileUrl: FileUrl) {
  async function findById(id: string, executor: Pick<Db, 'select'> = db): Promise<Property | undefined> {
    const [property] = await readProperties(executor, fileUrl, eq(properties.id, id));
    return property;
  }

  return {
    findById: (id: string) => findById(id),
    exists: (id: string) => recordExists(db, properties, id),

    /** One page of all properties, newest first (id breaks ties), each with its owner, and how many there are. */
    async list(paging: Paging): Promise<RecordPage<Property>> {
      const [page, total] = await Promise.all([
        readProperties(db, fileUrl, undefined, paging),
        countRows(db, properties),
      ]);
      return { records: page, total };
    },

    /** One page of an owner's properties, newest first (id breaks ties), and how many the owner has. */
    async listByOwner(owner: Owner, { page, limit }: Paging): Promise<RecordPage<Property>> {
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
      return { records: rows.map((row) => toProperty(row, owner, fileUrl)), total };
    },

    /** Stores a property and its audit event (the fields set) in one transaction, which also reads the answer. */
    async insert(property: NewProperty, stamp: ChangeStamp): Promise<Property> {
      return db.transaction(async (tx) => {
        const created = await insertAudited(tx, properties, property, stamp, PROPERTY_AUDIT);
        return (await findById(created.id, tx)) as Property;
      });
    },

    /**
     * Applies the defined changes and raises `__v` by one if the property meets the precondition, with its
     * audit event, in one transaction. Answers the updated property and the stored file names the edit replaced
     * (for the caller to delete), or why nothing was written.
     */
    async update(id: string, changes: PropertyChanges, precondition: Precondition, stamp: ChangeStamp) {
      const defined = givenChanges(changes);
      return db.transaction(async (tx) => {
        const locked = await lockForEdit(tx, properties, id, precondition);
        if (locked.status !== 'locked') return locked;
        const { before } = locked;
        await updateAudited(tx, properties, before, defined, stamp, PROPERTY_AUDIT);
        const replacedPhotos = defined.images
          ? before.images.filter((name) => !defined.images?.includes(name))
          : [];
        const replacedFiles = [...replacedPhotos, ...replacedFileNames(before, defined, DOCUMENT_COLUMNS)];
        return { status: 'updated' as const, property: (await findById(id, tx)) as Property, replacedFiles };
      });
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
