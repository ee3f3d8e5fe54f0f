import type { Owner } from '@pm/schemas/records';
import { dateOnly } from '@pm/ui';

/** What the form holds; add and update share it, update leaves email, password and billingThreshold empty. */
export interface OwnerFormValues {
  name: string;
  nickName: string;
  email: string;
  contactNo: string;
  emergencyNo: string;
  dob: string;
  password: string;
  passportNo: string;
  passportExpiry: string;
  bankAccNo: string;
  bankName: string;
  bankBranch: string;
  billingThreshold: string;
  payGovtTax: boolean;
  payCommonAreaFee: boolean;
}

/** A new owner: empty, with both settings on (SPEC 9). */
export const emptyOwnerForm: OwnerFormValues = {
  name: '',
  nickName: '',
  email: '',
  contactNo: '',
  emergencyNo: '',
  dob: '',
  password: '',
  passportNo: '',
  passportExpiry: '',
  bankAccNo: '',
  bankName: '',
  bankBranch: '',
  billingThreshold: '',
  payGovtTax: true,
  payCommonAreaFee: true,
};

/** The form values of a stored owner, for the update form. */
export function ownerToFormValues(owner: Owner): OwnerFormValues {
  return {
    ...emptyOwnerForm,
    name: owner.profile.name ?? '',
    nickName: owner.profile.nickName ?? '',
    contactNo: owner.profile.contactNo ?? '',
    emergencyNo: owner.profile.emergencyNo ?? '',
    dob: dateOnly(owner.profile.dob),
    passportNo: owner.passport.passportNo ?? '',
    passportExpiry: dateOnly(owner.passport.passportExpiry),
    bankAccNo: owner.bank.bankAccNo ?? '',
    bankName: owner.bank.bankName ?? '',
    bankBranch: owner.bank.bankBranch ?? '',
    payGovtTax: owner.profile.payGovtTax ?? true,
    payCommonAreaFee: owner.profile.payCommonAreaFee ?? true,
  };
}

/** The owner's add and edit rules (SPEC 5's), loaded when the form first checks its values. */
export const loadOwnerSchemas = () =>
  import(/* webpackPrefetch: true */ '@pm/schemas/owner').then((schemas) => ({
    create: schemas.ownerCreateSchema,
    update: schemas.ownerUpdateSchema,
  }));
