import { base64 } from '@scure/base';
import { VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { TxnData } from '../../../src/api/types';
import { SOLANA_TRANSACTION_SIZE_LIMIT } from '../../../src/execution/solana/liteAssembly';
import {
  orderedLiteInstructions,
  parseLitePayload,
} from '../../../src/execution/solana/litePayload';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { runRoute } from './runRoute';

/**
 * Issue 9, on the ledger: a lite route whose payload assembles over 1232 bytes is quoted again by
 * the execution engine with a lower `maxAccounts`, before anything is signed. The sandbox's
 * `longLiteRoutes` fault makes galaxy route as aggregators do, through as many pools as the limit
 * leaves room for: with the default 20 the payload is too large, with 15 it fits.
 */
const env = setupFlowSandbox();

const LITE_USDC_TO_SOL: RouteCase = {
  payer: { solana: 1 },
  from: ['sol', 'USDC'],
  to: ['sol', 'SOL'],
  amount: '40',
  lite: true,
  provider: 'galaxy',
};

/** The unique accounts a lite payload names (instruction accounts and programs). */
function accountsOf(txn: TxnData | undefined): number {
  const payload = parseLitePayload(txn?.txnSol?.data ?? '');
  const keys = orderedLiteInstructions(payload).flatMap((ix) => [
    ix.programId,
    ...ix.accounts.map((a) => a.pubkey),
  ]);
  return new Set(keys).size;
}

describe('a lite route too large to send is quoted again with fewer accounts', () => {
  it('too large at the default 20 -> re-quoted with 15 -> one wallet prompt -> done, the ledger moved', async () => {
    await env.injectFaults({ longLiteRoutes: ['galaxy'] });
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, LITE_USDC_TO_SOL);
    const confirmed = quoted.route;
    const { execution, changes, signed, served } = await runRoute(ctx, quoted);

    // The confirmed route's payload, assembled, was over the limit: given up, nothing signed.
    const [requote] = execution.requotes ?? [];
    expect(execution.requotes).toHaveLength(1);
    expect(requote).toMatchObject({ replacedRouteId: confirmed.routeId, maxAccounts: 15 });
    expect(requote!.size).toBeGreaterThan(SOLANA_TRANSACTION_SIZE_LIMIT);
    const firstStep = confirmed.steps[0]!.stepId;
    expect(accountsOf(served.get(firstStep))).toBeGreaterThan(15);
    expect(accountsOf(served.get(firstStep))).toBeLessThanOrEqual(20);

    // The same swap from the same provider, quoted with 15 accounts, went through.
    const swap = execution.steps[0]!;
    expect(execution.id).toBe(confirmed.routeId);
    expect(execution.route).toMatchObject({
      provider: 'galaxy',
      inputAmount: confirmed.inputAmount,
      from: confirmed.from,
      to: confirmed.to,
    });
    expect(execution.route.routeId).not.toBe(confirmed.routeId);
    expect(execution.steps.map((s) => `${s.step.stepType}:${s.phase}`)).toEqual(['swap:done']);
    expect(execution.status).toBe('done');
    expect(accountsOf(served.get(swap.stepId))).toBeLessThanOrEqual(15);

    // One wallet prompt, for the transaction that fits, and that is the one on the ledger.
    expect(signed).toHaveLength(1);
    const sent = VersionedTransaction.deserialize(base64.decode(swap.solanaSigned!.signed));
    expect(sent.serialize().length).toBeLessThanOrEqual(SOLANA_TRANSACTION_SIZE_LIMIT);
    expect(swap.status).toBe('success');

    // The input left the payer exactly; at least the minimum the user confirmed arrived.
    expect(changes.inputDebited).toBe(confirmed.inputAmount);
    expect(changes.outputCredited).toBeGreaterThanOrEqual(confirmed.minOutputAmount);
    expect(execution.received?.amount).toBe(changes.outputCredited);
  });

  it('ends, nothing signed and nothing moved, when the smaller route pays less than the confirmed minimum', async () => {
    await env.injectFaults({ longLiteRoutes: ['galaxy'] });
    const ctx = env.context();
    // No slippage: the minimum is the long route's output, which a shorter route cannot match.
    const quoted = await quoteCase(env, ctx, { ...LITE_USDC_TO_SOL, slippageBps: 0 });
    const { execution, changes, signed } = await runRoute(ctx, quoted);

    expect(execution.status).toBe('failed');
    expect(execution.route.routeId).toBe(quoted.route.routeId);
    expect(execution.requotes).toBeUndefined();
    expect(execution.steps[0]?.error?.message).toBe(
      "This route's Solana transaction is too large to send, and the smaller route offered now pays less than the minimum you reviewed. Nothing was signed. Get a new quote.",
    );
    expect(signed).toHaveLength(0);
    expect(changes.inputDebited).toBe(0n);
  });
});
