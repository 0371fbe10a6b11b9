/**
 * What a part of the widget says in its place when it failed (its code did not load, or it could
 * not render): `message` in words, and "Try again" when the part can be asked again.
 */
export function PartFailedNotice({
  message,
  retry,
}: {
  message: string;
  retry?: { label: string; onRetry(): void } | undefined;
}) {
  return (
    <div role="alert" className="text-sm text-danger">
      <p>{message}</p>
      {retry && (
        <button type="button" className="mt-1 underline" onClick={retry.onRetry}>
          {retry.label}
        </button>
      )}
    </div>
  );
}
