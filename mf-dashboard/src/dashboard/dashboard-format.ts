/** "2025-03-02" -> "02/03/2025" (day/month/year, as SPEC asks). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
