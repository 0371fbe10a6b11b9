import { erc20Abi, parseAbi } from 'viem';
import { COSMOS_CHAIN_ID } from './catalog/chains';

/**
 * The contract calls `/nextTx` encodes on the sandbox EVM chains. They are the functions of the
 * contracts in `sandbox/contracts/` (SandboxRouter, SandboxBridge, SandboxToken), written out here
 * so the server states exactly what it calls; `abis.test.ts` checks that they still match the
 * compiled ABIs.
 *
 * - `approve(spender, amount)` on the input token: 2^256-1 by default, as the live service
 *   hands it out, or the exact step input (`SANDBOX_APPROVALS=exact`).
 * - `swap(tokenIn, tokenOut, amountIn, minAmountOut, quotedAmountOut, recipient, deadline)` on the
 *   chain's router: a same-chain swap. Native input is the all-`e` address, paid as `value`
 *   (= amountIn). `deadline` is Unix seconds; it pays at most `quotedAmountOut` (the step's
 *   quoted output: the route's fees stay with the router) and reverts below `minAmountOut`.
 * - `deposit(token, amount, dstChainId, dstToken, recipient, minAmountOut, quotedAmountOut,
 *   deadline, transferId)` on the chain's bridge: the source side of a cross-chain step; the
 *   relayer pays at most `quotedAmountOut`. `dstToken` and `recipient` are
 *   bytes32 (EVM addresses left-padded, Solana keys as their 32 bytes, native SOL as zero; see
 *   payloads/bytes32.ts); `dstChainId` is numeric (see `bridgeChainId`); `transferId` is
 *   `keccak256("<routeId>:<stepId>")`, which lets the relayer tie a deposit to its route.
 */
export const approveAbi = erc20Abi;

export const routerSwapAbi = parseAbi([
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, uint256 quotedAmountOut, address recipient, uint256 deadline) payable returns (uint256 amountOut)',
]);

export const bridgeDepositAbi = parseAbi([
  'function deposit(address token, uint256 amount, uint256 dstChainId, bytes32 dstToken, bytes32 recipient, uint256 minAmountOut, uint256 quotedAmountOut, uint256 deadline, bytes32 transferId) payable',
]);

/** Numeric chain ids for `deposit`'s `dstChainId`: EVM and Tron ids as they are, others by
 * convention. */
const NON_EVM_BRIDGE_IDS: Record<string, bigint> = {
  sol: 1151111081099710n, // the id Solana is given by cross-chain bridges (and SandboxBridge docs)
  [COSMOS_CHAIN_ID]: 118n, // SLIP-44 coin type of ATOM: Cosmos has no numeric chain id
};

export function bridgeChainId(chainId: string): bigint {
  const known = NON_EVM_BRIDGE_IDS[chainId];
  if (known !== undefined) return known;
  if (!/^\d+$/.test(chainId)) throw new Error(`No numeric bridge id for chain ${chainId}`);
  return BigInt(chainId);
}
