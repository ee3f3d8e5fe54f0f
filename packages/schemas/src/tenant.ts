import { z } from 'zod';
import { optionalDate, optionalText, requiredDate, requiredText } from './common';
import type { PropertySummary } from './property';

export const TENANT_MESSAGES = {
  property: 'Property is required',
  firstName: 'First name is required',
  nickName: 'Nickname is required',
  surName: 'Surname is required',
  contactNo: 'Contact number is required',
  whatsAppNo: 'WhatsApp number is required',
  dob: 'Date of birth is required',
  dobInvalid: 'Date of birth must be a valid date (yyyy-mm-dd)',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  nationality: 'Nationality is required',
  homeAddress: 'Home address is required',
  password: 'Password is required',
  passwordLength: 'Password must be at least 8 characters',
  subTenants: 'Sub tenants must be a list',
  subTenantsMax: 'A tenant can have at most 10 sub-tenants.',
  subTenantShape: 'Send each sub-tenant as subTenants[i][field] fields.',
};

/** Sub-tenants per tenant; also keeps a form within the server's multipart limits. */
export const MAX_SUB_TENANTS = 10;

const isEmail = (value: string) => z.email().safeParse(value).success;

/** An optional email: empty means "not given", anything else must be well formed. */
const optionalEmail = () =>
  optionalText().refine((value) => value === undefined || isEmail(value), {
    error: TENANT_MESSAGES.emailFormat,
  });

/** SPEC 5 "Add Tenant", sub-tenant rules: whatsAppNo, email and passport are optional. */
export const subTenantCreateSchema = z.object(
  {
    firstName: requiredText(TENANT_MESSAGES.firstName),
    nickName: requiredText(TENANT_MESSAGES.nickName),
    surName: requiredText(TENANT_MESSAGES.surName),
    email: optionalEmail(),
    contactNo: requiredText(TENANT_MESSAGES.contactNo),
    whatsAppNo: optionalText(),
    dob: requiredDate(TENANT_MESSAGES.dob, TENANT_MESSAGES.dobInvalid),
    nationality: requiredText(TENANT_MESSAGES.nationality),
    homeAddress: requiredText(TENANT_MESSAGES.homeAddress),
    /** On create: the passport number (text). */
    passport: optionalText(),
  },
  { error: TENANT_MESSAGES.subTenantShape },
);
export type SubTenantCreateInput = z.input<typeof subTenantCreateSchema>;
export type SubTenantCreate = z.output<typeof subTenantCreateSchema>;

/** SPEC 3 "Tenant" as submitted on create (without the four files), with the messages of SPEC 5 "Add Tenant". */
export const tenantCreateSchema = z.object({
  /** The id of an existing property. */
  property: requiredText(TENANT_MESSAGES.property),
  firstName: requiredText(TENANT_MESSAGES.firstName),
  nickName: requiredText(TENANT_MESSAGES.nickName),
  surName: requiredText(TENANT_MESSAGES.surName),
  contactNo: requiredText(TENANT_MESSAGES.contactNo),
  whatsAppNo: requiredText(TENANT_MESSAGES.whatsAppNo),
  dob: requiredDate(TENANT_MESSAGES.dob, TENANT_MESSAGES.dobInvalid),
  email: requiredText(TENANT_MESSAGES.email).pipe(z.email({ error: TENANT_MESSAGES.emailFormat })),
  password: z
    .string({ error: TENANT_MESSAGES.password })
    .min(1, { error: TENANT_MESSAGES.password, abort: true })
    .min(8, { error: TENANT_MESSAGES.passwordLength }),
  nationality: requiredText(TENANT_MESSAGES.nationality),
  homeAddress: requiredText(TENANT_MESSAGES.homeAddress),
  subTenants: z
    .array(subTenantCreateSchema, { error: TENANT_MESSAGES.subTenants })
    .max(MAX_SUB_TENANTS, { error: TENANT_MESSAGES.subTenantsMax })
    .optional()
    .default([]),
});
export type TenantCreateInput = z.input<typeof tenantCreateSchema>;
export type TenantCreate = z.output<typeof tenantCreateSchema>;

/**
 * A sub-tenant in an edit. `_id` names a stored sub-tenant whose empty fields keep their stored values;
 * without it the entry is a new sub-tenant. The passport may be text here, or a file sent beside it.
 */
export const subTenantUpdateSchema = z.object(
  {
    _id: optionalText(),
    firstName: optionalText(),
    nickName: optionalText(),
    surName: optionalText(),
    email: optionalEmail(),
    contactNo: optionalText(),
    whatsAppNo: optionalText(),
    dob: optionalDate(TENANT_MESSAGES.dobInvalid),
    nationality: optionalText(),
    homeAddress: optionalText(),
    passport: optionalText(),
  },
  { error: TENANT_MESSAGES.subTenantShape },
);
export type SubTenantUpdateInput = z.input<typeof subTenantUpdateSchema>;
export type SubTenantUpdate = z.output<typeof subTenantUpdateSchema>;

/**
 * SPEC 5 "Edit Tenant": every field optional, only the email format is checked. An empty value means
 * "not changed". `subTenants` absent keeps the stored ones; a list replaces them; the empty text '' (what a
 * form with no sub-tenant left sends) removes them all.
 */
export const tenantUpdateSchema = z.object({
  property: optionalText(),
  firstName: optionalText(),
  nickName: optionalText(),
  surName: optionalText(),
  contactNo: optionalText(),
  whatsAppNo: optionalText(),
  dob: optionalDate(TENANT_MESSAGES.dobInvalid),
  email: optionalEmail(),
  nationality: optionalText(),
  homeAddress: optionalText(),
  subTenants: z.preprocess(
    (value) => (value === '' ? [] : value),
    z
      .array(subTenantUpdateSchema, { error: TENANT_MESSAGES.subTenants })
      .max(MAX_SUB_TENANTS, { error: TENANT_MESSAGES.subTenantsMax })
      .optional(),
  ),
});
export type TenantUpdateInput = z.input<typeof tenantUpdateSchema>;
export type TenantUpdate = z.output<typeof tenantUpdateSchema>;

export interface SubTenant {
  _id: string;
  firstName: string;
  nickName: string;
  surName: string;
  email: string | null;
  contactNo: string;
  whatsAppNo: string | null;
  /** yyyy-mm-dd, or null for a sub-tenant added in an edit without one. */
  dob: string | null;
  nationality: string;
  homeAddress: string;
  /** The passport number, or the URL of a passport file uploaded in an edit (see isFileUrl). */
  passport: string | null;
}

/**
 * SPEC 3 stored shape, as every tenant route answers it. The profile image sits in `profile`; the passport,
 * contract and inventory files in `documents`. Files are URLs the server serves, or null.
 */
export interface Tenant {
  _id: string;
  __v: number;
  email: string;
  profile: {
    firstName: string;
    nickName: string;
    surName: string;
    contactNo: string;
    whatsAppNo: string;
    /** yyyy-mm-dd */
    dob: string;
    nationality: string;
    homeAddress: string;
    profileImage: string | null;
    property: PropertySummary;
    subTenants: SubTenant[];
  };
  documents: {
    passport: string | null;
    contract: string | null;
    inventory: string | null;
  };
}

/** Whether a stored text (a sub-tenant's passport) is the URL of an uploaded file rather than typed text. */
export function isFileUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/api/files/');
}
