import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  useRef,
  useSyncExternalStore,
} from 'react';
import { type DevWalletPromptService, devWalletPrompt } from './devWalletPrompt';

const DEV_WALLET_DIALOG_NAME = 'Sandbox wallet';

/**
 * The dialog the prompt is shown in: the widget's own `Modal` (`components/widget/Modal.tsx`),
 * handed in by whoever loads the prompt, since devtools sits below the components.
 */
export type DevWalletPromptModal = ComponentType<{
  title: string;
  onClose(): void;
  initialFocusRef: RefObject<HTMLElement | null>;
  lang: string;
  children: ReactNode;
}>;

export interface DevWalletPromptDialogProps {
  modal: DevWalletPromptModal;
  /** Default: the page's prompt, the one the dev wallets ask. */
  service?: DevWalletPromptService;
}

/**
 * The sandbox dev wallets' prompt (development builds only): a dialog named "Sandbox wallet"
 * with what is being signed (network, target or program, value, ...) and "Sign" / "Reject".
 * Focus starts on Reject; Escape, the close button and the backdrop reject too, as closing a
 * wallet's window does. Requests are answered one at a time, first in first out.
 *
 * Its words are English in every language, and marked so (`lang="en"`, for screen readers): it
 * is a developer's tool that exists only in development builds, and a translation would put
 * development-only words into the production build's language chunks.
 */
export function DevWalletPromptDialog({
  modal: Modal,
  service = devWalletPrompt,
}: DevWalletPromptDialogProps) {
  const { current, waiting } = useSyncExternalStore(
    service.subscribe,
    service.snapshot,
    service.snapshot,
  );
  const rejectRef = useRef<HTMLButtonElement>(null);
  if (!current) return null;
  const answer = (approved: boolean) => service.answer(current.id, approved);
  return (
    <Modal
      key={current.id}
      title={DEV_WALLET_DIALOG_NAME}
      onClose={() => answer(false)}
      initialFocusRef={rejectRef}
      lang="en"
    >
      <div lang="en" className="flex flex-col gap-3 overflow-y-auto p-4 text-sm">
        <p className="font-semibold">{current.title}</p>
        <p className="text-xs text-text-muted">
          Development wallet with test funds: nothing is signed until you press Sign.
        </p>
        <dl className="flex flex-col gap-2">
          {current.details.map((detail) => (
            <div key={detail.label} className="flex flex-col gap-0.5">
              <dt className="text-xs text-text-muted">{detail.label}</dt>
              <dd className="break-all font-mono text-xs">{detail.value}</dd>
            </div>
          ))}
        </dl>
        {waiting > 0 && (
          <p className="text-xs text-text-muted">
            {waiting === 1 ? '1 more request waiting' : `${waiting} more requests waiting`}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            ref={rejectRef}
            type="button"
            onClick={() => answer(false)}
            className="rounded-xl border border-border px-4 py-2 font-semibold hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
          >
            Reject
          </button>
          <button
            type="button"
            onClick={() => answer(true)}
            className="rounded-xl bg-accent px-4 py-2 font-semibold text-accent-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-accent"
          >
            Sign
          </button>
        </div>
      </div>
    </Modal>
  );
}
