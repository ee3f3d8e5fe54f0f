import { z } from 'zod';
import {
  formBoolean,
  optionalDate,
  optionalEmail,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredText,
} from './common';
import { password } from './typed-text';

const DIGITS = /^\d+$/;

const messages = {
  contactNoDigits: 'Contact number must be a number',
  emergencyNoDigits: 'Emergency number must be a number',
  email: 'Invalid email format',
  payGovtTax: 'payGovtTax must be true or false',
  payCommonAreaFee: 'payCommonAreaFee must be true or false',
};

/** The owner's fields as people read them, for the messages of the bounds ("Bank name must be at most ..."). */
const labels = {
  name: 'Name',
  nickName: 'Nickname',
  email: 'Email',
  contactNo: 'Contact number',
  emergencyNo: 'Emergency number',
  dob: 'Date of birth',
  password: 'Password',
  passportNo: 'Passport number',
  passportExpiry: 'Passport expiry date',
  bankAccNo: 'Bank account number',
  bankName: 'Bank name',
  bankBranch: 'Bank branch',
  billingThreshold: 'Billing threshold',
};

const optionalDigits = (label: string, message: string) =>
  optionalText(label).refine((value) => value === undefined || DIGITS.test(value), { error: message });

/** SPEC 3 "Submitted on create" (without the three image files), with the messages of SPEC 5 "Add Owner". */
export const ownerCreateSchema = z.object({
  name: requiredText(labels.name, 'Name is required'),
  nickName: requiredText(labels.nickName, 'Nickname is required'),
  email: requiredEmail(labels.email, 'Email is required', messages.email),
  contactNo: requiredText(labels.contactNo, 'Contact number is required').regex(DIGITS, {
    error: messages.contactNoDigits,
  }),
  emergencyNo: requiredText(labels.emergencyNo, 'Emergency number is required').regex(DIGITS, {
    error: messages.emergencyNoDigits,
  }),
  dob: requiredDate(labels.dob, 'Date of birth is required'),
  password: password(labels.password, {
    requiredMessage: 'Password is required',
    min: 8,
    shortMessage: 'Password must be at least 8 characters',
  }),
  passportNo: requiredText(labels.passportNo, 'Passport number is required'),
  passportExpiry: requiredDate(labels.passportExpiry, 'Passport expiry date is required'),
  bankAccNo: requiredText(labels.bankAccNo, 'Bank account number is required'),
  bankName: requiredText(labels.bankName, 'Bank name is required'),
  bankBranch: requiredText(labels.bankBranch, 'Bank branch is required'),
  billingThreshold: optionalText(labels.billingThreshold),
  payGovtTax: formBoolean(messages.payGovtTax, true),
  payCommonAreaFee: formBoolean(messages.payCommonAreaFee, true),
});
export type OwnerCreateInput = z.input<typeof ownerCreateSchema>;
export type OwnerCreate = z.output<typeof ownerCreateSchema>;

/** SPEC 5 "Update Owner": every field optional; an empty value means "not changed", so an edit never wipes data. */
export const ownerUpdateSchema = z.object({
  name: optionalText(labels.name),
  nickName: optionalText(labels.nickName),
  email: optionalEmail(labels.email, messages.email),
  contactNo: optionalDigits(labels.contactNo, messages.contactNoDigits),
  emergencyNo: optionalDigits(labels.emergencyNo, messages.emergencyNoDigits),
  dob: optionalDate(labels.dob),
  passportNo: optionalText(labels.passportNo),
  passportExpiry: optionalDate(labels.passportExpiry),
  bankAccNo: optionalText(labels.bankAccNo),
  bankName: optionalText(labels.bankName),
  bankBranch: optionalText(labels.bankBranch),
  billingThreshold: optionalText(labels.billingThreshold),
  payGovtTax: formBoolean(messages.payGovtTax),
  payCommonAreaFee: formBoolean(messages.payCommonAreaFee),
});
export type OwnerUpdateInput = z.input<typeof ownerUpdateSchema>;
export type OwnerUpdate = z.output<typeof ownerUpdateSchema>;

/** The three image files of an owner, by their multipart field names. */
export const OWNER_IMAGE_FIELDS = ['profileImage', 'bankImage', 'passportImage'] as const;
export type OwnerImageField = (typeof OWNER_IMAGE_FIELDS)[number];

/** SPEC 3 stored shape, as every owner route answers it. Image fields are URLs the server serves, or null. */
export interface Owner {
  _id: string;
  __v: number;
  email: string;
  profile: {
    name: string;
    nickName: string;
    contactNo: string;
    emergencyNo: string;
    /** yyyy-mm-dd */
    dob: string;
    profileImage: string | null;
    payGovtTax: boolean;
    payCommonAreaFee: boolean;
    billingThreshold?: string | null;
  };
  passport: {
    passportNo: string;
    /** yyyy-mm-dd */
    passportExpiry: string;
    passportImage: string | null;
  };
  bank: {
    bankAccNo: string;
    bankName: string;
    bankBranch: string;
    bankImage: string | null;
  };
}
