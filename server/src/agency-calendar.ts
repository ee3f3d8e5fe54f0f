// Calendar days (yyyy-mm-dd) as the agency counts them: "today" and the hour in its time zone, and day and month
// arithmetic on dates without a time of day (computed in UTC, where every day has 24 hours).

/** Whether `name` is a time zone this Node knows (an IANA name such as Asia/Bangkok). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The agency's calendar day and hour at `now`. */
export function agencyNow(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

const lastDayOfMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * `day` plus whole months. The last day of a month stays the last day of a month (Jan 31 + 1 = Feb 29 in a leap
 * year, Feb 28 2023 + 12 = Feb 29 2024); another day keeps its number, cut to the month's length (Feb 29 + 12 =
 * Feb 28).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const targetYear = target.getUTCFullYear();
  const targetMonth = target.getUTCMonth();
  const targetLast = lastDayOfMonth(targetYear, targetMonth);
  const wasLast = date === lastDayOfMonth(year, month - 1);
  const targetDate = wasLast ? targetLast : Math.min(date, targetLast);
  return fromUtc(Date.UTC(targetYear, targetMonth, targetDate));
}
