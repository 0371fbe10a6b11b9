import type { LockableField } from '../config/widgetOptions';
import type { TokenSelection } from './widgetStore';

/** What the user may change of one side, given the locked fields. */
export function sideLocks(
  locked: ReadonlySet<LockableField>,
  side: 'from' | 'to',
): { chain: boolean; token: boolean } {
  return side === 'from'
    ? { chain: locked.has('fromChain'), token: locked.has('fromToken') }
    : { chain: locked.has('toChain'), token: locked.has('toToken') };
}

/**
 * Whether a side may go from `prev` to `next`: a locked chain stays, a locked token stays (the
 * store ignores any change that would move one, whoever asks: a picker, a button, a message).
 */
export function keepsLocks(
  locked: ReadonlySet<LockableField>,
  side: 'from' | 'to',
  prev: TokenSelection,
  next: TokenSelection,
): boolean {
  const locks = sideLocks(locked, side);
  if (locks.chain && next.chainId !== prev.chainId) return false;
  if (locks.token && next.tokenAddress !== prev.tokenAddress) return false;
  return true;
}

/** Swapping the two sides moves every chain and token field: not while one is locked. */
export function canFlip(locked: ReadonlySet<LockableField>): boolean {
  return !(['fromChain', 'fromToken', 'toChain', 'toToken'] as const).some((f) => locked.has(f));
}
