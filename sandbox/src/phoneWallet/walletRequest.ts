import type { WalletChains } from './walletChains';
import type { WalletKeys } from './walletKeys';

/** A request the wallet answers, with what it needs to answer it. */
export interface WalletRequest {
  /** CAIP-2 id the dapp named. */
  chainId: string;
  params: unknown;
  /** The accounts the session named: what the request must be about. */
  account: WalletKeys;
  /** Who signs: `account`, or another dev account in the "wrong account" mode. */
  signer: WalletKeys;
  /** The "wrong chain" mode: answer for another chain than the one asked (where the answer names one). */
  wrongChain: boolean;
  chains: WalletChains;
  /** The smart-account mode: EIP-5792 batches, run through an EIP-7702 delegation. */
  smartAccount: boolean;
  /** The batches `wallet_sendCalls` sent, by their id. */
  batches: Map<string, SentBatch>;
}

/** A batch the wallet sent: the one transaction that carries its calls. */
export interface SentBatch {
  chainId: number;
  rpcUrl: string;
  hash: `0x${string}`;
}

export type MethodHandler = (request: WalletRequest) => Promise<unknown>;

/**
 * A request the wallet cannot answer as asked: sent back as the JSON-RPC error, with the codes
 * of EIP-1474 and EIP-1193. (The sign-client replaces the message of the reserved codes, such as
 * -32602, by their standard text, so a refusal that explains itself uses -32000 or 4100.)
 */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WalletRequestError';
  }
}

/** EIP-1474's "invalid input". */
export const invalidParams = (message: string) => new WalletRequestError(-32000, message);

/** EIP-1193's "unsupported method": what a wallet without the method answers. */
export const unsupportedMethod = (message: string) => new WalletRequestError(4200, message);

/** EIP-1193's "unauthorized": an account that is not the session's. */
export const notThisAccount = (message: string) => new WalletRequestError(4100, message);
