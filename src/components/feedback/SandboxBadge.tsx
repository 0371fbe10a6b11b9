import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useRoutingClient } from '../../queries';
import { sandboxHealthQueryOptions } from '../../wallets/sandboxApi';

export const SANDBOX_DESCRIPTION = 'Test network — no real funds are involved';

/**
 * "Sandbox" badge, shown when the API is our sandbox: decided by probing
 * `<origin>/__sandbox/health` once per API origin (see `wallets/sandboxApi.ts`); nothing is shown
 * while the probe runs or when it fails.
 */
export function SandboxBadge() {
  const { client, scope } = useRoutingClient();
  const health = useQuery(sandboxHealthQueryOptions(scope, client.baseUrl));
  const descriptionId = useId();
  if (health.data !== true) return null;
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
