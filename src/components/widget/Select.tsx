import type { ComponentProps } from 'react';

/**
 * A native <select> in the widget's look: its border, corners and colours, light and dark, and a
 * chevron of its own in the text colour (the browser's arrow ignores the theme). Still the native
 * element, so its label, keyboard and the phone's own picker work as they always do.
 * `size`: `sm` for a line of small text ("Sort by"), `md` beside the settings' inputs.
 */
export function Select({
  size = 'md',
  className = '',
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & { size?: 'sm' | 'md' }) {
  return (
    <span className={`relative inline-flex min-w-0 ${className}`}>
      <select
        {...props}
        className={`w-full min-w-0 cursor-pointer appearance-none rounded-lg border border-border bg-surface text-text hover:border-text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent dark:[color-scheme:dark] ${
          size === 'sm' ? 'py-0.5 pr-6 pl-2 text-xs' : 'py-1.5 pr-8 pl-3 text-sm'
        }`}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 12 12"
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-text-muted ${
          size === 'sm' ? 'right-2 size-2.5' : 'right-3 size-3'
        }`}
      >
        <path d="M2 4.5 6 8.5 10 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </span>
  );
}
