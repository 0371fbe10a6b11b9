import type { NamespaceOffer } from './namespaces';
import type { WalletChains } from './walletChains';
import type { WalletKeys } from './walletKeys';
import { METHODS_BY_NAMESPACE } from './walletMethods';

/** What the wallet offers a dapp on each namespace: its chains, its account, its methods. */
export function walletOffers(
  chains: WalletChains,
  account: WalletKeys,
): Record<string, NamespaceOffer> {
  const offer = (namespace: keyof typeof METHODS_BY_NAMESPACE, ids: string[], address: string) => ({
    chains: ids,
    address,
    methods: Object.keys(METHODS_BY_NAMESPACE[namespace]),
    events: namespace === 'eip155' ? ['accountsChanged', 'chainChanged'] : [],
  });
  return {
    eip155: offer(
      'eip155',
      chains.evm.map((chain) => chain.caip2),
      account.evm.address,
    ),
    solana: offer('solana', [chains.solana], account.solana.address),
    cosmos: offer('cosmos', [chains.cosmos], account.cosmos.address),
    tron: offer('tron', chains.tron ? [chains.tron] : [], account.tron.address),
  };
}
