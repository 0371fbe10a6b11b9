import type { RoutingClient } from '../api/client';
import type { Asset, NetworkType, PriorityLevel } from '../api/types';
import type { ChainNetworkTypes } from '../lib/networkType';
import type { ExecutionStore } from './executionStore';
import type { NetworkRegistrations } from './networkEngine';
import type { Signers } from './signers';
import type { StatusTransport } from './statusTransport';

/** Everything the engine uses from the outside world; tests and the sandbox flows pass their own. */
export interface ExecutionDeps {
  client: RoutingClient;
  /** Each network type's engine, as registered once (`src/networks/networkRegistry.ts`). */
  networks: NetworkRegistrations;
  signers: Signers;
  store: ExecutionStore;
  /**
   * `/chains` as the caller loaded it: the network type of an asset that names none
   * (`lib/networkType.ts`). Without it, the form of the chain id decides.
   */
  chains?: ChainNetworkTypes | undefined;
  /** The user's choices that change what is signed. */
  options: {
    unlimitedApprovals: boolean;
    /** Priced into lite transactions without a price of their own (priorityFeeLevel.ts). */
    solanaPriorityFee?: number | PriorityLevel | undefined;
  };
  /** How `/status` is followed; polling by default (a WebSocket channel may replace it). */
  statusTransport?: StatusTransport | undefined;
  /**
   * A token's decimals from a source outside storage: the API's token list, else its chain;
   * undefined when neither can say. A full run checks its record's tokens against it before
   * anything is asked or signed (`storedTokens.ts`). Absent: not checked (tests of other rules).
   */
  tokenDecimals?: ((asset: Asset) => Promise<number | undefined>) | undefined;
  /** A ledger read of `owner`'s balance of `asset`, for the amount actually received. */
  readBalance?: ((asset: Asset, owner: string) => Promise<bigint>) | undefined;
  /**
   * A ledger read of the network fee one of this execution's transactions paid, and who paid it:
   * added back to a native output's balance change when the recipient paid it (`received.ts`).
   * Rejects when the chain cannot say.
   */
  readTransactionFee?: ((tx: SentTransaction) => Promise<TransactionFee>) | undefined;
  /**
   * Checks, right before a wallet prompt, that this tab still holds the execution's lease; when it
   * does not, stops the run (its signal aborts) or throws. Absent: a run with no other tab.
   */
  confirmLease?: (() => void) | undefined;
  now?: (() => number) | undefined;
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
}

/** A transaction of the execution, by the hash or signature its step saved. */
export interface SentTransaction {
  chainId: string;
  networkType: NetworkType;
  hash: string;
}

/** What a transaction cost in its chain's native coin, as the chain recorded it. */
export interface TransactionFee {
  /** The account the fee came out of (EVM: the sender; Solana: the fee payer). */
  payer: string;
  fee: bigint;
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
