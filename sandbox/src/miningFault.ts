import { setAutomine } from './chains/evm/automine';
import { badParam } from './errors';
import type { FaultConfig } from './faults';

/**
 * The fault `holdMining` on the local anvils: applied before the configuration that asks for it
 * is taken (a chain the sandbox does not run is a 400 and changes nothing), released when a
 * configuration without it (or a cleared one) is applied. One chain at a time.
 */
export function createMiningFault(chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>) {
  let held: { chainId: number; rpcUrl: string } | undefined;
  return async (config: FaultConfig): Promise<void> => {
    const wanted = config.holdMining;
    const chain = wanted ? chains.find((c) => String(c.chainId) === wanted.chainId) : undefined;
    if (wanted && !chain) {
      throw badParam('holdMining.chainId', `no local EVM chain ${wanted.chainId}`);
    }
    if (held?.chainId === chain?.chainId) return;
    if (held) await setAutomine(held.rpcUrl, true);
    held = undefined;
    if (chain) await setAutomine(chain.rpcUrl, false);
    held = chain;
  };
}
