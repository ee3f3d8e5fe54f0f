import type { OwnerCreate, OwnerUpdate } from '@pm/schemas/owner';
import type { OwnerImageField } from '@pm/schemas/owner-fields';
import { sameNames } from '../audit/audit-trail';
import type { NewOwner, OwnerChanges } from './owners-repository';

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

/** The audited columns of an owner, named as the forms name them (the same names); never the password hash. */
export const OWNER_AUDITED_FIELDS = sameNames([
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
]);
