import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` while `active` (for visible countdowns). */
export function useNow(intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

/** Whole seconds left until `at` (never negative). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The current time, re-read when the next of `deadlines` passes (and not every second): enough to
 * mark things expired on time without re-rendering a list each tick.
 */
export function useNowAtDeadlines(deadlines: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  let next: number | undefined;
  for (const d of deadlines) if (d > now && (next === undefined || d < next)) next = d;
  useEffect(() => {
    if (next === undefined) return;
    // A deadline already past by the real clock (routes kept from long ago) fires at once.
    // Capped: setTimeout fires at once for delays beyond 2^31-1 ms; a far deadline just re-arms.
    const delay = Math.min(Math.max(0, next - Date.now()) + 20, MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
