export { formatAmount } from '@pm/apps/format-amount';

/** The day of a stored date or timestamp, as the date fields and details pages show it: "1990-01-15". */
export function dateOnly(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A timestamp in the viewer's time, to the minute: "2025-01-31 09:15". */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `${day} ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}
