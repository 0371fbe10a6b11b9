import type { EffectSimulation } from '../effects/accountEffects';
import type { EvmCall } from '../signers';

/** A batch's state as `wallet_getCallsStatus` tells it (`callsStatus.ts` reads the answer). */
export type CallsStatus =
  | { status: 'pending' }
  /** Included on chain: the transactions that carry the calls, in order (one for an atomic batch). */
  | { status: 'confirmed'; hashes: `0x${string}`[] }
  /** Not included (EIP-5792 400), or included and reverted (500, 600). */
  | { status: 'failed'; code: number };

/**
 * What an EVM signer adds for a wallet that runs several calls in one prompt (EIP-5792): the
 * engine sends an approval and the step it unlocks as one atomic batch when the wallet says it
 * can (`batchedApproval.ts`), and otherwise each alone, as before.
 */
export interface EvmBatching {
  /**
   * Whether the wallet runs calls atomically on `chainId` (`wallet_getCapabilities`: `atomic`
   * `supported` or `ready`). False when it cannot say: no such method, a 4200, any other error,
   * an answer of another shape. No prompt.
   */
  atomic(args: { chainId: number; account: `0x${string}` }): Promise<boolean>;
  /**
   * The calls, in order from the user, through `eth_simulateV1` in one block: each call's
   * effects on the account, each seeing the ones before it (the swap sees the approval).
   * Reads only.
   */
  simulate(calls: readonly EvmCall[]): Promise<EffectSimulation[]>;
  /**
   * Wallet prompt: `wallet_sendCalls` of `calls` (all on one chain, from one account) with
   * `atomicRequired: true`; answers the batch's id, which is no transaction hash.
   */
  send(calls: readonly EvmCall[]): Promise<string>;
  /** `wallet_getCallsStatus` of the batch `id` sent on `chainId`. No prompt. */
  status(args: { chainId: number; id: string }): Promise<CallsStatus>;
}
