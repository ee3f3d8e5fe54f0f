// The field names of an owner's multipart bodies (SPEC 3 "Submitted on create") and the owner's messages, without
// zod: the api-client, which every page loads, needs only these, not the schemas.

/** The text fields of the owner multipart bodies, in the order they are sent. */
export const OWNER_TEXT_FIELDS = [
  'name',
  'nickName',
  'email',
  'contactNo',
  'emergencyNo',
  'dob',
  'password',
  'passportNo',
  'passportExpiry',
  'bankAccNo',
  'bankName',
  'bankBranch',
  'billingThreshold',
] as const;
export type OwnerTextField = (typeof OWNER_TEXT_FIELDS)[number];

/** The two settings, sent as 'true' / 'false' (SPEC 9: both on by default). */
export const OWNER_SETTING_FIELDS = ['payGovtTax', 'payCommonAreaFee'] as const;
export type OwnerSettingField = (typeof OWNER_SETTING_FIELDS)[number];

/** The three image files of an owner, by their multipart field names. */
export const OWNER_IMAGE_FIELDS = ['profileImage', 'bankImage', 'passportImage'] as const;
export type OwnerImageField = (typeof OWNER_IMAGE_FIELDS)[number];

/** The largest image an owner form may carry. */
export const MAX_OWNER_IMAGE_MEGABYTES = 5;

/** SPEC 5 "Add Owner" and "Update Owner", then the answers of the owner routes. */
export const OWNER_MESSAGES = {
  name: 'Name is required',
  nickName: 'Nickname is required',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  contactNo: 'Contact number is required',
  contactNoDigits: 'Contact number must be a number',
  emergencyNo: 'Emergency number is required',
  emergencyNoDigits: 'Emergency number must be a number',
  dob: 'Date of birth is required',
  password: 'Password is required',
  passwordLength: 'Password must be at least 8 characters',
  passportNo: 'Passport number is required',
  passportExpiry: 'Passport expiry date is required',
  bankAccNo: 'Bank account number is required',
  bankName: 'Bank name is required',
  bankBranch: 'Bank branch is required',
  payGovtTax: 'payGovtTax must be true or false',
  payCommonAreaFee: 'payCommonAreaFee must be true or false',

  id: { required: 'The owner id is required.', invalid: 'The owner id is not valid.' },
  notFound: 'Owner not found.',
  chooseExisting: 'Choose an existing owner.',
  duplicateEmail: 'An owner with this email already exists.',
  imageTooLarge: `An image may be at most ${MAX_OWNER_IMAGE_MEGABYTES} MB.`,
  imageType: 'Images must be PNG, JPEG or WebP.',
};
