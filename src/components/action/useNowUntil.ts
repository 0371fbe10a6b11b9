import { useEffect, useState } from 'react';

// setTimeout fires at once for delays above 2^31 - 1 ms; longer waits are taken in steps.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The current time (ms since epoch) at each render, plus one re-render just after `deadline`,
 * so something that expires (a route) is shown as expired on time without a ticking clock.
 */
export function useNowUntil(deadline: number | undefined): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (deadline === undefined) return;
    const wait = deadline - Date.now();
    if (wait < 0) return;
    // `tick` re-arms the timer after a capped wait; a finished wait re-renders once more.
    void tick;
    const id = setTimeout(() => setTick((t) => t + 1), Math.min(wait + 1, MAX_TIMEOUT_MS));
    return () => clearTimeout(id);
  }, [deadline, tick]);
  return Date.now();
}
