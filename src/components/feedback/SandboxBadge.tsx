import { useId } from 'react';
import { sandboxMessages } from '../../i18n/en/sandbox';
import { useT } from '../../i18n/I18nProvider';
import { useWalletState } from '../../wallets/walletState';

/**
 * "Sandbox" badge, shown when the API is our local sandbox: decided once by the sandbox rules
 * (loopback API and RPCs, sandbox chain ids, then the health probe; see
 * `devtools/sandboxDetection.ts`). Development builds only: in production nothing is ever the
 * sandbox, so nothing is shown.
 */
export function SandboxBadge() {
  const isSandbox = useWalletState((s) => s.isSandbox);
  const descriptionId = useId();
  const t = useT(sandboxMessages);
  if (!isSandbox) return null;
  return (
    <span
      role="note"
      aria-label={t('sandbox')}
      aria-describedby={descriptionId}
      title={t('sandboxDescription')}
      className="rounded-full border border-warning px-2 py-0.5 text-xs font-semibold text-warning"
    >
      {t('sandbox')}
      <span id={descriptionId} className="sr-only">
        {t('sandboxDescription')}
      </span>
    </span>
  );
}
