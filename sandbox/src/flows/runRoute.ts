import type { RoutingClient } from '../../../src/api/client';
import type { TxnData } from '../../../src/api/types';
import { abortableSleep, type ExecutionDeps } from '../../../src/execution/deps';
import { createExecutionStore } from '../../../src/execution/executionStore';
import type { Execution } from '../../../src/execution/model';
import { beginExecution, runExecution } from '../../../src/execution/runExecution';
import { NETWORKS } from '../../../src/networks/networkRegistry';
import { memoryStorage } from '../../../src/state/persistedStorage';
import { type BalanceChanges, balanceChanges, feesPaid, readHoldings } from './balanceChanges';
import { type DevKeys, type DevSigned, devSigners } from './engineSigners';
import type { FlowContext } from './flowSandbox';
import type { QuotedCase } from './routeCase';

/**
 * A quoted route run by the widget's execution engine (`beginExecution`, `runExecution`), as
 * Confirm swap runs it, with the dev keys as wallets (`engineSigners.ts`), between two readings of
 * the ledgers. The engine never throws for a step's failure: the execution it answers says how
 * each step ended, and the ledgers say what moved.
 */
export interface EngineOptions {
  /** The user's setting; the widget's default is exact approvals. */
  unlimitedApprovals?: boolean | undefined;
  /** Awaited after each wallet signature, before the transaction is sent. */
  onSigned?: (signed: DevSigned) => void | Promise<void>;
}

export interface EngineDeps {
  deps: ExecutionDeps;
  /** Every transaction the dev keys signed, in order: one per wallet prompt. */
  signed: DevSigned[];
  /** Per step id, the last `/nextTx` payload the engine got, as the service handed it out. */
  served: Map<string, TxnData>;
}

export interface EngineRun extends Omit<EngineDeps, 'deps'> {
  execution: Execution;
  changes: BalanceChanges;
}

/** The engine's dependencies on the flow sandbox: its client, dev-key signers, a fresh store. */
export function engineDeps(
  ctx: FlowContext,
  keys: DevKeys,
  options: EngineOptions = {},
): EngineDeps {
  const signed: DevSigned[] = [];
  const served = new Map<string, TxnData>();
  const client: RoutingClient = {
    ...ctx.client,
    getNextTx: async (params, requestOptions) => {
      const next = await ctx.client.getNextTx(params, requestOptions);
      if (next.txnData) served.set(next.stepId, next.txnData);
      return next;
    },
  };
  const deps: ExecutionDeps = {
    client,
    networks: NETWORKS,
    signers: devSigners(ctx.ledgers, keys, async (tx) => {
      signed.push(tx);
      await options.onSigned?.(tx);
    }),
    store: createExecutionStore({ storageKey: 'flows', storage: memoryStorage() }),
    options: { unlimitedApprovals: options.unlimitedApprovals ?? false },
    readBalance: (asset, owner) => ctx.ledgers.balance(asset, owner),
    readTransactionFee: (tx) => ctx.ledgers.transactionFee(tx.chainId, tx.hash),
    // The pace of polling is the transport's own test; here the ledgers settle in ~200 ms.
    sleep: (ms, signal) => abortableSleep(Math.min(ms, 150), signal),
  };
  return { deps, signed, served };
}

/** Confirm swap to the end (done, or stopped at the step that failed), ledgers read around it. */
export async function runRoute(
  ctx: FlowContext,
  { route, request, keys, parties }: QuotedCase,
  options: EngineOptions = {},
): Promise<EngineRun> {
  const { deps, signed, served } = engineDeps(ctx, keys, options);
  const before = await readHoldings(ctx.ledgers, route, parties);
  await beginExecution(route, deps, { request });
  const execution = await runExecution(route.routeId, deps);
  const after = await readHoldings(ctx.ledgers, route, parties);
  const fees = await feesPaid(ctx.ledgers, execution);
  return {
    execution,
    changes: balanceChanges(route, parties, before, after, fees),
    signed,
    served,
  };
}
