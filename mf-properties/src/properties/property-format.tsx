import { Chip } from '@pm/ui/mui-advanced';

const statusColors = {
  available: 'success',
  rented: 'primary',
  'on hold': 'warning',
  closed: 'default',
} as const;

export function PropertyStatusChip({ status }: { status: string }) {
  const color = statusColors[status as keyof typeof statusColors] ?? 'default';
  return <Chip label={status} color={color} size="small" variant="outlined" />;
}

/** Only http(s) addresses become links (a stored value is never trusted as a script URL). */
export function isWebAddress(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}
