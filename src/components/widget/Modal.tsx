import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Focused when the dialog opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The language of the title and content when it is not the widget's (a development-only dialog). */
  lang?: string;
  /** A drawer at the window's right edge, full height, instead of a box near the top. */
  side?: boolean;
}

/**
 * What has focus in `node`'s document or shadow root: inside `<swap-widget>`'s shadow root the
 * document's `activeElement` is the element itself, not what has focus within it.
 */
function focusedIn(node: Node): Element | null {
  return (node.getRootNode() as Document | ShadowRoot).activeElement;
}

/**
 * A modal dialog: focus moves in on open, Tab cycles inside, Escape closes, and focus returns to
 * whatever had it before (the trigger) on close. Rendered in place (no portal) so the widget's
 * theme variables still apply inside an embedding page, and inside the custom element's shadow
 * root, whose styles reach nothing outside it.
 */
export function Modal({
  title,
  onClose,
  children,
  initialFocusRef,
  lang,
  side = false,
}: ModalProps) {
  const titleId = useId();
  const t = useT(widgetMessages);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const panel = panelRef.current;
    const previouslyFocused = panel ? (focusedIn(panel) as HTMLElement | null) : null;
    const initial =
      initialFocusRef?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (initial ?? panelRef.current)?.focus();
    return () => {
      // Return focus to the trigger, unless it left the page meanwhile.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    // A dialog opened inside this one (Settings in the drawer) handled it already.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = focusedIn(panelRef.current);
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The box hangs from a fixed height, not the window's middle: what loads into it (a network's
  // wallets, a route's details) grows it downwards only. Centred, it grew both ways, so a button
  // moved between a person's press and release, and the click fell beside it.
  return (
    <div
      className={`fixed inset-0 z-50 flex bg-black/50 ${side ? 'justify-end' : 'items-start justify-center p-3 pt-[6vh]'}`}
    >
      {/* Clicking the backdrop closes, like Escape; keyboard users have Escape and the Close button. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative flex w-full max-w-[440px] flex-col overflow-hidden border-border bg-surface text-text shadow-2xl outline-none ${side ? 'h-full border-l' : 'max-h-[min(680px,calc(94vh-0.75rem))] rounded-widget border'}`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id={titleId} lang={lang} className="text-base font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={t('close')}
            className="rounded-lg px-2 py-1 text-lg leading-none text-text-muted hover:bg-surface-raised hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
