/**
 * A query asked once and read only while on screen: never retried nor refetched by itself, and
 * dropped as soon as nobody reads it (what it answered may be stale a moment later).
 */
export const ONE_SHOT_QUERY = {
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
