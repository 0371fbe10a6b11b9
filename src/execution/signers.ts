import type { PriorityLevel, Step, TxnSol } from '../api/types';
import type { CosmosFee } from './cosmos/cosmosFee';
import type { CosmosMsg } from './cosmos/cosmosPayload';
import type { AccountEffect, EffectSimulation } from './effects/accountEffects';
import type { AssetInfo } from './effects/effectErrors';
import type { EvmBatching } from './evm/evmBatching';
import type { GasFees } from './evm/replacementFees';

/**
 * What the execution engine needs from a wallet, one interface per network type. The engine knows
 * nothing of wagmi, the Solana wallet adapter or React: the widget hands it signers built on the
 * connected wallets, the sandbox's flow tests hand it signers built on the dev keys, and unit tests
 * hand it fakes. Every method that opens a wallet prompt says so; everything else only reads.
 *
 * Wallet errors are mapped once, by the engine: a prompt method throws what the wallet threw, and
 * the engine's step that asked maps it with `toWalletError` (`walletErrors.ts`: USER_REJECTED,
 * WRONG_NETWORK, INSUFFICIENT_BALANCE, WALLET_ERROR), worded for what it asked. A signer maps
 * nothing; it throws a `WidgetError` of its own only for what it found itself (a payload it
 * refuses, a failed simulation, a signature missing from what the wallet returned), and such an
 * error passes the mapping unchanged.
 */

export interface EvmCall {
  chainId: number;
  from: `0x${string}`;
  to: `0x${string}`;
  data?: `0x${string}` | undefined;
  value: bigint;
  /** From the payload when it gave one; estimated otherwise. */
  gas?: bigint | undefined;
  /** A replacement of a pending transaction: that transaction's nonce (the wallet's otherwise). */
  nonce?: number | undefined;
  /** A replacement's fees, outbidding the pending one (the wallet's own otherwise). */
  fees?: GasFees | undefined;
}

/** A transaction as its chain has it, pending or mined: what a replacement copies and outbids. */
export interface SentEvmTransaction {
  hash: `0x${string}`;
  from: `0x${string}`;
  /** Undefined for a contract creation. */
  to: `0x${string}` | undefined;
  data: `0x${string}`;
  value: bigint;
  gas: bigint;
  nonce: number;
  fees: GasFees;
  /** True once it is in a block. */
  mined: boolean;
}

/** EIP-712 typed data as the wallet is asked to sign it: numbers as bigints or numbers. */
export interface EvmTypedData {
  domain: Record<string, unknown>;
  types: Record<string, Array<{ name: string; type: string }>>;
  primaryType: string;
  message: Record<string, unknown>;
}

/**
 * `hash` is the transaction that landed: another one of the same nonce when it was replaced (the
 * user's Speed up or Cancel, or the wallet's own), then `replaced` says how, as viem tells it
 * (`cancelled`: a zero-value transfer to the sender itself). `fee`: what it paid, gas used times
 * its price, when the receipt says.
 */
export type EvmReceipt = {
  hash: `0x${string}`;
  replaced?: 'cancelled' | 'replaced' | 'repriced' | undefined;
  fee?: bigint | undefined;
} & ({ status: 'success' } | { status: 'reverted'; reason?: string | undefined });

export interface EvmSigner {
  readonly networkType: 'evm';
  /** The connected account, or undefined. */
  account(): `0x${string}` | undefined;
  /** The chain the wallet is on now. */
  walletChainId(): Promise<number>;
  /** Wallet prompt: switch to `chainId`. */
  switchChain(chainId: number): Promise<void>;
  readAllowance(args: {
    chainId: number;
    token: `0x${string}`;
    owner: `0x${string}`;
    spender: `0x${string}`;
  }): Promise<bigint>;
  /**
   * `owner`'s balance of the ERC-20 `token`: an exact approval is never for more than it (the
   * amount comes from the route, and a stored route is storage's word).
   */
  readTokenBalance(args: {
    chainId: number;
    token: `0x${string}`;
    owner: `0x${string}`;
  }): Promise<bigint>;
  /** The account's next nonce on `chainId` (`pending`), read before a prompt to resume safely. */
  nonce(args: { chainId: number; address: `0x${string}` }): Promise<number>;
  /** The account's mined transaction count (`latest`): a nonce below it has been used. */
  minedNonce(args: { chainId: number; address: `0x${string}` }): Promise<number>;
  /**
   * Runs the exact transaction from the user (`eth_simulateV1` with `traceTransfers`) and answers
   * what it would do to the user's account (`evm/evmEffects.ts`): sends, receives, grants, and any
   * other log naming the user. `unsupported` when the node has no `eth_simulateV1` (a plain
   * `eth_call` then showed it would not revert). A revert throws `SimulationFailedError` with the
   * reason. Reads only: nothing is asked of the wallet.
   */
  simulateEffects(call: EvmCall): Promise<EffectSimulation>;
  /** A token's symbol and decimals from its contract; undefined when it does not say. */
  readTokenInfo(args: { chainId: number; token: `0x${string}` }): Promise<AssetInfo | undefined>;
  /** Wallet prompt: sign and send; answers the hash. */
  sendTransaction(call: EvmCall): Promise<`0x${string}`>;
  /**
   * Wallet prompt: sign EIP-712 typed data (`eth_signTypedData_v4`), already checked
   * (`evm/checkTypedOrder.ts`); answers the 65-byte signature. Nothing is sent.
   */
  signTypedData(args: { account: `0x${string}`; typedData: EvmTypedData }): Promise<`0x${string}`>;
  /**
   * Follows `hash` until a transaction of its nonce is mined: itself, or one that replaced it
   * (the user's Speed up or Cancel, the wallet's own). `from` and `nonce` find a replacement
   * even when the node has dropped `hash` (a reload after it was replaced). No time limit: a
   * pending transaction is followed until it lands or `signal` aborts.
   */
  waitForReceipt(args: {
    chainId: number;
    hash: `0x${string}`;
    from?: `0x${string}` | undefined;
    nonce?: number | undefined;
    signal?: AbortSignal | undefined;
  }): Promise<EvmReceipt>;
  /**
   * The transaction `hash` as the chain has it, pending or mined; undefined when unknown. A hash
   * a wallet answers is followed only once this shows it is the transaction asked.
   */
  readTransaction(args: {
    chainId: number;
    hash: `0x${string}`;
  }): Promise<SentEvmTransaction | undefined>;
  /** The fees the network asks now (`estimateFeesPerGas`); undefined when it cannot say. */
  currentFees?(chainId: number): Promise<GasFees | undefined>;
  /** The hash of the transaction `address` sent with `nonce` on `chainId`, if the chain has it. */
  findByNonce?(args: {
    chainId: number;
    address: `0x${string}`;
    nonce: number;
  }): Promise<`0x${string}` | undefined>;
  /** A wallet that can batch calls (EIP-5792); absent, every step is sent alone. */
  batching?: EvmBatching | undefined;
}

/** A Solana transaction checked and ready for the wallet: what the engine persists before a prompt. */
export interface PreparedSolanaTransaction {
  /** Unsigned serialized transaction (base64), as the wallet will be asked to sign it. */
  unsigned: string;
  /** The blockhash's last valid block height: after it, the transaction can never land. */
  lastValidBlockHeight: number;
  lite: boolean;
  /** Programs this transaction calls: the route's, for the checks of its later transactions. */
  programs: string[];
  /** Its simulated effect on the account, already held to the step. */
  effects: readonly AccountEffect[];
}

export interface SignedSolanaTransaction {
  /** base58 of the fee payer's signature: the transaction's id, known before it is sent. */
  signature: string;
  /** Signed serialized transaction (base64), persisted so it can be re-broadcast after a reload. */
  signed: string;
  lastValidBlockHeight: number;
}

export type SolanaOutcome =
  | { status: 'confirmed' }
  | { status: 'failed'; reason?: string | undefined }
  /** The blockhash expired before it landed: it provably never will. */
  | { status: 'expired' };

export interface SolanaSigner {
  readonly networkType: 'sol';
  account(): string | undefined;
  /**
   * Standard mode: deserializes `txnSol.data`; lite mode: assembles the instruction lists with the
   * lookup tables read from the chain and the chosen priority fee. Then checks it (fee payer is
   * the user, no other signer, known programs only, size) and simulates it for its effect on the
   * user's account, held to what `step` allows (its `from` asset up to `inputAmount`, the fee,
   * nothing granted: `EffectRefusedError`); throws the matching `WidgetError` and nothing is
   * signed.
   */
  prepare(args: {
    step: Step;
    txn: TxnSol;
    /** Programs earlier transactions of this route called (allowed here too). */
    routePrograms?: readonly string[] | undefined;
    /** The user's priority fee, for a lite payload without a price of its own. */
    priorityFee?: number | PriorityLevel | undefined;
  }): Promise<PreparedSolanaTransaction>;
  /** Wallet prompt: sign only (never send), so the signature is known before broadcast. */
  sign(prepared: PreparedSolanaTransaction): Promise<SignedSolanaTransaction>;
  /**
   * Sends the signed bytes and re-broadcasts them until confirmed or until the blockhash's last
   * valid height has passed, racing confirmation against expiry with one abort signal.
   */
  sendAndConfirm(signed: SignedSolanaTransaction, signal?: AbortSignal): Promise<SolanaOutcome>;
}

/** A Tron transaction checked (`tron/checkTronTransaction.ts`) and ready for the wallet. */
export interface TronTransaction {
  /** sha256 of `rawDataHex`, 64 hex digits: what the wallet signs, and the transaction's id. */
  txID: string;
  /** Protobuf of `Transaction.raw`, hex: what the chain runs. */
  rawDataHex: string;
  /** `raw_data` rebuilt from `rawDataHex` (`tron/rawDataJson.ts`), for a wallet that shows it. */
  rawData?: unknown;
  visible: boolean;
}

/**
 * One log of a simulated Tron call, as java-tron's `TransactionInfo.Log` prints it: `address`
 * the 20-byte contract address in hex without Tron's 41, `topics` and `data` in hex (no `0x`).
 */
export interface TronLog {
  address: string;
  topics: readonly string[];
  data: string;
}

/** What a simulated Tron call did: its logs, in the order they were emitted. */
export interface TronCallSimulation {
  logs: readonly TronLog[];
}

/** What a Tron node said to a broadcast (`/wallet/broadcasthex`). */
export type TronBroadcast =
  | { status: 'sent' }
  /** `DUP_TRANSACTION_ERROR`: the node has it already (pending, or in a block). */
  | { status: 'known' }
  /** `TRANSACTION_EXPIRATION_ERROR`: past its expiration, the node takes it no more. */
  | { status: 'expired' }
  | { status: 'refused'; code: string; message: string };

/** A Tron transaction in a block (`/wallet/gettransactioninfobyid`). */
export type TronReceipt =
  | { status: 'success'; fee?: bigint | undefined }
  /** `REVERT`, `OUT_OF_ENERGY` and the other results of a call that did not happen. */
  | { status: 'failed'; reason: string; fee?: bigint | undefined };

export interface TronSigner {
  readonly networkType: 'tron';
  /** The connected account (`T…`), or undefined. */
  account(): string | undefined;
  /**
   * `/wallet/triggerconstantcontract` of the call from `owner` (a TRX transfer has nothing to
   * run): the logs it emits (`tron/tronEffects.ts` reads what they do to the account); throws
   * `SimulationFailedError` with the revert reason, or when the node's answer is unreadable.
   */
  simulate(call: {
    owner: string;
    contract: string;
    data: `0x${string}` | undefined;
    callValue: bigint;
  }): Promise<TronCallSimulation>;
  /**
   * A TRC-20's `symbol()` and `decimals()` (`T…`), read to name a token an effect moves that the
   * route does not; undefined when the contract does not answer both.
   */
  readToken(
    token: string,
    owner: string,
  ): Promise<{ symbol: string; decimals: number } | undefined>;
  /**
   * A TRC-20's `allowance(owner, spender)` now (before the transaction): an `Approval` a call
   * emits at or below it widens nothing. Undefined when the token does not answer.
   */
  readAllowance(token: string, owner: string, spender: string): Promise<bigint | undefined>;
  /** `owner`'s balance of the TRC-20 `token` (`T…`): an approval is never for more than it. */
  readTokenBalance(args: { token: string; owner: string }): Promise<bigint>;
  /**
   * Wallet prompt: sign only (never broadcast), so the transaction is kept before it can land;
   * answers the 65-byte signature `r‖s‖v` of `txID`, as 130 hex digits.
   */
  sign(tx: TronTransaction): Promise<string>;
  /** Sends the signed transaction; reads only, no prompt: it may be sent again after a reload. */
  broadcast(tx: TronTransaction, signature: string): Promise<TronBroadcast>;
  /** The transaction's outcome once it is in a block; undefined until then. */
  receipt(txID: string): Promise<TronReceipt | undefined>;
}

/** A Cosmos account as its chain has it: what a sign doc needs, and what says a transaction went. */
export interface CosmosAccountState {
  accountNumber: bigint;
  /** Goes up by one with every transaction of the account that the chain took. */
  sequence: bigint;
}

/** Checked messages (`cosmos/checkCosmosTransaction.ts`) with what the engine adds to sign them. */
export interface UnsignedCosmosTx {
  chainId: string;
  messages: CosmosMsg[];
  memo: string;
  fee: CosmosFee;
  accountNumber: bigint;
  sequence: bigint;
}

/** What `/simulate` says of a transaction: the gas it used, and its effects on the signer's account. */
interface CosmosSimulation {
  gasUsed: bigint;
  /** From the simulation's events (`cosmos/cosmosEffects.ts`), the fee's deduction included. */
  effects: AccountEffect[];
}

/** A transaction as `GET /cosmos/tx/v1beta1/txs/{hash}` answers it: in a block, `code` 0 or not. */
export interface CosmosTxResult {
  height: bigint;
  code: number;
  rawLog: string;
}

export interface CosmosSigner {
  readonly networkType: 'cosmos';
  account(): string | undefined;
  /**
   * The chain's fee denom and the gas price to pay, from the integrator's config for `chainId`
   * (`/chains` does not say); undefined for a chain the config does not know.
   */
  feeSettings(chainId: string): { feeDenom: string; gasPrice: string } | undefined;
  /**
   * Per destination chain id, the IBC channel from `chainId` that leads there, from the same
   * config (`ibcChannels`); undefined when it names none.
   */
  ibcChannels(chainId: string): Readonly<Record<string, string>> | undefined;
  /** The account's number and sequence; undefined for an account the chain has never seen. */
  readAccount(args: { chainId: string; address: string }): Promise<CosmosAccountState | undefined>;
  /**
   * `POST /cosmos/tx/v1beta1/simulate` of the transaction without signature, from the connected
   * account; answers the gas it used and what it does to the account, or throws
   * `SimulationFailedError` with the chain's reason. Nothing is asked.
   */
  simulate(tx: UnsignedCosmosTx): Promise<CosmosSimulation>;
  /**
   * Wallet prompt: sign only (SIGN_MODE_DIRECT, or LEGACY_AMINO_JSON for a hardware account);
   * answers the TxRaw bytes, whose sha256 is the transaction's hash, known before it is sent.
   */
  sign(tx: UnsignedCosmosTx): Promise<Uint8Array>;
  /** `POST /cosmos/tx/v1beta1/txs` (sync): whether the chain took it (`code` 0) or why not. */
  broadcast(args: {
    chainId: string;
    txBytes: Uint8Array;
  }): Promise<{ code: number; rawLog: string }>;
  /** The transaction `hash` (uppercase hex) once in a block; undefined while the chain has none. */
  readTx(args: { chainId: string; hash: string }): Promise<CosmosTxResult | undefined>;
}

export interface Signers {
  evm?: EvmSigner | undefined;
  sol?: SolanaSigner | undefined;
  tron?: TronSigner | undefined;
  cosmos?: CosmosSigner | undefined;
}
