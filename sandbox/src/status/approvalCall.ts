import { decodeFunctionData, type Hex } from 'viem';
import { approveAbi } from '../abis';

/** `approve(address,uint256)`: selector and two 32-byte words, nothing after them. */
const APPROVE_CALLDATA_LENGTH = 2 + 8 + 64 * 2;

/**
 * The `approve(spender, amount)` in `data`, or undefined for any other calldata (trailing bytes
 * included: decoding would ignore them, a token contract would not).
 */
export function decodeApproveCall(data: string): { spender: string; amount: bigint } | undefined {
  if (data.length !== APPROVE_CALLDATA_LENGTH) return undefined;
  try {
    const { functionName, args } = decodeFunctionData({ abi: approveAbi, data: data as Hex });
    if (functionName !== 'approve') return undefined;
    const [spender, amount] = args as readonly [string, bigint];
    return { spender, amount };
  } catch {
    return undefined;
  }
}
