import { decodeTransfer } from '../chains/solana/transfer';
import type { SandboxContext } from '../context';
import type { PayloadKind, Tampering } from '../faults';
import { cosmosTxn } from '../payloads/cosmos';
import { evmTxn } from '../payloads/evm';
import { orderNonce, orderTypedData, type WireOrderTypedData } from '../payloads/order';
import { evmPayloadKind, tamperEvmTxn, tamperOrder } from '../payloads/tamper';
import { cosmosPayloadKind, tamperCosmosTxn } from '../payloads/tamperCosmos';
import { type TronHandOut, tronPayload } from '../payloads/tron';
import type { PayloadInput } from '../payloads/types';
import { withApprovals } from '../quoting/approvals';
import { type HandedOutTxn, recordHandedOut, type StoredRoute } from '../routesStore';
import { decodeApproveCall } from '../status/approvalCall';
import type { WireTxnCosmos, WireTxnData, WireTxnEvm } from '../wire';
import { ensureQuoteLive, findRoute, findStep } from './lookup';

/** How long a handed-out transaction stays valid (contract `deadline`, txnData.deadline). */
const TXN_TTL_MS = 20 * 60_000;

/**
 * `GET /v1/nextTx?routeId&stepId`: the transaction of one step, for the step's network type.
 * Steps done by a relayer answer `skipTxn: true` with `txnData: null`; a gasless order's step
 * (provider `tide`) answers `txnType: 'sign-typed'` with its EIP-712 order in `txnEvm`, a fresh
 * nonce each time (payloads/order.ts), to sign and post to `POST /submit`. Calling it before
 * `/createTx` works on the steps `/createTx` would return. 410 for an expired quote whose
 * execution never began (see `ensureQuoteLive`). A payload tampering queued by fault injection
 * (faults.ts `tamperNextTx`) changes the transaction handed out when it applies to its kind.
 */
export async function nextTx(ctx: SandboxContext, query: URLSearchParams) {
  const stored = findRoute(ctx, query);
  withApprovals(ctx, stored);
  const found = findStep(stored, query);
  ensureQuoteLive(ctx, stored, true);
  return (await handOutStep(ctx, stored, found)).answer;
}

/** A `/nextTx` answer, and the tampering it took from the queue (to restore if it is not sent). */
export interface HandOut {
  answer: { routeId: string; stepId: string; txnData: WireTxnData | null; skipTxn: boolean };
  tampering: Tampering | undefined;
}

/**
 * The transaction of one step of a started route (`/createTx`'s steps), recorded for `/status`:
 * what `/nextTx` answers, and `/quick-swap` for each step of its route.
 */
export async function handOutStep(
  ctx: SandboxContext,
  stored: StoredRoute,
  { step, plan, index }: ReturnType<typeof findStep>,
): Promise<HandOut> {
  const steps = withApprovals(ctx, stored);
  const { routeId } = stored.route;
  if (plan.skipTxn) {
    return {
      answer: { routeId, stepId: step.stepId, txnData: null, skipTxn: true },
      tampering: undefined,
    };
  }

  const now = ctx.config.now();
  let lastTxStep = 0;
  steps.forEach((s, i) => {
    if (!stored.plans.get(s.stepId)?.skipTxn) lastTxStep = i;
  });
  const input: PayloadInput = {
    stored,
    step,
    plan,
    deployment: ctx.catalog.deployment,
    recipient: index >= lastTxStep ? stored.route.recipient : stored.route.userWalletAddress,
    deadlineSeconds: BigInt(Math.floor((now + TXN_TTL_MS) / 1000)),
    now,
  };
  const networkType = step.from.networkType;
  const kind = payloadKind(input);
  const tampering = kind ? ctx.faults.takeTampering(kind) : undefined;
  let txnEvm: WireTxnEvm | null = null;
  let order: WireOrderTypedData | null = null;
  let sol: SolanaHandOut | null = null;
  let tron: TronHandOut | null = null;
  try {
    if (networkType === 'evm' && plan.gasless) {
      order = orderTypedData(input, orderNonce(ctx.newId()));
      if (tampering) order = tamperOrder(order, tampering, input);
    } else if (networkType === 'evm') {
      txnEvm = evmTxn(input);
      if (tampering) txnEvm = tamperEvmTxn(txnEvm, tampering, input);
    }
    if (networkType === 'sol') sol = await solanaPayload(ctx, input, tampering);
    if (networkType === 'tron') tron = tronPayload(input, await ctx.tronRefBlock(), tampering);
  } catch (error) {
    // The answer is an error: the tampering waits for the next one.
    if (tampering) ctx.faults.restoreTampering(tampering);
    throw error;
  }
  let txnCosmos = networkType === 'cosmos' ? cosmosTxn(input) : null;
  if (txnCosmos && tampering) txnCosmos = tamperCosmosTxn(txnCosmos, tampering, input);
  const txnData: WireTxnData = {
    id: ctx.newId(),
    requestId: stored.route.requestId,
    routeId,
    stepId: step.stepId,
    networkType,
    deadline: now + TXN_TTL_MS,
    isCompleted: false,
    status: 'not-started',
    createdAt: now,
    fetchedAt: now,
    skipTxn: false,
    ...(order ? { txnType: 'sign-typed' as const, gasless: true } : {}),
    txnEvm: order ?? txnEvm,
    txnSol: sol?.txnSol ?? null,
    txnTron: tron?.txnTron ?? null,
    txnCosmos,
  };
  // What was handed out, tampered or not, is what `/status` believes for the step.
  if (txnEvm) {
    const { from, to, data } = txnEvm;
    const approval = step.stepType === 'approval' ? decodeApproveCall(data) : undefined;
    recordHandedOut(stored, step.stepId, {
      kind: 'evm',
      from,
      to,
      data,
      ...(approval
        ? { approval: { spender: approval.spender, minAmount: BigInt(step.inputAmount) } }
        : {}),
    });
  } else if (order) {
    recordHandedOut(stored, step.stepId, { kind: 'order', typedData: order });
  } else if (sol) {
    recordHandedOut(stored, step.stepId, sol.handedOut);
  } else if (tron) {
    recordHandedOut(stored, step.stepId, tron.handedOut);
  } else if (txnCosmos) {
    recordHandedOut(stored, step.stepId, await cosmosHandedOut(txnCosmos, stored));
  }
  return { answer: { routeId, stepId: step.stepId, txnData, skipTxn: false }, tampering };
}

/** The kind of transaction the step's payload is, for fault injection's tamperings. */
function payloadKind(input: PayloadInput): PayloadKind | undefined {
  const { networkType } = input.step.from;
  if (networkType === 'evm') return input.plan.gasless ? 'evmOrder' : evmPayloadKind(input);
  if (networkType === 'sol') return input.plan.liteFormat ? 'solLite' : 'solTransaction';
  if (networkType === 'tron')
    return input.step.stepType === 'approval' ? 'tronApproval' : 'tronCall';
  if (networkType === 'cosmos') return cosmosPayloadKind(input);
  return undefined;
}

/** A Cosmos payload as `/status` checks a transaction against it (cosmjs-types load lazily). */
async function cosmosHandedOut(txn: WireTxnCosmos, stored: StoredRoute): Promise<HandedOutTxn> {
  const { canonicalMsg } = await import('../chains/cosmos/messages');
  const { messages, memo } = JSON.parse(txn.data) as {
    messages: Array<{ typeUrl: string; value: unknown }>;
    memo: string;
  };
  return {
    kind: 'cosmos',
    sender: stored.route.userWalletAddress,
    memo,
    messages: messages.map((m) => canonicalMsg(m.typeUrl, m.value) ?? ''),
  };
}

interface SolanaHandOut {
  txnSol: { data: string };
  /** What `/status` checks a reported transaction against (routesStore.ts `HandedOutTxn`). */
  handedOut: HandedOutTxn;
}

/** Solana libraries load on first use: they are large, and most requests never need them. */
async function solanaPayload(
  ctx: SandboxContext,
  input: PayloadInput,
  tampering: Tampering | undefined,
): Promise<SolanaHandOut> {
  const { memoText, solanaPayloadInstructions } = await import('../payloads/solanaInstructions');
  const ix = solanaPayloadInstructions(input, tampering);
  const payment = decodeTransfer(
    ix.swap.programId.toBase58(),
    ix.swap.keys.map((k) => k.pubkey.toBase58()),
    ix.swap.data,
  );
  if (!payment) throw new Error('the step payload has no input transfer');
  const handedOut: HandedOutTxn = {
    kind: 'sol',
    feePayer: ix.payer.toBase58(),
    memo: memoText(input),
    payment,
  };
  if (input.plan.liteFormat) {
    const { litePayload } = await import('../payloads/lite');
    const tables = input.deployment.sol.lookupTables;
    return { txnSol: litePayload(ix, tables, input.plan.liteFormat), handedOut };
  }
  const { solanaTxn } = await import('../payloads/solana');
  return { txnSol: solanaTxn(ix, await ctx.solanaBlockhash()), handedOut };
}
