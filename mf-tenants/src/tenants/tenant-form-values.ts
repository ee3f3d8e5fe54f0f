import type { Tenant } from '@pm/schemas/records';
import { dateOnly } from '@pm/ui';

/**
 * SPEC 2 / SPEC 9: new tenants get a fixed default password, prefilled and sent with the form. It is a
 * constant on purpose (the agency hands it to the tenant); the tenant changes it later.
 */
export const DEFAULT_TENANT_PASSWORD = 'Tenant@12345';

export interface SubTenantFormValues {
  /** The stored sub-tenant's id (edit); empty for a new one. */
  _id: string;
  firstName: string;
  nickName: string;
  surName: string;
  email: string;
  contactNo: string;
  whatsAppNo: string;
  dob: string;
  nationality: string;
  homeAddress: string;
  /** The passport number (add form); the edit form takes a file instead. */
  passport: string;
  /** The passport file chosen in the edit form, joined to the values when they are submitted. */
  passportFile?: File | null;
  /** A stored sub-tenant the edit form's Remove took away: sent as its `_id` with the removal marker. */
  _remove?: boolean;
}

export interface TenantFormValues {
  property: string;
  firstName: string;
  nickName: string;
  surName: string;
  contactNo: string;
  whatsAppNo: string;
  dob: string;
  email: string;
  password: string;
  nationality: string;
  homeAddress: string;
  subTenants: SubTenantFormValues[];
}

export const emptySubTenant: SubTenantFormValues = {
  _id: '',
  firstName: '',
  nickName: '',
  surName: '',
  email: '',
  contactNo: '',
  whatsAppNo: '',
  dob: '',
  nationality: '',
  homeAddress: '',
  passport: '',
};

export const newTenantForm: TenantFormValues = {
  property: '',
  firstName: '',
  nickName: '',
  surName: '',
  contactNo: '',
  whatsAppNo: '',
  dob: '',
  email: '',
  password: DEFAULT_TENANT_PASSWORD,
  nationality: '',
  homeAddress: '',
  subTenants: [],
};

/** The form values of a stored tenant, for the edit form (no password; passports are files there). */
export function tenantToFormValues(tenant: Tenant): TenantFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const { profile } = tenant;
  return {
    property: profile.property?._id ?? '',
    firstName: text(profile.firstName),
    nickName: text(profile.nickName),
    surName: text(profile.surName),
    contactNo: text(profile.contactNo),
    whatsAppNo: text(profile.whatsAppNo),
    dob: dateOnly(profile.dob),
    email: text(tenant.email),
    password: '',
    nationality: text(profile.nationality),
    homeAddress: text(profile.homeAddress),
    subTenants: (profile.subTenants ?? []).map((subTenant) => ({
      _id: subTenant._id,
      firstName: text(subTenant.firstName),
      nickName: text(subTenant.nickName),
      surName: text(subTenant.surName),
      email: text(subTenant.email),
      contactNo: text(subTenant.contactNo),
      whatsAppNo: text(subTenant.whatsAppNo),
      dob: dateOnly(subTenant.dob),
      nationality: text(subTenant.nationality),
      homeAddress: text(subTenant.homeAddress),
      // Left empty: an empty value keeps the stored passport; a new one comes as a file.
      passport: '',
    })),
  };
}

/** The tenant's add and edit rules (SPEC 5's), loaded when the form first checks its values. */
export const loadTenantSchemas = () =>
  import(/* webpackPrefetch: true */ '@pm/schemas/tenant').then((schemas) => ({
    create: schemas.tenantCreateSchema,
    update: schemas.tenantUpdateSchema,
  }));
