import type { Owner } from '@pm/schemas/records';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { answerColumns } from '../db/record-queries';
import { type OwnerRow, owners } from '../db/schema/owners';
import type { FileUrl } from '../files/file-urls';

/** The owner columns of every answer that carries an owner (its own, a property's, a contract's). */
export const ownerColumns = answerColumns(owners, 'passwordHash', 'createdAt', 'updatedAt');
export type OwnerAnswerRow = Omit<OwnerRow, 'passwordHash' | 'createdAt' | 'updatedAt'>;

/** The row as SPEC 3's stored shape, with `_id`, `__v` and signed image URLs. */
export function toOwner(row: OwnerAnswerRow, fileUrl: FileUrl): Owner {
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

/** One owner as GET /owner answers it, or undefined. */
export async function readOwner(db: Pick<Db, 'select'>, fileUrl: FileUrl, id: string) {
  const [row] = await db.select(ownerColumns).from(owners).where(eq(owners.id, id)).limit(1);
  return row ? toOwner(row, fileUrl) : undefined;
}
