import type { Owner } from '@pm/schemas/owner';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countRows } from '../db/row-counts';
import { type NewOwnerRow, type OwnerRow, owners } from '../db/schema/owners';
import type { FileUrl } from '../files/file-urls';
import type { Paging } from '../http/envelope';

/**
 * The columns of the answer shape. Never the password hash; nor the timestamps, which the answers do not carry
 * (and whose parsing is the costliest part of reading a page on PGlite).
 */
const {
  passwordHash: _hash,
  createdAt: _created,
  updatedAt: _updated,
  ...publicColumns
} = getTableColumns(owners);
type PublicOwnerRow = Omit<OwnerRow, 'passwordHash' | 'createdAt' | 'updatedAt'>;

/** What a new owner is stored with; images are stored file names. */
export type NewOwner = Omit<NewOwnerRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type OwnerChanges = Partial<Omit<NewOwner, 'passwordHash'>>;

export const OWNER_IMAGE_COLUMNS = ['profileImage', 'passportImage', 'bankImage'] as const;

/** The row as SPEC 3's stored shape, with `_id`, `__v` and signed image URLs. */
export function toOwner(row: PublicOwnerRow, fileUrl: FileUrl): Owner {
  return {
    _id: row.id,
    __v: row.version,
    email: row.email,
    profile: {
      name: row.name,
      nickName: row.nickName,
      contactNo: row.contactNo,
      emergencyNo: row.emergencyNo,
      dob: row.dob,
      profileImage: fileUrl(row.profileImage),
      payGovtTax: row.payGovtTax,
      payCommonAreaFee: row.payCommonAreaFee,
      billingThreshold: row.billingThreshold,
    },
    passport: {
      passportNo: row.passportNo,
      passportExpiry: row.passportExpiry,
      passportImage: fileUrl(row.passportImage),
    },
    bank: {
      bankAccNo: row.bankAccNo,
      bankName: row.bankName,
      bankBranch: row.bankBranch,
      bankImage: fileUrl(row.bankImage),
    },
  };
}

const sameEmail = (email: string) => sql`lower(${owners.email}) = lower(${email})`;

/** PostgreSQL's unique_violation of the owners' email index (PGlite and node-postgres, wrapped by Drizzle or not). */
export function isDuplicateEmailError(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Seeding in batches keeps each INSERT below PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;

/** `fileUrl` signs the image URLs of the answers. */
export function createOwnersRepository(db: Db, fileUrl: FileUrl) {
  const answer = (row: PublicOwnerRow) => toOwner(row, fileUrl);
  // The two reads of every screen, prepared once: no query building per request, one plan per connection.
  const ownerById = db
    .select(publicColumns)
    .from(owners)
    .where(eq(owners.id, sql.placeholder('id')))
    .limit(1)
    .prepare('owner_by_id');
  // "nulls last" matches the index owners_created_at_id, so the page is read from the index.
  const ownersPage = db
    .select(publicColumns)
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

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: owners.id }).from(owners).where(eq(owners.id, id)).limit(1);
      return row !== undefined;
    },

    /** Whether another owner (not `exceptId`) has this email, ignoring case. */
    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: owners.id })
        .from(owners)
        .where(exceptId ? and(sameEmail(email), ne(owners.id, exceptId)) : sameEmail(email))
        .limit(1);
      return row !== undefined;
    },

    /** One page, newest first (id breaks ties), and the number of owners. */
    async list({ page, limit }: Paging): Promise<{ owners: Owner[]; total: number }> {
      const [rows, total] = await Promise.all([
        ownersPage.execute({ limit, offset: (page - 1) * limit }),
        countRows(db, owners),
      ]);
      return { owners: rows.map(answer), total };
    },

    async insert(owner: NewOwner, now: Date): Promise<Owner> {
      const [row] = await db
        .insert(owners)
        .values({ ...owner, createdAt: now, updatedAt: now })
        .returning(publicColumns);
      return answer(row as PublicOwnerRow);
    },

    /** Bulk insert (seeding, load tests): no answer shape, only how many were stored. */
    async insertMany(newOwners: (NewOwner & { createdAt?: Date })[]): Promise<number> {
      for (let start = 0; start < newOwners.length; start += INSERT_BATCH) {
        await db.insert(owners).values(newOwners.slice(start, start + INSERT_BATCH));
      }
      return newOwners.length;
    },

    /**
     * Applies the defined changes and raises `__v` by one. Answers the updated owner and the stored image
     * names the edit replaced (for the caller to delete), or undefined for an unknown owner.
     */
    async update(
      id: string,
      changes: OwnerChanges,
      now: Date,
    ): Promise<{ owner: Owner; replacedImages: string[] } | undefined> {
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as OwnerChanges;
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            profileImage: owners.profileImage,
            passportImage: owners.passportImage,
            bankImage: owners.bankImage,
          })
          .from(owners)
          .where(eq(owners.id, id))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(owners)
          .set({ ...defined, version: sql`${owners.version} + 1`, updatedAt: now })
          .where(eq(owners.id, id))
          .returning(publicColumns);
        const replacedImages = OWNER_IMAGE_COLUMNS.flatMap((column) => {
          const old = before[column];
          return defined[column] !== undefined && old && old !== defined[column] ? [old] : [];
        });
        return { owner: answer(row as PublicOwnerRow), replacedImages };
      });
    },
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
