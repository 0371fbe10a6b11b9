import type { ReactNode } from 'react';

/** The look of the header's icon buttons (History, Settings): one place for both. */
export const HEADER_ICON_BUTTON =
  'relative rounded-lg p-1.5 text-text-muted hover:bg-surface-raised hover:text-text focus-visible:outline-2 focus-visible:outline-accent';

/** A header button's 20 px line icon, hidden from assistive tech (the button has the name). */
export function HeaderIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
