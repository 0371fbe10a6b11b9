import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { canFlip } from '../../state/lockedChoice';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';

/** Swaps "You pay" and "You receive"; disabled while the integrator locks a chain or token. */
export function FlipButton() {
  const { flip } = useWidgetActions();
  const enabled = useWidgetStore((s) => canFlip(s.locked));
  const t = useT(widgetMessages);
  return (
    <div className="relative z-10 -my-3 flex justify-center">
      <button
        type="button"
        onClick={flip}
        disabled={!enabled}
        aria-label={t('flip')}
        className="rounded-xl border-4 border-surface bg-surface-raised p-1.5 text-text-muted shadow-sm hover:text-text focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-40 disabled:hover:text-text-muted"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
        </svg>
      </button>
    </div>
  );
}
