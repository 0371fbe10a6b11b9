import type { StepIconKind } from './stepIconKind';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * A step's mark: a spinner while it runs (still, a ring, when the person asks for less motion), a
 * tick, a cross or an empty ring. Hidden from screen readers: the step's words say its state.
 */
export function StepIcon({ kind }: { kind: StepIconKind }) {
  return (
    <svg
      aria-hidden="true"
      data-step-icon={kind}
      viewBox="0 0 20 20"
      className={`mt-0.5 size-4 shrink-0 ${
        kind === 'done'
          ? 'text-success'
          : kind === 'failed'
            ? 'text-danger'
            : kind === 'running'
              ? 'text-accent motion-safe:animate-spin'
              : 'text-text-muted'
      }`}
    >
      {kind === 'done' && (
        <>
          <circle cx="10" cy="10" r="8" {...STROKE} />
          <path d="M6.5 10.5 9 13l4.5-5.5" {...STROKE} />
        </>
      )}
      {kind === 'failed' && (
        <>
          <circle cx="10" cy="10" r="8" {...STROKE} />
          <path d="m7.5 7.5 5 5m0-5-5 5" {...STROKE} />
        </>
      )}
      {kind === 'running' && (
        <>
          <circle cx="10" cy="10" r="8" {...STROKE} opacity="0.25" />
          <path d="M10 2a8 8 0 0 1 8 8" {...STROKE} />
        </>
      )}
      {kind === 'waiting' && <circle cx="10" cy="10" r="8" {...STROKE} strokeDasharray="3 3" />}
    </svg>
  );
}
