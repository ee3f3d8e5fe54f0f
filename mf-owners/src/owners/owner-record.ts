import { type OwnerImageFiles, ownerFormData, ownersApi } from '@pm/api-client';
import type { Owner } from '@pm/schemas/records';
import { multipartBodies, type RecordDefinition, showPopup } from '@pm/ui';
import { OwnerForm } from './owner-form';
import { emptyOwnerForm, type OwnerFormValues, ownerToFormValues } from './owner-form-values';
import { ownerScreens } from './owner-screens';

/** What the owner pages "Add Owner" and "Update Owner" show and send (SPEC 2). */
export const ownerRecord: RecordDefinition<Owner, OwnerFormValues, OwnerImageFiles> = {
  screens: ownerScreens,
  form: OwnerForm,
  api: ownersApi,
  body: multipartBodies(ownerFormData),
  emptyValues: emptyOwnerForm,
  toFormValues: ownerToFormValues,
  added: () => showPopup({ message: 'Owner added successfully', icon: 'success' }),
  replaceAfterAdd: true,
};
