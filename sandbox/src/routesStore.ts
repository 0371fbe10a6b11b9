import type { SolanaTransfer } from './chains/solana/transfer';
import type { SubmittedOrder } from './orders/orderDesk';
import type { WireOrderTypedData } from './payloads/order';
import type { WireRoute, WireStep } from './wire';

/** How a step is executed; kept beside the wire step, never sent. */
export interface StepPlan {
  /** Provider id (approval steps: the provider of the step they unlock). */
  provider: string;
  /** Lite-mode payload format, when the route was quoted in lite mode. */
  liteFormat?: 'galaxy' | 'okapi';
  /**
   * Pools the swap goes through besides its direct one (fault `longLiteRoutes`): their accounts
   * ride on the swap instruction, their legs in a route-plan memo (payloads/poolLegs.ts).
   */
  extraPools?: number;
  /** Done by a relayer: `/nextTx` answers `skipTxn: true`. */
  skipTxn: boolean;
  /** A gasless order: `/nextTx` hands out EIP-712 typed data to sign (`sign-typed`), `POST
   * /submit` takes the signature and the solver fills it (orders/). */
  gasless?: boolean;
  /** EVM gas units / Solana compute units / Tron energy / Cosmos gas of the transaction. */
  gasUnits: bigint;
  /** EVM wei per gas / Solana micro-lamports per CU / Cosmos uatom per gas (x1000). */
  gasPrice: bigint;
  /** Minimum output of this step after slippage, smallest unit of `to`. */
  minOutputAmount: bigint;
  /** For approvals: the contract that will spend the tokens. */
  spender?: string;
  /** For approvals: what the handed-out `approve` asks for (2^256-1 or the step's input,
   * `SANDBOX_APPROVALS`). */
  approvalAmount?: bigint;
}

/**
 * A transaction `/nextTx` handed out for a step, as `/status` checks a reported hash against it:
 * EVM sender, target and exact calldata; Solana fee payer, the order memo (which carries the
 * step's order id) and the payment of the step's input into the vault (which a copied memo
 * lacks). An EVM approval also keeps its spender and the least amount that unlocks the
 * step, because the widget encodes its own approval (an exact one where the service handed out
 * an unlimited one): any `approve(spender, amount >= minAmount)` on the same token from the same
 * sender is the step's.
 */
export type HandedOutTxn =
  | {
      kind: 'evm';
      from: string;
      to: string;
      data: string;
      approval?: { spender: string; minAmount: bigint };
    }
  | { kind: 'sol'; feePayer: string; memo: string; payment: SolanaTransfer }
  /**
   * Tron: owner and called contract (base58), calldata and `call_value`; an approval, like EVM's,
   * any `approve(same spender, amount >= minAmount)` on the same token.
   */
  | {
      kind: 'tron';
      owner: string;
      to: string;
      data: string;
      value: bigint;
      approval?: { spender: string; minAmount: bigint };
    }
  /** Cosmos: the signer, the memo (which names the step) and each message, canonical JSON. */
  | { kind: 'cosmos'; sender: string; memo: string; messages: string[] }
  /** A gasless order: `POST /submit` takes only its maker's signature of exactly this. */
  | { kind: 'order'; typedData: WireOrderTypedData };

/** `/nextTx` may be asked again for a step (a fresh deadline); the latest few are kept. */
const MAX_HANDED_OUT_PER_STEP = 8;

export function recordHandedOut(stored: StoredRoute, stepId: string, txn: HandedOutTxn): void {
  stored.handedOut ??= new Map();
  const list = stored.handedOut.get(stepId) ?? [];
  list.push(txn);
  stored.handedOut.set(stepId, list.slice(-MAX_HANDED_OUT_PER_STEP));
}

export interface StoredRoute {
  route: WireRoute;
  /** Step plans by step id (quote steps, then approvals minted by createTx). */
  plans: Map<string, StepPlan>;
  /** Steps after `/createTx` (approvals inserted); null until it is called. */
  txSteps: WireStep[] | null;
  lite: boolean;
  /** Unix ms: createdAt + deadline. */
  expiresAt: number;
  /** Unix ms of the first `/createTx` or `/nextTx` answered in time: execution has begun. */
  startedAt?: number;
  /** By step id: the transactions `/nextTx` handed out. */
  handedOut?: Map<string, HandedOutTxn[]>;
  /** By step id: the signed order `POST /submit` took for a gasless step, and its fill. */
  orders?: Map<string, SubmittedOrder>;
}

/** Bounded, so a long benchmark cannot grow memory without limit. */
const MAX_ROUTES = 20_000;

export class RoutesStore {
  readonly #routes = new Map<string, StoredRoute>();

  add(stored: StoredRoute): void {
    this.#routes.set(stored.route.routeId, stored);
    if (this.#routes.size > MAX_ROUTES) {
      const oldest = this.#routes.keys().next().value;
      if (oldest !== undefined) this.#routes.delete(oldest);
    }
  }

  get(routeId: string): StoredRoute | undefined {
    return this.#routes.get(routeId);
  }
}

/** The steps a client sees now: after createTx if it was called, else the quoted ones. */
export function currentSteps(stored: StoredRoute): WireStep[] {
  return stored.txSteps ?? stored.route.steps;
}
