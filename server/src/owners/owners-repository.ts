import type { Owner } from '@pm/schemas/records';
import { eq, sql } from 'drizzle-orm';
import { type ChangeStamp, PASSWORD_SET } from '../audit/audit-trail';
import { insertAudited, updateAudited } from '../audit/audited-writes';
import type { Db } from '../db/database';
import { emailTaken, givenChanges, lockForEdit, recordExists } from '../db/record-queries';
import { keptTotal, pageTotal } from '../db/row-counts';
import { owners } from '../db/schema/owners';
import type { FileUrl } from '../files/file-urls';
import { replacedFileNames } from '../files/stored-files';
import type { Paging, RecordPage } from '../http/envelope';
import type { Precondition } from '../http/preconditions';
import { type OwnerAnswerRow, ownerColumns as publicColumns, toOwner } from './owner-answer';
import { type NewOwner, OWNER_AUDIT, type OwnerChanges } from './owner-rows';

export const OWNER_IMAGE_COLUMNS = ['profileImage', 'passportImage', 'bankImage'] as const;

/** Seeding in batches keeps each INSERT below PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;

/** `fileUrl` signs the image URLs of the answers. */
export function createOwnersRepository(db: Db, fileUrl: FileUrl) {
  const answer = (row: OwnerAnswerRow) => toOwner(row, fileUrl);
  // The two reads of every screen, prepared once: no query building per request, one plan per connection.
  const ownerById = db
    .select(publicColumns)
    .from(owners)
    .where(eq(owners.id, sql.placeholder('id')))
    .limit(1)
    .prepare('owner_by_id');
  // "nulls last" matches the index owners_created_at_id, so the page is read from the index.
  const ownersPage = db
    .select({ ...publicColumns, total: keptTotal(owners) })
    .from(owners)
    .orderBy(sql`${owners.createdAt} desc nulls last`, sql`${owners.id} desc nulls last`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('owners_page');
  return {
    async findById(id: string): Promise<Owner | undefined> {
      const [row] = await ownerById.execute({ id });
      return row ? answer(row) : undefined;
    },
    exists: (id: string) => recordExists(db, owners, id),
    /** Whether another owner (not `exceptId`) has this email, ignoring case. */
    emailTaken: (email: string, exceptId?: string) => emailTaken(db, owners, email, exceptId),

    /** One page, newest first (id breaks ties), and the number of owners, in one statement. */
    async list({ page, limit }: Paging): Promise<RecordPage<Owner>> {
      const rows = await ownersPage.execute({ limit, offset: (page - 1) * limit });
      return { records: rows.map(answer), total: await pageTotal(db, owners, rows) };
    },

    /** Stores a registration and its audit event (the fields set, the password named only), in one transaction. */
    async insert(owner: NewOwner, stamp: ChangeStamp): Promise<Owner> {
      return db.transaction(async (tx) =>
        answer(await insertAudited(tx, owners, owner, stamp, OWNER_AUDIT, [PASSWORD_SET])),
      );
    },

    /** Bulk insert (seeding, load tests): no answer shape, only how many were stored. */
    async insertMany(newOwners: (NewOwner & { createdAt?: Date })[]): Promise<number> {
      for (let start = 0; start < newOwners.length; start += INSERT_BATCH) {
        await db.insert(owners).values(newOwners.slice(start, start + INSERT_BATCH));
      }
      return newOwners.length;
    },

    /**
     * Applies the defined changes and raises `__v` by one if the owner meets the precondition, with its audit
     * event, in one transaction. Answers the updated owner and the stored image names the edit replaced (for the
     * caller to delete), or why nothing was written.
     */
    async update(id: string, changes: OwnerChanges, precondition: Precondition, stamp: ChangeStamp) {
      const defined = givenChanges(changes);
      return db.transaction(async (tx) => {
        const locked = await lockForEdit(tx, owners, id, precondition);
        if (locked.status !== 'locked') return locked;
        const { before } = locked;
        const after = await updateAudited(tx, owners, before, defined, stamp, OWNER_AUDIT);
        const replacedFiles = replacedFileNames(before, defined, OWNER_IMAGE_COLUMNS);
        return { status: 'updated' as const, owner: answer(after), replacedFiles };
      });
    },
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
