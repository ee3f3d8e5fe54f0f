import { api } from '@pm/api-client';
import { type LoadState, type SelectOption, useLoad } from '@pm/ui';

/** The properties a tenant can be placed in, as select options labelled by the property's name. */
export function usePropertyOptions(): LoadState<SelectOption[]> {
  return useLoad(
    () =>
      api.properties
        .list(1, 100)
        .then((answer) => answer.data.map((property) => ({ value: property._id, label: property.name }))),
    [],
  );
}
