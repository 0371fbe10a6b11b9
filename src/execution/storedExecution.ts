import { stepsProblems } from '../api/checks/stepsMatchRoute';
import type { NetworkType } from '../api/types';
import { type Execution, isExecutionOver, type StepPhase } from './model';

/**
 * The checks a stored execution passes before the widget resumes from it: storage is written by
 * anything on the page (and by older versions of the widget), and a tampered or half-written
 * record must not drive a wallet. Passing them is not trust: a record read from storage never
 * opens a prompt by itself (`tabs/approvals.ts`), and what is signed always comes from a fresh
 * `/nextTx` (no transaction is read back from storage: `handedOut` is never stored).
 */

const PHASES: ReadonlySet<string> = new Set<StepPhase>([
  'waiting',
  'preparing',
  'switching-chain',
  'wallet',
  'submitted',
  'tracking',
  'done',
  'skipped',
  'failed',
  'cancelled',
]);
const NETWORK_TYPES: ReadonlySet<string> = new Set<NetworkType>(['evm', 'sol', 'tron', 'cosmos']);
const STATUSES: ReadonlySet<string> = new Set([
  'running',
  'stopped',
  'done',
  'partial',
  'failed',
  'cancelled',
]);

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One stored execution that still makes sense (see `storedExecutions`), stored under `id`. */
export function isStoredExecution(id: string, value: unknown): value is Execution {
  if (!isRecord(value) || value.id !== id || !STATUSES.has(String(value.status))) return false;
  const route = value.route;
  if (!isRecord(route) || typeof route.inputAmount !== 'bigint') return false;
  if (!isRequoteChain(value.requotes, id, route.routeId)) return false;
  if (value.request !== undefined && !isStoredQuoteRequest(value.request)) return false;
  if (value.confirmedMinOutput !== undefined && typeof value.confirmedMinOutput !== 'bigint') {
    return false;
  }
  if (typeof value.recipient !== 'string' || typeof value.updatedAt !== 'number') return false;
  if (value.received !== undefined && !isStoredReceived(value.received)) return false;
  if (value.cancelFee !== undefined && typeof value.cancelFee !== 'bigint') return false;
  const steps = value.steps;
  return (
    Array.isArray(steps) &&
    steps.length > 0 &&
    steps.every(
      (s) =>
        isRecord(s) &&
        typeof s.stepId === 'string' &&
        PHASES.has(String(s.phase)) &&
        isRecord(s.step) &&
        s.step.stepId === s.stepId &&
        typeof s.step.inputAmount === 'bigint' &&
        (s.txHash === undefined || typeof s.txHash === 'string') &&
        (s.orderSignature === undefined || typeof s.orderSignature === 'string') &&
        (s.cosmosSigned === undefined || typeof s.cosmosSigned === 'string') &&
        isOptional(s.sentAt, 'number') &&
        (s.unlimitedApproval === undefined || s.unlimitedApproval === true) &&
        (s.replacements === undefined || isStoredReplacements(s.replacements)) &&
        (s.batch === undefined || isStoredBatch(s.batch)) &&
        (s.effect === undefined || isStoredEffect(s.effect)) &&
        (s.tronSigned === undefined || isStoredTronSigned(s.tronSigned)) &&
        (s.awaitsWallet === undefined ||
          (s.awaitsWallet === s.networkType && NETWORK_TYPES.has(String(s.awaitsWallet)))),
    ) &&
    carriesOutRoute(value as unknown as Execution)
  );
}

/**
 * An execution not over must still carry out its own route: its steps start at the route's
 * source, spend no more than its input and end at its destination (the check `/createTx` passed,
 * `stepsMatchRoute.ts`), so the terms "Resume swap" restates from the route are the ones signed.
 * One that is over keeps its route compacted, without steps, and drives nothing.
 */
function carriesOutRoute(execution: Execution): boolean {
  if (isExecutionOver(execution)) return true;
  return (
    stepsProblems(
      execution.steps.map((s) => s.step),
      execution.route,
    ).length === 0
  );
}

/** A step's part in a batch: its id goes back to the wallet, so it must be short text. */
function isStoredBatch(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.index === 'number' &&
    Number.isInteger(value.index) &&
    value.index >= 0 &&
    value.index < 16 &&
    (value.id === undefined || (typeof value.id === 'string' && value.id.length <= 4096))
  );
}

/** A signed Tron transaction: it is sent again, so its parts must be what the chain takes. */
function isStoredTronSigned(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.rawDataHex === 'string' &&
    typeof value.signature === 'string' &&
    typeof value.expiration === 'number'
  );
}

/** A step's Speed up and Cancel transactions: each hash is followed, so each must be text. */
function isStoredReplacements(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        isRecord(r) &&
        (r.kind === 'speed-up' || r.kind === 'cancel') &&
        typeof r.hash === 'string' &&
        typeof r.replaces === 'string' &&
        typeof r.at === 'number',
    )
  );
}

/** A simulated effect, shown on its step: amounts are bigints, every name is text. */
function isStoredEffect(value: unknown): boolean {
  if (!isRecord(value) || !Array.isArray(value.changes) || !Array.isArray(value.grants)) {
    return false;
  }
  const changesOk = value.changes.every(
    (c) => isRecord(c) && typeof c.asset === 'string' && typeof c.delta === 'bigint',
  );
  const grantsOk = value.grants.every(
    (g) =>
      isRecord(g) &&
      typeof g.asset === 'string' &&
      typeof g.spender === 'string' &&
      (typeof g.amount === 'bigint' || g.amount === 'all'),
  );
  return changesOk && grantsOk;
}

/**
 * Without re-quotes the route is the one of the id; with them, the first replaced that route, and
 * the route now is none of the replaced ones.
 */
function isRequoteChain(requotes: unknown, id: string, routeId: unknown): boolean {
  if (requotes === undefined) return routeId === id;
  if (typeof routeId !== 'string' || !Array.isArray(requotes) || requotes.length === 0) {
    return false;
  }
  const valid = requotes.every(
    (r) =>
      isRecord(r) &&
      typeof r.replacedRouteId === 'string' &&
      r.replacedRouteId !== routeId &&
      typeof r.maxAccounts === 'number' &&
      typeof r.size === 'number' &&
      typeof r.at === 'number',
  );
  return valid && requotes[0].replacedRouteId === id;
}

/**
 * What arrived: an amount with its symbol and decimals, and the token when it is not the route's
 * (a partial success; the widget offers to swap it, so its chain and address must be text).
 */
function isStoredReceived(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { token } = value;
  return (
    typeof value.amount === 'bigint' &&
    typeof value.symbol === 'string' &&
    typeof value.decimals === 'number' &&
    (token === undefined ||
      (isRecord(token) &&
        typeof token.chainId === 'string' &&
        typeof token.address === 'string' &&
        typeof token.symbol === 'string' &&
        typeof token.decimals === 'number'))
  );
}

const isOptional = (value: unknown, type: 'string' | 'number' | 'boolean') =>
  value === undefined || typeof value === type;

/**
 * The fields of a quote request a re-quote sends, with their types: the pair, the amount (one of
 * its two forms), the wallet, and the options that change the route. A re-quote's routes are
 * then checked against it by the client, and it against the route it answered (`solana/requote.ts`).
 */
function isStoredQuoteRequest(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.amount)) return false;
  const { amount } = value;
  const amountOk =
    typeof amount.inputAmount === 'bigint' || typeof amount.inputAmountDisplay === 'string';
  const strings = ['fromChainId', 'fromAssetAddress', 'toChainId', 'toAssetAddress'] as const;
  const lists = [value.include, value.exclude].every(
    (l) => l === undefined || (Array.isArray(l) && l.every((x) => typeof x === 'string')),
  );
  return (
    amountOk &&
    lists &&
    strings.every((k) => typeof value[k] === 'string') &&
    typeof value.userWalletAddress === 'string' &&
    isOptional(value.recipient, 'string') &&
    isOptional(value.slippageBps, 'number') &&
    isOptional(value.lite, 'boolean') &&
    isOptional(value.maxAccounts, 'number') &&
    isOptional(value.feeBps, 'number') &&
    isOptional(value.skipChecks, 'boolean') &&
    isOptional(value.recommendedProvider, 'boolean') &&
    (value.solanaOptions === undefined || isRecord(value.solanaOptions)) &&
    (value.evmOptions === undefined || isRecord(value.evmOptions))
  );
}
