import type { Chain, NetworkType } from '../api/types';
import type { CosmosChainConfig } from '../config/cosmosChains';
import { isLoopbackUrl } from '../lib/loopback';

/** The sandbox's Cosmos ledger: a chain id no public network uses (never the Hub's `cosmoshub-4`). */
export const SANDBOX_COSMOS_CHAIN_ID = 'sandbox-cosmos-1';

/** The networks the sandbox's bridge relays the Cosmos ledger's channel to. */
const RELAYED_TO: Readonly<Record<NetworkType, boolean>> = {
  evm: true,
  sol: true,
  tron: false,
  cosmos: false,
};

/**
 * Development builds on the sandbox: the config the integrator would give for the sandbox's
 * Cosmos ledger (sandbox/src/chains/cosmos/README.md), its REST API the chain's loopback `rpcUrls`
 * entry. Nothing for any other chain id, nor for a ledger off the loopback: the dev key and this
 * config are for the sandbox's own test funds only.
 */
export function sandboxCosmosChains(chains: readonly Chain[]): Record<string, CosmosChainConfig> {
  const chain = chains.find((c) => c.chainId === SANDBOX_COSMOS_CHAIN_ID);
  const rest = chain?.rpcUrls[0];
  if (chain?.networkType !== 'cosmos' || !rest || !isLoopbackUrl(rest)) return {};
  return {
    [SANDBOX_COSMOS_CHAIN_ID]: {
      chainName: chain.name,
      // The ledger serves no CometBFT RPC; a wallet adding it is given the REST URL for both.
      rpcUrl: rest,
      restUrl: rest,
      bech32Prefix: 'cosmos',
      coinType: 118,
      feeDenom: 'uatom',
      feeSymbol: 'ATOM',
      feeDecimals: 6,
      gasPrice: '0.025',
      // The ledger's one channel, to the sandbox's bridge: its relayer delivers to every EVM chain
      // and to Solana (sandbox/src/chains/cosmos/README.md).
      ibcChannels: Object.fromEntries(
        chains.filter((c) => RELAYED_TO[c.networkType]).map((c) => [c.chainId, 'channel-0']),
      ),
    },
  };
}
