/**
 * The widget's own, normalised view of the routing API (docs/routing-api.md §2 and §4).
 *
 * The wire format is loose (two fee shapes, amounts as decimal strings, `deadline` as seconds or a
 * timestamp, ...). The parsers in `src/api/parse` accept every variant and hand the rest of the
 * widget only these shapes: amounts are `bigint` in the smallest unit, times are Unix milliseconds,
 * enums are closed.
 */

import type { Asset, NetworkType } from '../lib/types';

// Chains and assets sit in lib, the lowest layer, whose helpers take them.
export type { Asset, Chain, ChainExplorer, NetworkType } from '../lib/types';

export type StepType = 'approval' | 'swap' | 'bridge' | 'sign' | 'claim';
/**
 * `partial-success` is outside the service's published description, but the live service sends
 * it (docs/routing-api.md §2.1, docs/live-service-notes.md).
 */
export type TxnStatus =
  | 'not-started'
  | 'in-progress'
  | 'success'
  | 'partial-success'
  | 'failed'
  | 'cancelled';
export type FeeType = 'NETWORK' | 'PROVIDER' | 'SERVICE' | 'INTEGRATOR';
export type FeeSource = 'FROM_SOURCE_WALLET' | 'FROM_OUTPUT_AMOUNT' | 'FROM_INPUT_AMOUNT';
export type PriorityLevel = 'low' | 'medium' | 'high' | 'ultra' | 'degen';
/** Known tags; unknown ones pass through as strings so a new tag never breaks parsing. */
export type RouteTag = 'BEST_OUTPUT' | 'CHEAP' | 'BEST' | 'FAST' | 'LOW_SLIPPAGE' | (string & {});

/** Both fee shapes of docs/routing-api.md §2.4 normalise to this. */
export interface Fee {
  type: FeeType;
  /** The type exactly as the API sent it (e.g. the operator's brand name for SERVICE). */
  rawType: string;
  token: Asset;
  /** Smallest unit of `token`. */
  amount: bigint;
  amountUsd?: number;
  source?: FeeSource;
}

export interface ProviderDetails {
  name: string;
  logoUrl: string;
  id?: string;
  websiteUrl?: string;
}

export interface Step {
  stepId: string;
  stepType: StepType;
  protocolsUsed: string[];
  provider?: string;
  from: Asset;
  to: Asset;
  txnHash?: string;
  status?: TxnStatus;
  inputAmount: bigint;
  outputAmount: bigint;
  fees: Fee[];
  estimatedTimeInSeconds?: number;
}

export interface RouteScore {
  outputScore: number;
  speedScore: number;
  feeScore: number;
  /** Sent as `slipparageScore` (sic). */
  slippageScore: number;
  stepScore: number;
  outputDiffPercent: number;
}

export interface Route {
  requestId?: string;
  routeId: string;
  from: Asset;
  to: Asset;
  steps: Step[];
  fees: Fee[];
  provider: string;
  providerDetails: ProviderDetails;
  protocolsUsed: string[];
  inputAmount: bigint;
  inputAmountDisplay: string;
  outputAmount: bigint;
  outputAmountDisplay: string;
  /** Smallest unit, even when the API sent a display decimal. */
  minOutputAmount: bigint;
  minOutputAmountDisplay?: string;
  /** As reported by the API; never trusted over the user's own setting. */
  slippageBps: number;
  userWalletAddress?: string;
  recipient?: string;
  createdAt: number;
  /** Unix ms after which the quote must not be used (normalised from `deadline`). */
  expiresAt: number;
  estimatedTimeInSeconds: number;
  score?: RouteScore;
  tags: RouteTag[];
}

export interface QuotesResult {
  quotes: Route[];
}

export interface CreateTxResult {
  routeId: string;
  steps: Step[];
}

export type TxnType = 'on-chain' | 'sign-typed' | 'sign-untyped';

export interface TxnEvm {
  from?: string;
  to: string;
  value: bigint;
  data?: `0x${string}`;
  gasPrice?: bigint;
  gasLimit?: bigint;
  chainId?: number;
}

export interface TypedDataPayload {
  domain: Record<string, unknown>;
  types: Record<string, Array<{ name: string; type: string }>>;
  message: Record<string, unknown>;
  primaryType: string;
}

export type EvmSignatureRequest =
  | { kind: 'typed'; typedData: TypedDataPayload }
  | { kind: 'untyped'; message: string };

export interface TxnSol {
  /** Base64 serialized transaction, or (lite mode) JSON text of the instruction payload. */
  data: string;
}

export interface TxnTron {
  raw_data?: unknown;
  /** The spec's spelling of `raw_data_hex`; both, when both come, must be equal. */
  raw_data_dex?: string;
  /** Protobuf of `Transaction.raw`, hex: what `txID` hashes and the wallet signs. */
  raw_data_hex?: string;
  txID: string;
  visible: boolean;
}

export interface TxnCosmos {
  /** The messages to sign. */
  data: string;
  /** Hints, as sent (the documented examples omit them). */
  value?: string;
  gasLimit?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
}

export interface TxnData {
  id?: string;
  requestId?: string;
  routeId?: string;
  stepId?: string;
  networkType: NetworkType;
  /** Unix ms, when present. */
  deadline?: number;
  isCompleted: boolean;
  status?: TxnStatus;
  createdAt?: number;
  fetchedAt?: number;
  skipTxn: boolean;
  /** Defaults to `on-chain`. */
  txnType: TxnType;
  gasless: boolean;
  /** Exactly one of the following matches `networkType` (for EVM signature steps: `evmSignature`). */
  txnEvm?: TxnEvm;
  evmSignature?: EvmSignatureRequest;
  txnSol?: TxnSol;
  txnTron?: TxnTron;
  txnCosmos?: TxnCosmos;
}

export interface NextTxResult {
  routeId: string;
  stepId: string;
  skipTxn: boolean;
  /** Null exactly when `skipTxn` is true. */
  txnData: TxnData | null;
}

export interface StatusResult {
  routeId: string;
  stepId: string;
  status: TxnStatus;
  srcTxnHash?: string;
  srcTxnUrl?: string;
  destTxnHash?: string;
  destTxnUrl?: string;
  points?: number;
  outputAmount?: bigint;
  outputAmountDisplay?: string;
  outputToken?: Asset;
  warnings: string[];
}

/** Tokens grouped by chain id, whatever shape the API used. */
export type TokensByChain = Record<string, Asset[]>;

export interface SolanaOptions {
  /** Micro-lamports when a number. */
  solanaPriorityFee?: number | PriorityLevel;
  /** Lamports when a number. */
  solanaBundleTip?: number | PriorityLevel;
}

export interface EvmOptions {
  /** Wei when a number. */
  evmPriorityFee?: number | PriorityLevel;
}

export interface QuoteRequest {
  fromChainId: string;
  fromAssetAddress: string;
  toChainId: string;
  toAssetAddress: string;
  /** Exactly one of the two amount forms is sent. */
  amount: { inputAmount: bigint } | { inputAmountDisplay: string };
  userWalletAddress: string;
  recipient?: string;
  slippageBps?: number;
  solanaOptions?: SolanaOptions;
  evmOptions?: EvmOptions;
  skipChecks?: boolean;
  include?: string[];
  exclude?: string[];
  recommendedProvider?: boolean;
  lite?: boolean;
  maxAccounts?: number;
  /** Integrator fee (docs/live-service-notes.md), basis points. */
  feeBps?: number;
}

/** Queue order inside the request budget: lower runs first. */
export type RequestPriority = 'execution' | 'status' | 'meta' | 'quote';
