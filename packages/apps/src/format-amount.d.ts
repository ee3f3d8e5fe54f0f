/**
 * An amount as the screens show it: thousands grouped, at most two decimals (35000 -> "35,000", 1500.5 -> "1,500.5");
 * with `currency`, in dollars and cents (12500 -> "$12,500.00"). Nothing for a missing amount; a stored text that is
 * no number shows as it is.
 */
export declare function formatAmount(
  value: number | string | null | undefined,
  options?: { currency?: boolean },
): string;
