import { type Hex, hexToBigInt, recoverTypedDataAddress, slice } from 'viem';
import { badParam } from '../errors';
import {
  ORDER_TYPES,
  type SettlementOrder,
  settlementOrder,
  type WireOrderTypedData,
} from '../payloads/order';
import type { StoredRoute } from '../routesStore';
import { deriveTxnHash } from '../status/hashes';
import type { StatusReport } from '../status/statusSource';
import type { WireStep } from '../wire';

/**
 * The sandbox's side of gasless orders (provider `tide`): `POST /submit` hands a signature here,
 * which takes it only for an order `/nextTx` handed out for that step, signed by its maker, not
 * expired; then the solver fills it (`OrderFiller`: on the local chain with chains, simulated
 * without), and `/status` reports the order's state, without a transaction hash from the user.
 */

/** An order to fill: the order itself, its maker's signature and what the solver quoted. */
export interface SignedOrder {
  /** The EVM chain id as text ('31337'). */
  chainId: string;
  order: SettlementOrder;
  signature: Hex;
  /** What the route quoted for the step: the solver pays that, or less but never below the
   * order's minimum (then it refuses). */
  quotedOutput: bigint;
}

/**
 * Fills orders; rejects with why an order could not be filled (nothing moved then). `amountOut`
 * is what the fill paid, when it was paid on a ledger.
 */
export interface OrderFiller {
  fill(order: SignedOrder): Promise<{ txHash: string; amountOut?: bigint }>;
}

export interface SubmittedOrder {
  signature: Hex;
  typedData: WireOrderTypedData;
  state: 'pending' | 'filled' | 'failed';
  /** The solver's fill transaction, once filled. */
  fillTxHash?: string;
  /** What the fill paid the recipient, when a ledger says. */
  amountOut?: bigint;
  reason?: string;
}

/** Without chains: the order is "filled" after `delayMs`, by a transaction no ledger holds. */
export function simulatedOrderFiller(delayMs = 300): OrderFiller {
  return {
    fill: (signed) =>
      new Promise((resolve) => {
        setTimeout(
          () => resolve({ txHash: deriveTxnHash('evm', 'fill', signed.signature) }),
          delayMs,
        ).unref();
      }),
  };
}

/** secp256k1n / 2: the contract (like most verifiers) takes only the lower `s` of a signature. */
const HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/**
 * Takes a signature for a gasless step, or throws the 400 that says why not: not a 65-byte
 * signature; not its maker's signature of an order `/nextTx` handed out for the step (a tampered
 * or invented order, another key); an order past its deadline; a second order while one is
 * pending or filled. The same signature again answers the order's state (a client that lost the
 * answer may post again). `fill` starts the solver; the step's answer is then `in-progress`.
 */
export async function acceptOrder(
  args: {
    stored: StoredRoute;
    step: WireStep;
    signature: string;
    nowMs: number;
  },
  fill: (order: SignedOrder, submitted: SubmittedOrder) => void,
): Promise<SubmittedOrder> {
  const { stored, step, nowMs } = args;
  if (!/^0x[0-9a-fA-F]{130}$/.test(args.signature)) {
    throw badParam('signedTxn', 'not a 65-byte signature (0x and 130 hex digits)');
  }
  const signature = args.signature as Hex;
  const existing = stored.orders?.get(step.stepId);
  if (existing && existing.signature.toLowerCase() === signature.toLowerCase()) return existing;
  if (existing && existing.state !== 'failed') {
    throw badParam('stepId', `an order was already submitted for this step (${existing.state})`);
  }
  if (hexToBigInt(slice(signature, 32, 64)) > HALF_N) {
    throw badParam('signedTxn', 'a high-s signature (take the lower s, as EIP-2 asks)');
  }
  const typedData = await signedHandedOutOrder(stored, step.stepId, signature);
  if (!typedData) {
    throw badParam(
      'signedTxn',
      "not the maker's signature of an order /nextTx handed out for this step (call /nextTx, sign its txnEvm as it is)",
    );
  }
  const order = settlementOrder(typedData.message);
  if (order.deadline * 1000n <= BigInt(nowMs)) {
    throw badParam('signedTxn', `the order expired at ${order.deadline} (Unix seconds)`);
  }
  const submitted: SubmittedOrder = { signature, typedData, state: 'pending' };
  stored.orders ??= new Map();
  stored.orders.set(step.stepId, submitted);
  fill(
    {
      chainId: step.from.chainId,
      order,
      signature,
      quotedOutput: BigInt(step.outputAmount),
    },
    submitted,
  );
  return submitted;
}

/** The handed-out order of this step whose maker signed `signature`, if any. */
async function signedHandedOutOrder(
  stored: StoredRoute,
  stepId: string,
  signature: Hex,
): Promise<WireOrderTypedData | undefined> {
  const orders = (stored.handedOut?.get(stepId) ?? []).flatMap((txn) =>
    txn.kind === 'order' ? [txn.typedData] : [],
  );
  for (const typedData of orders.reverse()) {
    const signer = await recoverTypedDataAddress({
      domain: { ...typedData.domain, verifyingContract: typedData.domain.verifyingContract as Hex },
      types: ORDER_TYPES,
      primaryType: 'Order',
      message: settlementOrder(typedData.message),
      signature,
    }).catch(() => undefined);
    if (signer && signer.toLowerCase() === typedData.message.maker.toLowerCase()) return typedData;
  }
  return undefined;
}

/** Runs the fill and records how it ended; the solver's refusal comes first when injected. */
export function settleOrder(
  filler: OrderFiller,
  refuses: () => boolean,
): (order: SignedOrder, submitted: SubmittedOrder) => void {
  return (order, submitted) => {
    Promise.resolve()
      .then(() => {
        if (refuses()) throw new Error('the solver refused the order (fault injection)');
        return filler.fill(order);
      })
      .then(
        ({ txHash, amountOut }) => {
          submitted.state = 'filled';
          submitted.fillTxHash = txHash;
          if (amountOut !== undefined) submitted.amountOut = amountOut;
        },
        (error: unknown) => {
          submitted.state = 'failed';
          submitted.reason = error instanceof Error ? error.message : String(error);
        },
      );
  };
}

/**
 * `/status` of a gasless step: from the order `POST /submit` took, if any; once filled, the fill
 * as the destination transaction and, from the ledger, what it paid (`outputAmount`).
 */
export function orderReport(stored: StoredRoute, stepId: string): StatusReport {
  const submitted = stored.orders?.get(stepId);
  if (!submitted) return { status: 'not-started' };
  switch (submitted.state) {
    case 'pending':
      return { status: 'in-progress' };
    case 'failed':
      return { status: 'failed' };
    case 'filled': {
      const { domain, message } = submitted.typedData;
      const output =
        submitted.amountOut === undefined
          ? {}
          : {
              output: {
                chainId: String(domain.chainId),
                token: message.outputToken,
                amount: submitted.amountOut,
              },
            };
      const fill = submitted.fillTxHash ? { destTxnHash: submitted.fillTxHash } : {};
      return { status: 'success', ...fill, ...output };
    }
  }
}
