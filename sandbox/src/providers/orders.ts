import type { Provider } from './types';

/**
 * `tide`, a gasless intent protocol on the sandbox's EVM chains: the user signs an EIP-712 order
 * (`sign-typed`, payloads/order.ts) instead of sending a swap, posts it with `POST /submit`, and
 * the protocol's solver fills it on chain (chains/evm/orderSolver.ts), pulling the input the user
 * approved to the settlement contract and paying the output from its own funds. Same-chain
 * swaps of an ERC-20 (native coin cannot be pulled from a wallet without a transaction) into any
 * other token or the native coin. The solver's gas is priced into its quote: no network fee on
 * the order, a fixed fee and a wider spread instead, so an on-chain DEX quotes more.
 */
export const tide: Provider = {
  id: 'tide',
  name: 'Tide Orders',
  websiteUrl: 'https://tide-orders.example',
  kind: 'intent',
  recommended: false,
  feeShape: 'typed',
  providerFeeBps: 10,
  fixedFeeUsd: 0.5,
  depthUsd: 5e6,
  plan(from, to) {
    const sameEvmChain =
      from.networkType === 'evm' && to.networkType === 'evm' && from.chainId === to.chainId;
    if (!sameEvmChain || from.isNative || from.address === to.address) return null;
    return [
      {
        stepType: 'swap',
        from,
        to,
        protocols: ['Tide Orders'],
        spreadBps: 35,
        estimatedSeconds: 10,
        gasUnits: 0n,
        main: true,
        gasless: true,
      },
    ];
  },
};
