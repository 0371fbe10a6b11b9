import type { Chain, NetworkType } from '../../api/types';
import { cosmosWalletConnect } from '../cosmos/cosmosWalletConnect';
import { evmWalletConnect } from '../evm/evmWalletConnect';
import { rpcUrlOf } from '../rpcUrlOf';
import { solanaWalletConnect } from '../solana/solanaWalletConnect';
import { tronWalletConnect } from '../tron/tronWalletConnect';
import type { ProposalNamespaces, WalletConnectNamespace } from './walletConnectSettings';

/** Each network's part of a WalletConnect proposal. */
const WALLETCONNECT_NAMESPACES: Record<NetworkType, WalletConnectNamespace> = {
  evm: evmWalletConnect,
  sol: solanaWalletConnect,
  cosmos: cosmosWalletConnect,
  tron: tronWalletConnect,
};

/** `chain`'s CAIP-2 id, read from its RPC where the id is its genesis; undefined when untold. */
export function caip2Of(chain: Chain): Promise<string | undefined> {
  return WALLETCONNECT_NAMESPACES[chain.networkType]
    .caip2(chain, rpcUrlOf(chain))
    .catch(() => undefined);
}

/** The CAIP-2 namespace of `network` (`eip155`, `solana`, `cosmos`, `tron`). */
export const namespaceOf = (network: NetworkType): string =>
  WALLETCONNECT_NAMESPACES[network].namespace;

/**
 * The proposal for the enabled chains of `/chains`: one namespace per network with at least one
 * chain whose CAIP-2 id could be told (a chain whose RPC did not answer is left out, not guessed).
 * All are asked as optional: the wallet approves what it has, and the widget uses that.
 */
export async function proposalNamespaces(chains: readonly Chain[]): Promise<ProposalNamespaces> {
  const ids = await Promise.all(
    chains
      .filter((chain) => chain.isEnabled)
      .map(async (chain) => {
        const network = WALLETCONNECT_NAMESPACES[chain.networkType];
        const caip2 = await caip2Of(chain);
        return caip2 ? { network, caip2 } : undefined;
      }),
  );
  const out: ProposalNamespaces = {};
  for (const found of ids) {
    if (!found) continue;
    const { namespace, methods, events } = found.network;
    const entry = out[namespace] ?? { chains: [], methods: [...methods], events: [...events] };
    out[namespace] = entry;
    if (!entry.chains.includes(found.caip2)) entry.chains.push(found.caip2);
  }
  return out;
}
