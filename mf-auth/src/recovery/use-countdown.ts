import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a wait that starts on mount; `restart` begins a new full wait. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(left - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
