import type { RoutingClient } from '../api/client';
import type { ExecutionDeps } from '../execution/deps';
import { createExecutionStore } from '../execution/executionStore';
import type { EvmSigner } from '../execution/signers';
import { NETWORKS } from '../networks/networkRegistry';
import { memoryStorage } from '../state/persistedStorage';

/**
 * Test data only: the engine's world for `client` and an EVM wallet: a fresh store in memory
 * (`storage`, to reload it from, under the key `k`), exact approvals, no waiting; `extra` replaces
 * any of it.
 */
export function engineDepsWith(
  client: RoutingClient,
  signer: EvmSigner | undefined,
  extra: Partial<ExecutionDeps> = {},
) {
  const storage = memoryStorage();
  const deps: ExecutionDeps = {
    client,
    networks: NETWORKS,
    signers: { evm: signer },
    store: createExecutionStore({ storageKey: 'k', storage }),
    options: { unlimitedApprovals: false },
    sleep: async () => {},
    ...extra,
  };
  return { deps, storage };
}
