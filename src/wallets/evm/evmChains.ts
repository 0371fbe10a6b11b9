import { defineChain, type Chain as ViemChain } from 'viem';
import type { Chain } from '../../api/types';

/**
 * viem chains for the EVM chains of `/chains`, built at run time (the widget knows no chain list
 * of its own). Chains without a numeric id or an RPC URL cannot be used by wagmi and are left out.
 */
export function toViemChains(chains: readonly Chain[]): ViemChain[] {
  const out: ViemChain[] = [];
  for (const c of chains) {
    if (c.networkType !== 'evm' || !c.isEnabled || !/^\d+$/.test(c.chainId)) continue;
    const http = c.rpcUrls.filter((u) => /^https?:\/\//.test(u));
    if (http.length === 0) continue;
    out.push(
      defineChain({
        id: Number(c.chainId),
        name: c.name,
        // The API gives only the symbol; every EVM native coin has 18 decimals.
        nativeCurrency: { name: c.symbol, symbol: c.symbol, decimals: 18 },
        rpcUrls: { default: { http } },
      }),
    );
  }
  return out;
}
