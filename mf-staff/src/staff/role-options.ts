import { ROLE_LABELS } from '@pm/schemas/staff';
import type { SelectOption } from '@pm/ui';

/** The roles a select offers, by their labels (Admin, Agent, Viewer). */
export const roleOptions: SelectOption[] = Object.entries(ROLE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
