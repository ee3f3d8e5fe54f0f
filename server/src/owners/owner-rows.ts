import type { OwnerCreate, OwnerUpdate } from '@pm/schemas/owner';
import type { OwnerImageField } from '@pm/schemas/owner-fields';
import { sameNames } from '../audit/audit-trail';
import type { AuditedRecord } from '../audit/audited-writes';
import type { NewOwnerRow } from '../db/schema/owners';

/** What a new owner is stored with; images are stored file names. */
export type NewOwner = Omit<NewOwnerRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type OwnerChanges = Partial<Omit<NewOwner, 'passwordHash'>>;

/** The stored names of the images a form carried. */
export type OwnerImageNames = Partial<Record<OwnerImageField, string>>;

/** A registration as it is stored: the password hashed, the images by their stored names. */
export function newOwnerRow(input: OwnerCreate, passwordHash: string, images: OwnerImageNames): NewOwner {
  const { password: _password, billingThreshold, ...fields } = input;
  return {
    ...fields,
    passwordHash,
    billingThreshold: billingThreshold ?? null,
    profileImage: images.profileImage ?? null,
    passportImage: images.passportImage ?? null,
    bankImage: images.bankImage ?? null,
  };
}

/** The columns an edit sets: its given fields and the images it replaces. */
export function ownerChanges(edit: OwnerUpdate, images: OwnerImageNames): OwnerChanges {
  return { ...edit, ...images };
}

/** An owner's audit events: its columns by the forms' names (the same names); never the password hash. */
export const OWNER_AUDIT: AuditedRecord = {
  entity: 'owner',
  fields: sameNames([
    'email',
    'name',
    'nickName',
    'contactNo',
    'emergencyNo',
    'dob',
    'profileImage',
    'payGovtTax',
    'payCommonAreaFee',
    'billingThreshold',
    'passportNo',
    'passportExpiry',
    'passportImage',
    'bankAccNo',
    'bankName',
    'bankBranch',
  ]),
};
