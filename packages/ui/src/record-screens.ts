import type { AuditEntry } from '@pm/schemas/audit';

/**
 * A domain's four screens (SPEC 2): how their headings and buttons name its records, and where each screen is.
 * Each domain declares it once, beside its pages; the list, details, add and edit frames of @pm/ui read it.
 */
export interface RecordScreens {
  /** The record's name in titles and buttons: "Add Owner", "Owner Details", "Update Owner". */
  name: string;
  /** The list's heading and table name, and its empty text ("No Owners Available"). */
  plural: string;
  list: string;
  add: string;
  /** The route patterns of the details and edit screens (':id' for the record's id). */
  details: string;
  edit: string;
  /** The list's import screen (issue 24), when the domain declares one: an "Import" button leads there. */
  import?: string;
  /** Reads the audit trail of one record (`auditApi.list(entity, id)`), for the details page's "History". */
  history: (id: string) => Promise<{ data: AuditEntry[] }>;
}

/** The address of one record's details or edit screen: `pattern` with its id in place of ':id'. */
export const recordPath = (pattern: string, id: string) => pattern.replace(':id', id);
