import { type Chain, defineChain } from 'viem';

/** A viem chain object for one of the sandbox anvils. */
export function sandboxChain(chainId: number, name: string, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}
