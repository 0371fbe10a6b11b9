import { decodeFunctionData, encodeFunctionData, getAddress, isAddress, maxUint256 } from 'viem';

/**
 * ERC-20 approvals the widget signs itself. The live service hands out approvals of 2^256-1 to a
 * router; oversized approvals to routers are how the largest widget exploits drained users. So the
 * widget reads the payload only for its token and spender and encodes its own approval: the exact
 * amount the step spends, unlimited only when the user turned that on.
 */
const approveAbi = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const;

export interface DecodedApproval {
  spender: `0x${string}`;
  amount: bigint;
}

/** The `approve(spender, amount)` in `data`, or undefined when `data` is anything else. */
export function decodeApprove(data: `0x${string}` | undefined): DecodedApproval | undefined {
  if (!data) return undefined;
  try {
    const { functionName, args } = decodeFunctionData({ abi: approveAbi, data });
    if (functionName !== 'approve') return undefined;
    const [spender, amount] = args;
    // Trailing bytes after the two words would be ignored by decoding but not by a contract.
    if (data.length !== 2 + 8 + 64 * 2) return undefined;
    return { spender: getAddress(spender), amount };
  } catch {
    return undefined;
  }
}

export function encodeApprove(spender: string, amount: bigint): `0x${string}` {
  if (!isAddress(spender)) throw new Error(`not an address: ${spender.slice(0, 64)}`);
  return encodeFunctionData({ abi: approveAbi, functionName: 'approve', args: [spender, amount] });
}

export type ApprovalPlan =
  /** The allowance already covers the step: no signature. */
  | { kind: 'skip' }
  /** Approve `amount`; `resetFirst` when the token refuses to change a non-zero allowance. */
  | { kind: 'approve'; amount: bigint; resetFirst: boolean };

export interface ApprovalInput {
  /** What the spender may spend now (`allowance(owner, spender)` on chain). */
  allowance: bigint;
  /** What the step will spend. */
  needed: bigint;
  /** The user's setting: approve the maximum instead of the exact amount. */
  unlimited: boolean;
  /**
   * The token refused a change from a non-zero allowance (USDT-style): reset to zero first. Known
   * from a failed simulation of the approval, so the first plan is made without it.
   */
  refusesNonZeroChange?: boolean;
}

/** What to sign for an approval step, from the chain's current allowance. */
export function planApproval(input: ApprovalInput): ApprovalPlan {
  if (input.needed <= 0n) throw new Error('an approval for nothing');
  if (input.allowance >= input.needed) return { kind: 'skip' };
  return {
    kind: 'approve',
    amount: input.unlimited ? maxUint256 : input.needed,
    resetFirst: Boolean(input.refusesNonZeroChange) && input.allowance > 0n,
  };
}
