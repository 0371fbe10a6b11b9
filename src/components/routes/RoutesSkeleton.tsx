/** Placeholder cards while the first routes load. */
export function RoutesSkeleton() {
  return (
    <div role="status" aria-label="Loading routes" className="flex flex-col gap-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-xl bg-surface-sunken" />
      ))}
      <span className="sr-only">Finding the best routes…</span>
    </div>
  );
}
