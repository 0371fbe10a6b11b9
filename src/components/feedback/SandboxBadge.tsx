import { useId } from 'react';
import { useWalletState } from '../../wallets/walletState';

export const SANDBOX_DESCRIPTION = 'Test network — no real funds are involved';

/**
 * "Sandbox" badge, shown when the API is our local sandbox: decided once by the sandbox rules
 * (loopback API and RPCs, sandbox chain ids, then the health probe; see
 * `devtools/sandboxDetection.ts`). Development builds only: in production nothing is ever the
 * sandbox, so nothing is shown.
 */
export function SandboxBadge() {
  const isSandbox = useWalletState((s) => s.isSandbox);
  const descriptionId = useId();
  if (!isSandbox) return null;
  return (
    <span
      role="note"
      aria-label="Sandbox"
      aria-describedby={descriptionId}
      title={SANDBOX_DESCRIPTION}
      className="rounded-full border border-warning px-2 py-0.5 text-xs font-semibold text-warning"
    >
      Sandbox
      <span id={descriptionId} className="sr-only">
        {SANDBOX_DESCRIPTION}
      </span>
    </span>
  );
}
