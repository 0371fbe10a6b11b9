import type { QuoteRequest } from '../types';
import { clone, dig, fixtureJson } from './load';

/**
 * A complete `/quick-swap` answer for tests (docs/routing-api.md §4.8): the live service's own
 * example is an elided excerpt, so this one is assembled from its complete examples: the route of
 * the `/quotes` example made a same-chain swap (USDC to POL on Polygon, the token the `/nextTx`
 * example approves), its steps an approval plus the swap, and the `/nextTx` approval example plus
 * a swap call as its two transactions. `quickSwapRequest` is the request it answers.
 */
const USER = '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c';
const USDC = '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** The spender of the live approval example: the router the swap calls. */
const ROUTER = '0xef4fb24ad0916217251f553c0596f8edc630eb66';
const INPUT = '1000000000';

export const quickSwapRequest: QuoteRequest = {
  fromChainId: '137',
  fromAssetAddress: USDC,
  toChainId: '137',
  toAssetAddress: NATIVE,
  amount: { inputAmount: BigInt(INPUT) },
  userWalletAddress: USER,
};

export function quickSwapBody(): { status: 'success'; data: Record<string, unknown> } {
  const usdc = {
    networkType: 'evm',
    chainId: '137',
    address: USDC,
    decimals: 6,
    symbol: 'USDC',
    name: 'USD Coin',
    isNative: false,
    blockchain: 'Polygon',
    lastPrice: 1,
  };
  const pol = {
    ...usdc,
    address: NATIVE,
    decimals: 18,
    symbol: 'POL',
    name: 'Polygon',
    isNative: true,
    lastPrice: 0.5,
  };
  const approvalTxn = clone(
    dig(fixtureJson('service-docs__nextTx__evm-erc20-approval.json'), 'data', 'txnData'),
  );
  const routeId = approvalTxn.routeId as string;
  const quote = clone(
    dig(fixtureJson('service-docs__quotes__eth1-to-sol-usdc__mayan-dln.json'), 'data', 'quotes', 0),
  );
  const quoteStep = dig(quote, 'steps', 0);
  const output = '1990000000000000000000';
  const approval = {
    ...quoteStep,
    stepId: approvalTxn.stepId,
    stepType: 'approval',
    protocolsUsed: ['ERC-20 approve'],
    from: usdc,
    to: usdc,
    inputAmount: INPUT,
    outputAmount: INPUT,
  };
  const swap = {
    ...quoteStep,
    stepId: '01J2WB3JEB34B0A1SXHT1E3B64',
    stepType: 'swap',
    from: usdc,
    to: pol,
    inputAmount: INPUT,
    outputAmount: output,
  };
  const route = {
    ...quote,
    routeId,
    from: usdc,
    to: pol,
    steps: [approval, swap],
    inputAmount: INPUT,
    inputAmountDisplay: '1000',
    outputAmount: output,
    outputAmountDisplay: '1990',
    minOutputAmount: '1980050000000000000000',
    minOutputAmountDisplay: '1980.05',
    slippage: 50,
    userWalletAddress: USER,
    recipient: USER,
  };
  const swapTxn = {
    ...approvalTxn,
    id: '01J2WD2YRTT6AN4450NKX9H1WC',
    stepId: swap.stepId,
    txnEvm: {
      from: USER,
      to: ROUTER,
      value: '0',
      data: '0x12aa3caf0000000000000000000000000000000000000000000000000000000000000001',
      gasPrice: '30000000030',
      gasLimit: '210000',
    },
  };
  return { status: 'success', data: { route, txn: [approvalTxn, swapTxn] } };
}
