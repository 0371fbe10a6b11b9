import { badParam } from './errors';
import { createPrng } from './random';

/**
 * Fault injection (sandbox/README.md, "Fault injection"). One configuration, set from
 * `SANDBOX_FAULTS` at start and replaced at run time through `/__sandbox/faults`.
 */

const API_ENDPOINTS = [
  'quotes',
  'createTx',
  'nextTx',
  'status',
  'tokens',
  'chains',
  'quick-swap',
  'submit',
] as const;
export type ApiEndpoint = (typeof API_ENDPOINTS)[number];

/** What one queued request answers: an HTTP status (with the matching error envelope), a 429
 * that asks for a longer wait than its usual second, a body that is not JSON (`malformed`), or a
 * connection closed without an answer (`drop`). */
type InjectedAnswer = number | RateLimitAnswer | 'malformed' | 'drop';

/** A 429 whose `Retry-After` is `retryAfterSeconds` (1–60). */
interface RateLimitAnswer {
  status: 429;
  retryAfterSeconds: number;
}

function isRateLimitAnswer(a: unknown): a is RateLimitAnswer {
  if (typeof a !== 'object' || a === null) return false;
  const { status, retryAfterSeconds, ...rest } = a as Record<string, unknown>;
  return (
    status === 429 &&
    typeof retryAfterSeconds === 'number' &&
    Number.isInteger(retryAfterSeconds) &&
    retryAfterSeconds >= 1 &&
    retryAfterSeconds <= 60 &&
    Object.keys(rest).length === 0
  );
}

/**
 * The kinds of transaction `/nextTx` hands out, as the payload tamperings see them: an EVM
 * approval, an EVM swap or bridge call, a gasless order's EIP-712 typed data, a serialized Solana
 * transaction (standard mode), a lite-mode Solana instruction payload, a Tron approval, a Tron
 * swap or bridge call, and a Cosmos `MsgSend` (a same-chain swap) or IBC `MsgTransfer` (a bridge).
 */
export type PayloadKind =
  | 'evmApproval'
  | 'evmCall'
  | 'evmOrder'
  | 'solTransaction'
  | 'solLite'
  | 'tronApproval'
  | 'tronCall'
  | 'cosmosSend'
  | 'cosmosTransfer';

/**
 * A tampering of the next `/nextTx` payload of a kind it applies to, for the widget's checks
 * before a signature (payloads/tamper.ts builds them). Each keeps the payload parseable.
 */
const TAMPERINGS = {
  /** The approval's spender is another address. */
  spender: ['evmApproval', 'tronApproval'],
  /** The approval goes to another token (`to`). */
  approvalToken: ['evmApproval'],
  /** `from` (Tron: the owner; Cosmos: a message's sender) is another address. */
  sender: ['evmApproval', 'evmCall', 'tronApproval', 'tronCall', 'cosmosSend', 'cosmosTransfer'],
  /** `chainId` is the other sandbox chain. */
  chain: ['evmApproval', 'evmCall'],
  /** Native value (Tron: `call_value`) larger than the step's input (by one whole coin). */
  value: ['evmCall', 'tronCall'],
  /** The swap or bridge goes to another contract. */
  target: ['evmCall', 'tronCall'],
  /** Calldata whose deadline has passed: an `eth_call` from the user reverts with the reason. */
  revert: ['evmCall'],
  /** The swap or bridge is an unlimited `approve` to another address, on the token it spends. */
  disguisedApproval: ['evmCall'],
  /**
   * The swap or bridge is `DAI.transfer(0xbad0…, 1000 DAI)` (USDT when the step touches DAI): a
   * token outside the route leaves the wallet. Its shape passes every check; only its simulated
   * effect refuses it.
   */
  foreignTransfer: ['evmCall'],
  /** Another key pays the fees (lite payloads have no fee payer: the client picks it). */
  feePayer: ['solTransaction'],
  /** The order memo also needs another key's signature. */
  extraSigner: ['solTransaction', 'solLite'],
  /** An extra instruction of a program the route does not use. */
  foreignProgram: ['solTransaction', 'solLite'],
  /**
   * The Token program (the route's own) also moves 1,000 of a token outside the route from the
   * user to another key: only the transaction's effect shows it.
   */
  solForeignTransfer: ['solTransaction', 'solLite'],
  /** The input transfer asks for 2^64-1: its simulation fails, the program's log says why. */
  solRevert: ['solTransaction', 'solLite'],
  /** The order's maker is another address. */
  maker: ['evmOrder'],
  /** The order's domain names the other sandbox chain. */
  orderChain: ['evmOrder'],
  /** The order's verifying contract is the chain's router, not its settlement contract. */
  orderContract: ['evmOrder'],
  /** The order pays another address than the route's recipient. */
  recipient: ['evmOrder'],
  /** The order gives twice the step's input. */
  inputAmount: ['evmOrder'],
  /** The order asks for another token than the step's output. */
  outputToken: ['evmOrder'],
  /** The order's minimum output is half the step's. */
  minOutput: ['evmOrder'],
  /** The order's deadline passed an hour ago. */
  expiredOrder: ['evmOrder'],
  /** A `fee_limit` of 1000 TRX: the call could burn that much of the wallet's TRX. */
  feeLimit: ['tronApproval', 'tronCall'],
  /** The transaction expired a minute ago. */
  tronExpired: ['tronApproval', 'tronCall'],
  /** `txID` is not the sha256 of the transaction's bytes (a signature would sign another one). */
  txId: ['tronApproval', 'tronCall'],
  /**
   * The swap or bridge is a TRC-20 `transfer` of 1,000 of a token no step of the route uses
   * (the user holds it) to another address: no call shape the checks list, only its effect.
   */
  tronForeignTransfer: ['tronCall'],
  /** The Cosmos message sends another denom than the step spends. */
  cosmosDenom: ['cosmosSend', 'cosmosTransfer'],
  /** The Cosmos message sends twice the step's input. */
  cosmosAmount: ['cosmosSend', 'cosmosTransfer'],
  /** The IBC transfer goes to another address, without instructions in its memo. */
  ibcReceiver: ['cosmosTransfer'],
  /** The memo's intent pays another address than the route's recipient. */
  memoRecipient: ['cosmosSend', 'cosmosTransfer'],
  /** The IBC transfer timed out a minute ago. */
  ibcTimeout: ['cosmosTransfer'],
  /** The IBC transfer leaves on `channel-1`, a channel that leads to no chain of the route. */
  ibcChannel: ['cosmosTransfer'],
  /** The gas price asks a thousand times the ledger's minimum. */
  cosmosFee: ['cosmosSend', 'cosmosTransfer'],
  /** The message is an authz `MsgGrant` to another address instead of the send or transfer. */
  messageType: ['cosmosSend', 'cosmosTransfer'],
} as const satisfies Record<string, readonly PayloadKind[]>;
export type Tampering = keyof typeof TAMPERINGS;

/** The lite-mode providers (`liteFormat`), the ones `longLiteRoutes` can name. */
const LITE_PROVIDERS = ['galaxy', 'okapi'] as const;
type LiteProvider = (typeof LITE_PROVIDERS)[number];

const isTampering = (value: unknown): value is Tampering =>
  typeof value === 'string' && Object.hasOwn(TAMPERINGS, value);

function tamperingAppliesTo(tampering: Tampering, kind: PayloadKind): boolean {
  return (TAMPERINGS[tampering] as readonly PayloadKind[]).includes(kind);
}

export interface FaultConfig {
  /** Added before answering each request of `endpoints`. */
  latencyMs: number;
  /** Share (0..1) of requests of `endpoints` answered 500 INTERNAL. */
  errorRate: number;
  /** Share (0..1) of requests of `endpoints` answered 200 with a body that is not JSON. */
  malformedRate: number;
  /** Endpoints the latency and rates apply to; null means every /v1 endpoint. */
  endpoints: ApiEndpoint[] | null;
  /** Overrides `/status`: `stuck` stays in-progress, `fail` answers failed. */
  status: 'stuck' | 'fail' | null;
  /** Per endpoint, answers for its next requests, used first-in first-out before any rate. */
  nextRequests: Partial<Record<ApiEndpoint, InjectedAnswer[]>>;
  /**
   * Tamperings of `/nextTx` payloads, first-in first-out: the first one waits for an answer with
   * a transaction of a kind it applies to (`TAMPERINGS`), which it changes and is then removed;
   * the others wait behind it.
   */
  tamperNextTx: Tampering[];
  /**
   * Lite providers whose lite routes take every account `maxAccounts` allows, as aggregators do:
   * more pools the more accounts they may use (quoting/longLiteRoutes.ts). A long enough route
   * assembles over 1232 bytes; a lower `maxAccounts` gives a shorter one that fits.
   */
  longLiteRoutes: LiteProvider[];
  /**
   * `fail`: the destination swap of a cross-chain transfer fails when the relayer or solver
   * settles it, and the bridged token is delivered instead (chains/settlement.ts); `/status`
   * answers `partial-success` with what was delivered.
   */
  destinationSwap: 'fail' | null;
  /**
   * `refuse`: the solver fills no gasless order: one `POST /submit` took (`in-progress`) is
   * `failed` on the next `/status`, nothing moved (the input is only pulled by a fill).
   */
  solver: 'refuse' | null;
  /**
   * One local EVM chain whose mining is held (anvil's automine off): transactions sent to it wait
   * in its pool, unmined, and can be replaced there (same nonce, higher fees). Released (automine
   * on, one block mined with what waited) when the fault is cleared or names another chain.
   */
  holdMining: { chainId: string } | null;
  /**
   * Basis points (0..9999) every route `/quotes` answers is quoted below its market value:
   * a price impact for the widget to warn about (quoting/quoteValuesFault.ts). 0: none.
   */
  worseQuotesBps: number;
  /** `/quotes` answers without USD values: every price 0, no fee `amountInUSD`. */
  quotesWithoutUsd: boolean;
  /**
   * The Cosmos ledger's pool, as it pays a swap, also takes one whole unit of another denom from
   * the swapper (chains/cosmos/poolSkim.ts): what a chain module does that no message says, seen
   * only in the simulation's events.
   */
  cosmosPoolSkim: boolean;
  /** The status channel's misbehaviour (statusChannel/statusChannel.ts). */
  statusChannel: 'drop' | 'silent' | 'forged' | null;
}

export const NO_FAULTS: FaultConfig = {
  latencyMs: 0,
  errorRate: 0,
  malformedRate: 0,
  endpoints: null,
  status: null,
  nextRequests: {},
  tamperNextTx: [],
  longLiteRoutes: [],
  destinationSwap: null,
  solver: null,
  holdMining: null,
  worseQuotesBps: 0,
  quotesWithoutUsd: false,
  cosmosPoolSkim: false,
  statusChannel: null,
};

function isEndpoint(value: unknown): value is ApiEndpoint {
  return typeof value === 'string' && (API_ENDPOINTS as readonly string[]).includes(value);
}

function rate(value: unknown, field: string): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw badParam(field, 'must be a number from 0 to 1');
  }
  return value;
}

/** Validates a configuration from JSON; missing fields take their no-fault value. */
export function parseFaultConfig(value: unknown): FaultConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badParam('faults', 'must be a JSON object');
  }
  const v = value as Record<string, unknown>;
  const known = [
    'latencyMs',
    'errorRate',
    'malformedRate',
    'endpoints',
    'status',
    'nextRequests',
    'tamperNextTx',
    'longLiteRoutes',
    'destinationSwap',
    'solver',
    'holdMining',
    'worseQuotesBps',
    'quotesWithoutUsd',
    'cosmosPoolSkim',
    'statusChannel',
  ];
  const unknown = Object.keys(v).find((k) => !known.includes(k));
  if (unknown) throw badParam(unknown, `unknown field (expected one of ${known.join(', ')})`);

  const latencyMs = v.latencyMs ?? 0;
  if (typeof latencyMs !== 'number' || !(latencyMs >= 0 && latencyMs <= 60_000)) {
    throw badParam('latencyMs', 'must be a number of milliseconds from 0 to 60000');
  }
  let endpoints: ApiEndpoint[] | null = null;
  if (v.endpoints !== undefined && v.endpoints !== null) {
    if (!Array.isArray(v.endpoints) || !v.endpoints.every(isEndpoint)) {
      throw badParam('endpoints', `must be an array of ${API_ENDPOINTS.join(', ')}`);
    }
    endpoints = v.endpoints;
  }
  const status = v.status ?? null;
  if (status !== null && status !== 'stuck' && status !== 'fail') {
    throw badParam('status', 'must be "stuck", "fail" or null');
  }
  const nextRequests: FaultConfig['nextRequests'] = {};
  if (v.nextRequests !== undefined) {
    if (typeof v.nextRequests !== 'object' || v.nextRequests === null) {
      throw badParam('nextRequests', 'must be an object keyed by endpoint');
    }
    for (const [endpoint, answers] of Object.entries(v.nextRequests)) {
      if (!isEndpoint(endpoint)) throw badParam(`nextRequests.${endpoint}`, 'unknown endpoint');
      const ok =
        Array.isArray(answers) &&
        answers.every(
          (a) =>
            a === 'malformed' ||
            a === 'drop' ||
            isRateLimitAnswer(a) ||
            (typeof a === 'number' && Number.isInteger(a) && a >= 200 && a <= 599),
        );
      if (!ok) {
        throw badParam(
          `nextRequests.${endpoint}`,
          'must be an array of HTTP statuses, {"status":429,"retryAfterSeconds":1-60}, "malformed" or "drop"',
        );
      }
      nextRequests[endpoint] = [...(answers as InjectedAnswer[])];
    }
  }
  let tamperNextTx: Tampering[] = [];
  if (v.tamperNextTx !== undefined && v.tamperNextTx !== null) {
    if (!Array.isArray(v.tamperNextTx) || !v.tamperNextTx.every(isTampering)) {
      throw badParam('tamperNextTx', `must be an array of ${Object.keys(TAMPERINGS).join(', ')}`);
    }
    tamperNextTx = [...v.tamperNextTx];
  }
  let longLiteRoutes: LiteProvider[] = [];
  if (v.longLiteRoutes !== undefined && v.longLiteRoutes !== null) {
    const lite = (x: unknown): x is LiteProvider =>
      typeof x === 'string' && (LITE_PROVIDERS as readonly string[]).includes(x);
    if (!Array.isArray(v.longLiteRoutes) || !v.longLiteRoutes.every(lite)) {
      throw badParam('longLiteRoutes', `must be an array of ${LITE_PROVIDERS.join(', ')}`);
    }
    longLiteRoutes = [...new Set(v.longLiteRoutes)];
  }
  const destinationSwap = v.destinationSwap ?? null;
  if (destinationSwap !== null && destinationSwap !== 'fail') {
    throw badParam('destinationSwap', 'must be "fail" or null');
  }
  const solver = v.solver ?? null;
  if (solver !== null && solver !== 'refuse') throw badParam('solver', 'must be "refuse" or null');
  const worseQuotesBps = v.worseQuotesBps ?? 0;
  if (
    !Number.isInteger(worseQuotesBps) ||
    !(Number(worseQuotesBps) >= 0 && Number(worseQuotesBps) < 10_000)
  ) {
    throw badParam('worseQuotesBps', 'must be an integer from 0 to 9999');
  }
  const quotesWithoutUsd = v.quotesWithoutUsd ?? false;
  if (typeof quotesWithoutUsd !== 'boolean')
    throw badParam('quotesWithoutUsd', 'must be a boolean');
  const cosmosPoolSkim = v.cosmosPoolSkim ?? false;
  if (typeof cosmosPoolSkim !== 'boolean') throw badParam('cosmosPoolSkim', 'must be a boolean');
  const statusChannel = v.statusChannel ?? null;
  if (
    statusChannel !== null &&
    statusChannel !== 'drop' &&
    statusChannel !== 'silent' &&
    statusChannel !== 'forged'
  ) {
    throw badParam('statusChannel', 'must be "drop", "silent", "forged" or null');
  }
  return {
    holdMining: parseHoldMining(v.holdMining),
    latencyMs,
    errorRate: rate(v.errorRate, 'errorRate'),
    malformedRate: rate(v.malformedRate, 'malformedRate'),
    endpoints,
    status,
    nextRequests,
    tamperNextTx,
    longLiteRoutes,
    destinationSwap,
    solver,
    worseQuotesBps: Number(worseQuotesBps),
    quotesWithoutUsd,
    cosmosPoolSkim,
    statusChannel,
  };
}

function parseHoldMining(value: unknown): FaultConfig['holdMining'] {
  if (value === undefined || value === null) return null;
  const chainId = (value as { chainId?: unknown }).chainId;
  const keys = typeof value === 'object' ? Object.keys(value) : [];
  if (typeof chainId !== 'string' || !/^\d{1,12}$/.test(chainId) || keys.length !== 1) {
    throw badParam('holdMining', 'must be { "chainId": "<EVM chain id>" } or null');
  }
  return { chainId };
}

export interface FaultDecision {
  latencyMs: number;
  answer: InjectedAnswer | null;
}

export class FaultController {
  #config: FaultConfig;
  readonly #dice: () => number;

  constructor(seed: string, initial: FaultConfig = NO_FAULTS) {
    this.#config = structuredClone(initial);
    this.#dice = createPrng(`faults:${seed}`);
  }

  get config(): FaultConfig {
    return structuredClone(this.#config);
  }

  set(config: FaultConfig): void {
    this.#config = structuredClone(config);
  }

  reset(): void {
    this.#config = structuredClone(NO_FAULTS);
  }

  get statusOverride(): FaultConfig['status'] {
    return this.#config.status;
  }

  /** Whether destination swaps fail, the bridged token delivered instead (`destinationSwap`). */
  get destinationSwapFails(): boolean {
    return this.#config.destinationSwap === 'fail';
  }

  /** Whether the solver refuses every gasless order (`solver`). */
  get solverRefuses(): boolean {
    return this.#config.solver === 'refuse';
  }

  /** Whether `provider`'s lite routes take every account they may (`longLiteRoutes`). */
  longLiteRoutes(provider: string): boolean {
    return (this.#config.longLiteRoutes as readonly string[]).includes(provider);
  }

  /**
   * The queued tampering for a payload of `kind`, removed from the queue, or undefined when the
   * queue is empty or its first entry applies to another kind (it keeps waiting).
   */
  takeTampering(kind: PayloadKind): Tampering | undefined {
    const queue = this.#config.tamperNextTx;
    const first = queue[0];
    if (first === undefined || !tamperingAppliesTo(first, kind)) return undefined;
    queue.shift();
    return first;
  }

  /** Puts a taken tampering back at the head (its answer failed before it was sent). */
  restoreTampering(tampering: Tampering): void {
    this.#config.tamperNextTx.unshift(tampering);
  }

  /** Decides the fate of one request: a queued answer first, then the seeded rates. */
  decide(endpoint: ApiEndpoint): FaultDecision {
    const c = this.#config;
    const queued = c.nextRequests[endpoint]?.shift();
    const applies = c.endpoints === null || c.endpoints.includes(endpoint);
    const latencyMs = applies ? c.latencyMs : 0;
    if (queued !== undefined) return { latencyMs, answer: queued };
    if (!applies) return { latencyMs: 0, answer: null };
    if (c.errorRate > 0 && this.#dice() < c.errorRate) return { latencyMs, answer: 500 };
    if (c.malformedRate > 0 && this.#dice() < c.malformedRate) {
      return { latencyMs, answer: 'malformed' };
    }
    return { latencyMs, answer: null };
  }
}

/** The body sent for a `malformed` answer: truncated JSON, as a broken proxy would send. */
export const MALFORMED_BODY = '{"status":"success","data":{"quotes":[{"routeId":';
