import { propertiesApi, propertyOptions, type TenantFiles, tenantFormData, tenantsApi } from '@pm/api-client';
import type { Tenant } from '@pm/schemas/records';
import { multipartBodies, type RecordDefinition, type SelectOption, showToast } from '@pm/ui';
import { TenantForm } from './tenant-form';
import { newTenantForm, type TenantFormValues, tenantToFormValues } from './tenant-form-values';
import { tenantScreens } from './tenant-screens';

/** What the tenant pages "Add Tenant" and "Update Tenant" show and send (SPEC 2); properties to pick from. */
export const tenantRecord: RecordDefinition<Tenant, TenantFormValues, TenantFiles, SelectOption[]> = {
  screens: tenantScreens,
  form: TenantForm,
  // A tenant is created by POST /tenant/register.
  api: { ...tenantsApi, create: tenantsApi.register },
  body: multipartBodies(tenantFormData),
  emptyValues: newTenantForm,
  toFormValues: tenantToFormValues,
  loadChoices: () => propertyOptions(propertiesApi),
  added: () => showToast('Tenant added successfully'),
};
