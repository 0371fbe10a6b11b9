import { isAddress } from 'viem';
import type { Asset, Step, TxnEvm } from '../../api/types';
import { isNativeEvmAddress } from '../../lib/nativeAddresses';
import { UnsafeTransactionError } from '../errors';
import { allowanceGrantOf } from './allowanceGrants';
import { decodeApprove } from './approval';

export interface EvmPayloadContext {
  /** The step as `/createTx` gave it (already checked against the route). */
  step: Step;
  txn: TxnEvm;
  /** The connected wallet: the only sender the widget signs for. */
  account: string;
  /**
   * For an approval: the contract of the step it unlocks (the `to` of that step's `/nextTx`).
   * An approval to anyone else is refused.
   */
  spendingTarget?: string | undefined;
  /** For any other step: the `to` its `/nextTx` gave before (a resume, a re-fetch). */
  knownTarget?: string | undefined;
  /**
   * The assets of the route's steps (their `from` and `to`): those on the step's chain are the
   * route's tokens, which no step may call but its approval, and no approval may name as spender.
   * The step's own are counted without them.
   */
  routeTokens?: readonly Pick<Asset, 'chainId' | 'address'>[] | undefined;
}

/** What the wallet will be asked for, once every rule passed. */
export type CheckedEvmTxn =
  | { kind: 'approval'; chainId: number; token: `0x${string}`; spender: `0x${string}` }
  | {
      kind: 'call';
      chainId: number;
      to: `0x${string}`;
      value: bigint;
      data: `0x${string}` | undefined;
    };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The rules an EVM payload passes before any wallet is asked; the first broken one throws
 * `UnsafeTransactionError` and nothing is signed:
 * - `chain`: the payload's chain (when it names one) is the step's;
 * - `sender`: the payload's `from` (when present) is the connected wallet;
 * - approvals: plain `approve(spender, amount)` calldata, on the token the step spends, no native
 *   value, a spender that is no token of the route (the step's own included: a token that may
 *   spend itself lets the next step's `transferFrom` on it go anywhere), and the spender is the
 *   contract of the step it unlocks (the amount is the widget's own choice, see `approval.ts`, so
 *   the payload's is ignored);
 * - other steps: no calldata that grants an allowance, whatever its target (`hidden-approval`:
 *   `approve`, `increaseAllowance`, `setApprovalForAll`, ERC-2612 and Permit2 grants, see
 *   `allowanceGrants.ts`); a target that is no token of the route on its chain (`token-call`):
 *   not the one it spends, nor the one it receives, nor any other. A swap or bridge calls a
 *   router, which pulls the input through the approval and is never a token of the route, while
 *   a call to a token the wallet holds can only move it (`transfer(attacker, balance)`) or grant
 *   it. The cost: a wrap or unwrap sent straight to the wrapped native token is refused too (a
 *   router can wrap). Then the native value is at most what the step spends in native coin plus
 *   its fees paid from the wallet in native coin, and the target is the one given before for
 *   this step.
 */
export function checkEvmPayload(ctx: EvmPayloadContext): CheckedEvmTxn {
  const { step, txn, account } = ctx;
  const chainId = Number(step.from.chainId);
  if (!/^\d+$/.test(step.from.chainId) || !Number.isSafeInteger(chainId)) {
    throw new UnsafeTransactionError(
      'payload-network',
      `step chain ${step.from.chainId} is not EVM`,
    );
  }
  if (txn.chainId !== undefined && txn.chainId !== chainId) {
    throw new UnsafeTransactionError(
      'chain',
      `payload chain ${txn.chainId}, step chain ${chainId}`,
    );
  }
  if (txn.from && !same(txn.from, account)) {
    throw new UnsafeTransactionError('sender', `payload from ${txn.from}, wallet ${account}`);
  }
  if (!isAddress(txn.to, { strict: false })) {
    throw new UnsafeTransactionError(
      'target-changed',
      `payload to ${txn.to.slice(0, 64)} is not an address`,
    );
  }
  if (step.stepType === 'approval') return checkApproval(ctx, chainId);

  const grant = allowanceGrantOf(txn.data);
  if (grant) {
    throw new UnsafeTransactionError(
      'hidden-approval',
      `a ${step.stepType} step calls ${grant} on ${txn.to}`,
    );
  }
  if (routeTokens(ctx).has(txn.to.toLowerCase())) {
    throw new UnsafeTransactionError(
      'token-call',
      `a ${step.stepType} step calls ${txn.to}, a token of the route`,
    );
  }
  const allowed = nativeAllowance(step);
  if (txn.value > allowed) {
    throw new UnsafeTransactionError('value', `payload value ${txn.value}, at most ${allowed}`);
  }
  if (ctx.knownTarget && !same(ctx.knownTarget, txn.to)) {
    throw new UnsafeTransactionError(
      'target-changed',
      `payload to ${txn.to}, before ${ctx.knownTarget}`,
    );
  }
  return { kind: 'call', chainId, to: txn.to as `0x${string}`, value: txn.value, data: txn.data };
}

function checkApproval(ctx: EvmPayloadContext, chainId: number): CheckedEvmTxn {
  const { step, txn } = ctx;
  const approval = decodeApprove(txn.data);
  if (!approval) throw new UnsafeTransactionError('approval-calldata', 'calldata is not approve()');
  if (isNativeEvmAddress(step.from.address) || !same(txn.to, step.from.address)) {
    throw new UnsafeTransactionError(
      'approval-token',
      `approves ${txn.to}, step spends ${step.from.address}`,
    );
  }
  if (txn.value !== 0n)
    throw new UnsafeTransactionError('value', `approval sends ${txn.value} wei`);
  if (routeTokens(ctx).has(approval.spender.toLowerCase())) {
    throw new UnsafeTransactionError(
      'spender-token',
      `spender ${approval.spender} is a token of the route`,
    );
  }
  if (!ctx.spendingTarget || !same(approval.spender, ctx.spendingTarget)) {
    throw new UnsafeTransactionError(
      'spender',
      `spender ${approval.spender}, the step it unlocks goes to ${ctx.spendingTarget ?? 'unknown'}`,
    );
  }
  return { kind: 'approval', chainId, token: txn.to as `0x${string}`, spender: approval.spender };
}

/** The route's ERC-20 tokens on the step's chain, lower case: the step's own and `routeTokens`. */
function routeTokens({ step, routeTokens = [] }: EvmPayloadContext): Set<string> {
  const tokens = [step.from, step.to, ...routeTokens].filter(
    (a) => a.chainId === step.from.chainId && !isNativeEvmAddress(a.address),
  );
  return new Set(tokens.map((a) => a.address.toLowerCase()));
}

/**
 * Native coin a step may take from the wallet: its native input, plus its fees in the native coin
 * of its chain that the wallet pays. A fee says so with `FROM_SOURCE_WALLET`; the fees the live
 * service returns in routes carry no `source` at all (routing-api.md §2.4), so a fee without one
 * counts too, unless it is gas (`NETWORK`, paid through the gas price, never in the value) or
 * says it comes out of the input or the output. Every fee counted is one the review showed.
 */
export function nativeAllowance(step: Step): bigint {
  const onChain = (address: string, chainId: string) =>
    chainId === step.from.chainId && isNativeEvmAddress(address);
  let allowed = onChain(step.from.address, step.from.chainId) ? step.inputAmount : 0n;
  for (const fee of step.fees) {
    const fromWallet =
      fee.source === 'FROM_SOURCE_WALLET' || (fee.source === undefined && fee.type !== 'NETWORK');
    if (fromWallet && onChain(fee.token.address, fee.token.chainId)) allowed += fee.amount;
  }
  return allowed;
}
