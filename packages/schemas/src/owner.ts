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
import { OWNER_MESSAGES } from './owner-fields';
import { password } from './typed-text';

const DIGITS = /^\d+$/;

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
  name: requiredText(labels.name, OWNER_MESSAGES.name),
  nickName: requiredText(labels.nickName, OWNER_MESSAGES.nickName),
  email: requiredEmail(labels.email, OWNER_MESSAGES.email, OWNER_MESSAGES.emailFormat),
  contactNo: requiredText(labels.contactNo, OWNER_MESSAGES.contactNo).regex(DIGITS, {
    error: OWNER_MESSAGES.contactNoDigits,
  }),
  emergencyNo: requiredText(labels.emergencyNo, OWNER_MESSAGES.emergencyNo).regex(DIGITS, {
    error: OWNER_MESSAGES.emergencyNoDigits,
  }),
  dob: requiredDate(labels.dob, OWNER_MESSAGES.dob),
  password: password(labels.password, {
    requiredMessage: OWNER_MESSAGES.password,
    min: 8,
    shortMessage: OWNER_MESSAGES.passwordLength,
  }),
  passportNo: requiredText(labels.passportNo, OWNER_MESSAGES.passportNo),
  passportExpiry: requiredDate(labels.passportExpiry, OWNER_MESSAGES.passportExpiry),
  bankAccNo: requiredText(labels.bankAccNo, OWNER_MESSAGES.bankAccNo),
  bankName: requiredText(labels.bankName, OWNER_MESSAGES.bankName),
  bankBranch: requiredText(labels.bankBranch, OWNER_MESSAGES.bankBranch),
  billingThreshold: optionalText(labels.billingThreshold),
  payGovtTax: formBoolean(OWNER_MESSAGES.payGovtTax, true),
  payCommonAreaFee: formBoolean(OWNER_MESSAGES.payCommonAreaFee, true),
});
export type OwnerCreateInput = z.input<typeof ownerCreateSchema>;
export type OwnerCreate = z.output<typeof ownerCreateSchema>;

/** SPEC 5 "Update Owner": every field optional; an empty value means "not changed", so an edit never wipes data. */
export const ownerUpdateSchema = z.object({
  name: optionalText(labels.name),
  nickName: optionalText(labels.nickName),
  email: optionalEmail(labels.email, OWNER_MESSAGES.emailFormat),
  contactNo: optionalDigits(labels.contactNo, OWNER_MESSAGES.contactNoDigits),
  emergencyNo: optionalDigits(labels.emergencyNo, OWNER_MESSAGES.emergencyNoDigits),
  dob: optionalDate(labels.dob),
  passportNo: optionalText(labels.passportNo),
  passportExpiry: optionalDate(labels.passportExpiry),
  bankAccNo: optionalText(labels.bankAccNo),
  bankName: optionalText(labels.bankName),
  bankBranch: optionalText(labels.bankBranch),
  billingThreshold: optionalText(labels.billingThreshold),
  payGovtTax: formBoolean(OWNER_MESSAGES.payGovtTax),
  payCommonAreaFee: formBoolean(OWNER_MESSAGES.payCommonAreaFee),
});
export type OwnerUpdateInput = z.input<typeof ownerUpdateSchema>;
export type OwnerUpdate = z.output<typeof ownerUpdateSchema>;
