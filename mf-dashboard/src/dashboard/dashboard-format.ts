const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12500 -> "$12,500.00" */
export function formatAmount(amount: number): string {
  return currency.format(amount);
}

/** "2025-03-02" -> "02/03/2025" (day/month/year, as SPEC asks). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
