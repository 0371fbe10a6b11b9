import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../feedback/ErrorBoundary';

/**
 * A part whose code loads when it is first shown (a `lazy` dialog): nothing while its chunk
 * arrives, and `failed` in words, not a blank widget, when it cannot arrive.
 */
export function OnDemand({
  failed,
  failedClassName = 'text-sm text-danger',
  children,
}: {
  failed: string;
  /** The failure's look where the part sits (a narrow column under a token button, ...). */
  failedClassName?: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={() => (
        <p role="alert" className={failedClassName}>
          {failed}
        </p>
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
