import { secondsUntil, useNow } from '../feedback/useNow';

/** "Routes refresh in 12 s", ticking; "Refreshing routes…" while a request is in flight. */
export function RefreshCountdown({ at, isFetching }: { at?: number; isFetching: boolean }) {
  const now = useNow(1000, at !== undefined && !isFetching);
  if (isFetching) return <p className="text-xs text-text-muted">Refreshing routes…</p>;
  if (at === undefined) return null;
  return (
    <p className="text-xs text-text-muted" aria-live="off">
      Routes refresh in {secondsUntil(at, now)} s
    </p>
  );
}
