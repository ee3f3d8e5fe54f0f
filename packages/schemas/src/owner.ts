import { z } from 'zod';
import { formBoolean, optionalDate, optionalText, requiredDate, requiredText } from './common';

const DIGITS = /^\d+$/;

const messages = {
  contactNoDigits: 'Contact number must be a number',
  emergencyNoDigits: 'Emergency number must be a number',
  email: 'Invalid email format',
  dob: 'Date of birth must be a valid date (yyyy-mm-dd)',
  passportExpiry: 'Passport expiry date must be a valid date (yyyy-mm-dd)',
  payGovtTax: 'payGovtTax must be true or false',
  payCommonAreaFee: 'payCommonAreaFee must be true or false',
};

/** SPEC 3 "Submitted on create" (without the three image files), with the messages of SPEC 5 "Add Owner". */
export const ownerCreateSchema = z.object({
  name: requiredText('Name is required'),
  nickName: requiredText('Nickname is required'),
  email: requiredText('Email is required').pipe(z.email({ error: messages.email })),
  contactNo: requiredText('Contact number is required').regex(DIGITS, { error: messages.contactNoDigits }),
  emergencyNo: requiredText('Emergency number is required').regex(DIGITS, {
    error: messages.emergencyNoDigits,
  }),
  dob: requiredDate('Date of birth is required', messages.dob),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(8, { error: 'Password must be at least 8 characters' }),
  passportNo: requiredText('Passport number is required'),
  passportExpiry: requiredDate('Passport expiry date is required', messages.passportExpiry),
  bankAccNo: requiredText('Bank account number is required'),
  bankName: requiredText('Bank name is required'),
  bankBranch: requiredText('Bank branch is required'),
  billingThreshold: optionalText(),
  payGovtTax: formBoolean(messages.payGovtTax, true),
  payCommonAreaFee: formBoolean(messages.payCommonAreaFee, true),
});
export type OwnerCreateInput = z.input<typeof ownerCreateSchema>;
export type OwnerCreate = z.output<typeof ownerCreateSchema>;

/** SPEC 5 "Update Owner": every field optional; an empty value means "not changed", so an edit never wipes data. */
export const ownerUpdateSchema = z.object({
  name: optionalText(),
  nickName: optionalText(),
  email: optionalText().refine((value) => value === undefined || z.email().safeParse(value).success, {
    error: messages.email,
  }),
  contactNo: optionalText().refine((value) => value === undefined || DIGITS.test(value), {
    error: messages.contactNoDigits,
  }),
  emergencyNo: optionalText().refine((value) => value === undefined || DIGITS.test(value), {
    error: messages.emergencyNoDigits,
  }),
  dob: optionalDate(messages.dob),
  passportNo: optionalText(),
  passportExpiry: optionalDate(messages.passportExpiry),
  bankAccNo: optionalText(),
  bankName: optionalText(),
  bankBranch: optionalText(),
  billingThreshold: optionalText(),
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
