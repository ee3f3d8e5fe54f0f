import type { LeaseStatus } from '@pm/schemas/lease';

/** How the lease pages name a lease's status (issue 25). */
export const LEASE_STATUS_NAMES: Record<LeaseStatus, string> = {
  open: 'Open',
  'renewal offered': 'Renewal offered',
  renewed: 'Renewed',
  ending: 'Ending',
};

/** The colour of a status chip (outlined: each reads at 4.5:1 on white). */
export const LEASE_STATUS_COLOURS = {
  open: 'default',
  'renewal offered': 'primary',
  renewed: 'success',
  ending: 'warning',
} as const satisfies Record<LeaseStatus, string>;

/** "Today", "1 day", "12 days"; once the finish date has passed, "1 day ago", "5 days ago". */
export function daysLeftText(days: number): string {
  if (days === 0) return 'Today';
  const count = Math.abs(days);
  const text = `${count} ${count === 1 ? 'day' : 'days'}`;
  return days > 0 ? text : `${text} ago`;
}

/** The labels of a contract's lease facts on its details page. */
export const leaseLabels = {
  status: 'Lease status',
  renews: 'Renews',
  renewedBy: 'Renewed by',
  renewalOfferedAt: 'Renewal offered on',
  endDate: 'Leaving date',
  endNote: 'Ending note',
  propertyAvailable: 'Property available after leaving',
} as const;
