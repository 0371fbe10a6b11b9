import { useEffect, useRef } from 'react';
import type { Route } from '../../api/types';
import { needsRefresh } from '../../quoting/routeRules';

/**
 * React Query's `refetchInterval` does not run in a background tab, and the widget turns
 * `refetchOnWindowFocus` off (it would spend request budget on every focus). So when the tab
 * becomes visible again, routes that have expired, or are about to, are asked for at once
 * instead of after a whole interval.
 */
export function useRefreshWhenVisible(
  routes: readonly Route[] | undefined,
  refetch: () => unknown,
  { enabled, isFetching }: { enabled: boolean; isFetching: boolean },
) {
  // The listener is added once; it reads the latest values from here.
  const latest = useRef({ routes, refetch, isFetching });
  latest.current = { routes, refetch, isFetching };
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    const onChange = () => {
      const { routes, refetch, isFetching } = latest.current;
      if (document.visibilityState !== 'visible' || isFetching || !routes) return;
      if (needsRefresh(routes, Date.now())) refetch();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [enabled]);
}
