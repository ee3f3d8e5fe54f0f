import { call, listPage } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import {
  SUB_TENANT_FIELDS,
  SUB_TENANT_ID_FIELD,
  SUB_TENANT_REMOVE_FIELD,
  type SubTenantField,
  subTenantFieldName,
  TENANT_FILE_FIELDS,
  TENANT_TEXT_FIELDS,
  type TenantFileField,
  type TenantTextField,
} from '@pm/schemas/tenant-fields';
import { type EditOptions, ifMatch } from './edit-options';
import { createFormBody } from './form-body';

/**
 * One sub-tenant of a form. `_id` names a stored one (edits); `_remove` with `_id` removes it; `passportFile` is
 * the edit form's passport file.
 */
export type SubTenantFormFields = Partial<Record<SubTenantField | typeof SUB_TENANT_ID_FIELD, string>> & {
  passportFile?: File | null;
  _remove?: boolean;
};

export type TenantFormFields = Partial<Record<TenantTextField, string>> & {
  subTenants?: SubTenantFormFields[];
};
export type TenantFiles = Partial<Record<TenantFileField, File | null>>;

/**
 * The multipart body of "add tenant" and "edit tenant": SPEC's field names, sub-tenants as
 * `subTenants[i][field]` (i from 0) and the chosen files. With `skipEmpty` (edits) an empty text is left out,
 * which the server reads as "keep the stored value"; a sub-tenant's passport file goes as the file part
 * `subTenants[i][passport]`; a stored sub-tenant marked `_remove` goes as `subTenants[i][_id]` and
 * `subTenants[i][_remove]=true` alone (an edit removes no other sub-tenant); an unsaved one marked `_remove` is
 * left out. An edit's empty sub-tenant list is sent as `subTenants=''`, which changes no sub-tenant.
 */
export function tenantFormData(
  fields: TenantFormFields,
  files: TenantFiles = {},
  { skipEmpty = false } = {},
): FormData {
  const form = createFormBody({ skipEmpty });
  // Passwords are sent exactly as typed.
  for (const name of TENANT_TEXT_FIELDS) form.text(name, fields[name], { asTyped: name === 'password' });
  if (fields.subTenants) {
    let index = 0;
    for (const subTenant of fields.subTenants) {
      if (subTenant._remove) {
        if (subTenant._id && form.text(subTenantFieldName(index, SUB_TENANT_ID_FIELD), subTenant._id)) {
          form.text(subTenantFieldName(index, SUB_TENANT_REMOVE_FIELD), 'true');
          index += 1;
        }
        continue;
      }
      let sent = subTenant._id
        ? form.text(subTenantFieldName(index, SUB_TENANT_ID_FIELD), subTenant._id)
        : false;
      for (const name of SUB_TENANT_FIELDS) {
        const fieldName = subTenantFieldName(index, name);
        if (name === 'passport' && form.file(fieldName, subTenant.passportFile)) sent = true;
        else sent = form.text(fieldName, subTenant[name] ?? (skipEmpty ? undefined : '')) || sent;
      }
      if (sent) index += 1;
    }
    if (index === 0 && skipEmpty) form.body.append('subTenants', '');
  }
  for (const name of TENANT_FILE_FIELDS) form.file(name, files[name]);
  return form.body;
}

export const tenantsApi = {
  /** Multipart (see tenantFormData). */
  register: (body: FormData) => call(routes.tenantCreate, { body }),
  get: (id: string) => call(routes.tenantOne, { query: { id } }),
  /** Multipart with the same fields (edit); with `version`, only if still at that `__v`. */
  update: (id: string, body: FormData, options?: EditOptions) =>
    call(routes.tenantUpdate, { body, query: { id }, headers: ifMatch(options) }),
  list: (page?: number, limit?: number) => listPage(routes.tenantList, page, limit),
  ofProperty: (propertyId: string, page?: number, limit?: number) =>
    listPage(routes.tenantsOfProperty, page, limit, { params: { propertyId } }),
};
