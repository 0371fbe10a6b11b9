import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../feedback/ErrorBoundary';

/**
 * A part whose code loads when it is first shown (a `lazy` dialog): nothing while its chunk
 * arrives, and `failed` in words, not a blank widget, when it cannot arrive.
 */
export function OnDemand({ failed, children }: { failed: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <p role="alert" className="text-sm text-danger">
          {failed}
        </p>
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
