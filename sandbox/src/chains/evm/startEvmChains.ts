import { ChainStartError } from '../errors';
import { type EvmChain, type EvmChainConfig, startAnvil } from './startAnvil';

export interface StartEvmChainsOptions {
  chains: EvmChainConfig[];
  /** 'auto' (default) picks free ports; an array gives one port per chain, in order. */
  ports?: 'auto' | number[];
}

/** Starts one anvil per chain in parallel; if any fails, the others are stopped again. */
export async function startEvmChains(options: StartEvmChainsOptions): Promise<EvmChain[]> {
  const { chains, ports = 'auto' } = options;
  if (Array.isArray(ports) && ports.length !== chains.length) {
    throw new ChainStartError('One port per EVM chain is needed', {
      details: `${chains.length} chains, ${ports.length} ports`,
    });
  }
  const results = await Promise.allSettled(
    chains.map((chain, i) => startAnvil(chain, Array.isArray(ports) ? ports[i] : undefined)),
  );
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((chain) => chain.close()));
    throw failure.reason;
  }
  return started;
}

export type { EvmChain };
