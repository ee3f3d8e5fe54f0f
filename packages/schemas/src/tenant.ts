import { z } from 'zod';
import {
  formBoolean,
  MAX_LENGTH,
  optionalDate,
  optionalEmail,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredText,
  type TextRules,
} from './common';
import { MAX_SUB_TENANTS, TENANT_MESSAGES } from './tenant-fields';
import { password } from './typed-text';

/** A tenant's fields as people read them, for the messages of the bounds ("Nationality must be at most ..."). */
const labels = {
  property: 'Property',
  firstName: 'First name',
  nickName: 'Nickname',
  surName: 'Surname',
  contactNo: 'Contact number',
  whatsAppNo: 'WhatsApp number',
  dob: 'Date of birth',
  email: 'Email',
  password: 'Password',
  nationality: 'Nationality',
  homeAddress: 'Home address',
};

/** A sub-tenant's fields: the same, prefixed, so a message tells them apart from the tenant's own. */
const subTenantLabels = {
  _id: 'Sub-tenant id',
  firstName: 'Sub-tenant first name',
  nickName: 'Sub-tenant nickname',
  surName: 'Sub-tenant surname',
  email: 'Sub-tenant email',
  contactNo: 'Sub-tenant contact number',
  whatsAppNo: 'Sub-tenant WhatsApp number',
  dob: 'Sub-tenant date of birth',
  nationality: 'Sub-tenant nationality',
  homeAddress: 'Sub-tenant home address',
  passport: 'Sub-tenant passport',
};

/** Home addresses are long, multi-line texts. */
const ADDRESS: TextRules = { max: MAX_LENGTH.long, multiline: true };

/** SPEC 5 "Add Tenant", sub-tenant rules: whatsAppNo, email and passport are optional. */
export const subTenantCreateSchema = z.object(
  {
    firstName: requiredText(subTenantLabels.firstName, TENANT_MESSAGES.firstName),
    nickName: requiredText(subTenantLabels.nickName, TENANT_MESSAGES.nickName),
    surName: requiredText(subTenantLabels.surName, TENANT_MESSAGES.surName),
    email: optionalEmail(subTenantLabels.email, TENANT_MESSAGES.emailFormat),
    contactNo: requiredText(subTenantLabels.contactNo, TENANT_MESSAGES.contactNo),
    whatsAppNo: optionalText(subTenantLabels.whatsAppNo),
    dob: requiredDate(subTenantLabels.dob, TENANT_MESSAGES.dob),
    nationality: requiredText(subTenantLabels.nationality, TENANT_MESSAGES.nationality),
    homeAddress: requiredText(subTenantLabels.homeAddress, TENANT_MESSAGES.homeAddress, ADDRESS),
    /** On create: the passport number (text). */
    passport: optionalText(subTenantLabels.passport),
  },
  { error: TENANT_MESSAGES.subTenantShape },
);
export type SubTenantCreateInput = z.input<typeof subTenantCreateSchema>;
export type SubTenantCreate = z.output<typeof subTenantCreateSchema>;

/** SPEC 3 "Tenant" as submitted on create (without the four files), with the messages of SPEC 5 "Add Tenant". */
export const tenantCreateSchema = z.object({
  /** The id of an existing property. */
  property: requiredText(labels.property, TENANT_MESSAGES.property),
  firstName: requiredText(labels.firstName, TENANT_MESSAGES.firstName),
  nickName: requiredText(labels.nickName, TENANT_MESSAGES.nickName),
  surName: requiredText(labels.surName, TENANT_MESSAGES.surName),
  contactNo: requiredText(labels.contactNo, TENANT_MESSAGES.contactNo),
  whatsAppNo: requiredText(labels.whatsAppNo, TENANT_MESSAGES.whatsAppNo),
  dob: requiredDate(labels.dob, TENANT_MESSAGES.dob),
  email: requiredEmail(labels.email, TENANT_MESSAGES.email, TENANT_MESSAGES.emailFormat),
  password: password(labels.password, {
    requiredMessage: TENANT_MESSAGES.password,
    min: 8,
    shortMessage: TENANT_MESSAGES.passwordLength,
  }),
  nationality: requiredText(labels.nationality, TENANT_MESSAGES.nationality),
  homeAddress: requiredText(labels.homeAddress, TENANT_MESSAGES.homeAddress, ADDRESS),
  subTenants: z
    .array(subTenantCreateSchema, { error: TENANT_MESSAGES.subTenants })
    .max(MAX_SUB_TENANTS, { error: TENANT_MESSAGES.subTenantsMax })
    .optional()
    .default([]),
});
export type TenantCreateInput = z.input<typeof tenantCreateSchema>;
export type TenantCreate = z.output<typeof tenantCreateSchema>;

/**
 * A sub-tenant in an edit: it updates the stored sub-tenant its `_id` names, or without one the stored sub-tenant
 * at the same position (in stored order) unless another entry names that one, else it is added. Empty fields keep
 * the stored values. `_remove` true (with `_id`) removes the named sub-tenant. The passport may be text here, or a
 * file sent beside it.
 */
export const subTenantUpdateSchema = z.object(
  {
    _id: optionalText(subTenantLabels._id),
    _remove: formBoolean(TENANT_MESSAGES.removeFormat, false),
    firstName: optionalText(subTenantLabels.firstName),
    nickName: optionalText(subTenantLabels.nickName),
    surName: optionalText(subTenantLabels.surName),
    email: optionalEmail(subTenantLabels.email, TENANT_MESSAGES.emailFormat),
    contactNo: optionalText(subTenantLabels.contactNo),
    whatsAppNo: optionalText(subTenantLabels.whatsAppNo),
    dob: optionalDate(subTenantLabels.dob),
    nationality: optionalText(subTenantLabels.nationality),
    homeAddress: optionalText(subTenantLabels.homeAddress, ADDRESS),
    passport: optionalText(subTenantLabels.passport),
  },
  { error: TENANT_MESSAGES.subTenantShape },
);
export type SubTenantUpdateInput = z.input<typeof subTenantUpdateSchema>;
export type SubTenantUpdate = z.output<typeof subTenantUpdateSchema>;

/**
 * SPEC 5 "Edit Tenant": every field optional, only the email format is checked. An empty value means
 * "not changed". `subTenants` updates, adds or (with `_remove`) removes the sub-tenants it names and keeps the
 * others; absent, or the empty text '', it changes none.
 */
export const tenantUpdateSchema = z.object({
  property: optionalText(labels.property),
  firstName: optionalText(labels.firstName),
  nickName: optionalText(labels.nickName),
  surName: optionalText(labels.surName),
  contactNo: optionalText(labels.contactNo),
  whatsAppNo: optionalText(labels.whatsAppNo),
  dob: optionalDate(labels.dob),
  email: optionalEmail(labels.email, TENANT_MESSAGES.emailFormat),
  nationality: optionalText(labels.nationality),
  homeAddress: optionalText(labels.homeAddress, ADDRESS),
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
