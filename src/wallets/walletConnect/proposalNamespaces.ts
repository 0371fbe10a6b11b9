import type { Chain } from '../../api/types';
import { rpcUrlOf } from '../rpcUrlOf';
import type { ProposalNamespaces, WalletConnectNamespaces } from './walletConnectSettings';

/** `chain`'s CAIP-2 id, read from its RPC where the id is its genesis; undefined when untold. */
export function caip2Of(
  namespaces: WalletConnectNamespaces,
  chain: Chain,
): Promise<string | undefined> {
  return namespaces[chain.networkType].caip2(chain, rpcUrlOf(chain)).catch(() => undefined);
}

/**
 * The proposal for the enabled chains of `/chains`: one namespace per network with at least one
 * chain whose CAIP-2 id could be told (a chain whose RPC did not answer is left out, not guessed).
 * All are asked as optional: the wallet approves what it has, and the widget uses that.
 */
export async function proposalNamespaces(
  namespaces: WalletConnectNamespaces,
  chains: readonly Chain[],
): Promise<ProposalNamespaces> {
  const ids = await Promise.all(
    chains
      .filter((chain) => chain.isEnabled)
      .map(async (chain) => {
        const network = namespaces[chain.networkType];
        const caip2 = await caip2Of(namespaces, chain);
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
