import { api } from '@pm/api-client';
import type { SelectOption } from '@pm/ui';

/** The owners of the form's select (one page of up to 100): label = owner name, value = owner id. */
export async function loadOwnerOptions(): Promise<SelectOption[]> {
  const answer = await api.owners.list(1, 100);
  return answer.data.map((owner) => ({ value: owner._id, label: owner.profile.name }));
}
