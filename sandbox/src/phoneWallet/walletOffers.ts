import type { NamespaceOffer } from './namespaces';
import type { WalletChains } from './walletChains';
import type { WalletKeys } from './walletKeys';
import { METHODS_BY_NAMESPACE } from './walletMethods';
import type { WalletMode } from './walletMode';

/**
 * What the wallet offers a dapp on each namespace: its chains, its account, its methods (in the
 * `aminoOnly` mode, no `cosmos_signDirect`: the wallet signs Cosmos with amino only).
 */
export function walletOffers(
  chains: WalletChains,
  account: WalletKeys,
  mode: WalletMode = 'normal',
): Record<string, NamespaceOffer> {
  const offer = (namespace: keyof typeof METHODS_BY_NAMESPACE, ids: string[], address: string) => ({
    chains: ids,
    address,
    methods: Object.keys(METHODS_BY_NAMESPACE[namespace]),
    events: namespace === 'eip155' ? ['accountsChanged', 'chainChanged'] : [],
  });
  const cosmos = offer('cosmos', [chains.cosmos], account.cosmos.address);
  return {
    eip155: offer(
      'eip155',
      chains.evm.map((chain) => chain.caip2),
      account.evm.address,
    ),
    solana: offer('solana', [chains.solana], account.solana.address),
    cosmos: {
      ...cosmos,
      methods: cosmos.methods.filter((m) => mode !== 'aminoOnly' || m !== 'cosmos_signDirect'),
    },
    tron: offer('tron', chains.tron ? [chains.tron] : [], account.tron.address),
  };
}
