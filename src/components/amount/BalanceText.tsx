import { useId, useState } from 'react';

/**
 * A short text whose full value shows on hover and on keyboard focus ("Balance: 99,983 USDC",
 * then "99,983.972 USDC"): the WAI-ARIA tooltip pattern on a button, so the keyboard reaches it
 * and a screen reader hears the full value as its description; a tap focuses it on a phone.
 * Escape hides the tip without moving focus (WCAG 1.4.13). When nothing was left out, plain text.
 */
export function BalanceText({ text, fullText }: { text: string; fullText?: string | undefined }) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  if (fullText === undefined) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <span className="group relative">
      <button
        type="button"
        aria-describedby={tipId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
        className="whitespace-nowrap rounded-sm underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        {text}
      </button>
      <span
        role="tooltip"
        id={tipId}
        className={`pointer-events-none absolute right-0 bottom-full z-10 mb-1 whitespace-nowrap rounded-md border border-border bg-surface px-2 py-1 text-text shadow-md ${
          dismissed ? 'hidden' : 'hidden group-focus-within:block group-hover:block'
        }`}
      >
        {fullText}
      </span>
    </span>
  );
}
