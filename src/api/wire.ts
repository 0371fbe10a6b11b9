/**
 * The wire: each shape the routing API sends, written once, as the service sends it
 * (docs/routing-api.md §2, with the live service's differences from docs/live-service-notes.md):
 * amounts are decimal strings, `deadline` is a TTL in seconds, fees come in both shapes of §2.4.
 *
 * Two readers derive from it. The sandbox answers exactly these shapes (`sandbox/src/wire.ts`
 * re-exports them). The client's schemas (`./schemas/`) are tolerant readers of the same shapes:
 * `wire.test.ts` fails to type-check when a schema stops accepting a shape written here or when
 * the two name different fields, so the sandbox and the client cannot drift apart unnoticed.
 * These are NOT the normalised domain types of `./types.ts`, which the parsers produce.
 */
import type { NetworkType, TxnStatus } from './types';

export type { NetworkType, TxnStatus };

export interface WireAsset {
  networkType: NetworkType;
  chainId: string;
  address: string;
  decimals: number;
  symbol: string;
  name: string;
  isNative: boolean;
  isPopular: boolean;
  isEnabled: boolean;
  isFlagged: boolean;
  image: string;
  blockchain: string;
  lastPrice: number;
  marketCap?: number;
  priceId: string;
}

export interface WireChain {
  chainId: string;
  symbol: string;
  name: string;
  networkType: NetworkType;
  image: string;
  isPopular: boolean;
  isEnabled: boolean;
  explorer: { token: string; txn: string; address: string };
  rpcUrls: string[];
  tokenCount: number;
}

/** Fee, "type definition" shape of docs/routing-api.md §2.4. */
export interface WireTypedFee {
  type: 'NETWORK' | 'PROVIDER' | 'INTEGRATOR' | string;
  token: WireAsset;
  source: 'FROM_SOURCE_WALLET' | 'FROM_OUTPUT_AMOUNT' | 'FROM_INPUT_AMOUNT';
  amountInToken: string;
  amountInUSD: number;
}

/** Fee, "seen in returned routes" shape of docs/routing-api.md §2.4: lowercase type,
 * amountInEther = amount. */
export interface WireLegacyFee {
  type: string;
  token: WireAsset;
  amount: string;
  amountInEther: string;
  amountInUSD: string;
}

export type WireFee = WireTypedFee | WireLegacyFee;

export type StepType = 'approval' | 'swap' | 'bridge' | 'sign' | 'claim';

export interface WireStep {
  stepId: string;
  stepType: StepType;
  protocolsUsed: string[];
  provider: string;
  from: WireAsset;
  to: WireAsset;
  inputAmount: string;
  outputAmount: string;
  fee: WireFee[];
  estimatedTimeInSeconds: number;
}

export interface WireScore {
  outputScore: number;
  speedScore: number;
  feeScore: number;
  /** Spelled so on the wire (docs/routing-api.md §2.7). */
  slipparageScore: number;
  stepScore: number;
  outputDiffPercent: number;
}

export interface WireRoute {
  requestId: string;
  routeId: string;
  from: WireAsset;
  to: WireAsset;
  steps: WireStep[];
  fee: WireFee[];
  provider: string;
  providerDetails: { id: string; name: string; logoUrl: string; websiteUrl: string };
  protocolsUsed: string[];
  inputAmount: string;
  inputAmountDisplay: string;
  outputAmount: string;
  outputAmountDisplay: string;
  minOutputAmount: string;
  minOutputAmountDisplay: string;
  slippage: number;
  userWalletAddress: string;
  recipient: string;
  createdAt: number;
  /** Time to live in seconds from `createdAt` (docs/live-service-notes.md). */
  deadline: number;
  estimatedTimeInSeconds: number;
  score: WireScore;
  tags: string[];
}

export interface WireTxnEvm {
  from: string;
  to: string;
  value: string;
  data: string;
  gasPrice: string;
  gasLimit: string;
  chainId: number;
}

/** EIP-712 typed data, the `txnEvm` of a `sign-typed` step (a gasless order). */
export interface WireTypedData {
  domain: Record<string, unknown>;
  types: Record<string, Array<{ name: string; type: string }>>;
  message: Record<string, unknown>;
  primaryType: string;
}

export interface WireTxnTron {
  txID: string;
  visible: boolean;
  raw_data: unknown;
  raw_data_dex: string;
  /** java-tron's own spelling of the same bytes (its `/wallet/triggersmartcontract` answer). */
  raw_data_hex?: string;
}

export interface WireTxnCosmos {
  data: string;
  value: string;
  gasLimit: string;
  gasPrice: string;
  maxFeePerGas: string;
}

export interface WireTxnData {
  id: string;
  requestId: string;
  routeId: string;
  stepId: string;
  networkType: NetworkType;
  /** Unix ms after which the transaction should not be sent. */
  deadline: number;
  isCompleted: boolean;
  status: TxnStatus;
  createdAt: number;
  fetchedAt: number;
  skipTxn: boolean;
  /** Only on a gasless order's step (`sign-typed`, with `gasless: true`); absent means on-chain. */
  txnType?: 'sign-typed';
  gasless?: boolean;
  /** A transaction, or the EIP-712 order of a `sign-typed` step. */
  txnEvm: WireTxnEvm | WireTypedData | null;
  txnSol: { data: string } | null;
  txnTron: WireTxnTron | null;
  txnCosmos: WireTxnCosmos | null;
}
