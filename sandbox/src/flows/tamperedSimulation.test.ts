import { VersionedTransaction } from '@solana/web3.js';
import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { TxnData } from '../../../src/api/types';
import type { Tampering } from '../faults';
import type { FlowContext } from './executeRoute';
import { setupFlowSandbox } from './flowSandbox';
import { type QuotedCase, quoteCase, type RouteCase } from './routeCase';
import { signTxn } from './signTxn';

/**
 * The tamperings only a simulation can catch (`revert`, `solRevert`), on the local chains: what
 * the widget does before asking the wallet (an `eth_call` from the user with the payload's `to`,
 * `data` and `value`; `simulateTransaction` of the deserialized or assembled transaction) passes
 * for the step's payload as handed out and fails for the tampered one, with a reason a person can
 * read. One table, one body.
 */
const env = setupFlowSandbox();

interface SimulationCase extends RouteCase {
  name: string;
  tampering: Tampering;
  /** What the failed simulation says. */
  reason: RegExp;
}

const CASES: SimulationCase[] = [
  {
    name: 'revert: a router swap whose deadline has passed',
    tampering: 'revert',
    payer: { evm: 0 },
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.2',
    provider: 'sandswap',
    reason: /SandboxRouter: deadline expired/,
  },
  {
    name: 'revert: a bridge deposit whose deadline has passed',
    tampering: 'revert',
    payer: { evm: 1 },
    from: ['31337', 'ETH'],
    to: ['31338', 'ETH'],
    amount: '0.1',
    provider: 'swift',
    reason: /SandboxBridge: deadline expired/,
  },
  {
    name: 'solRevert: a standard-mode transfer of more SOL than the user has',
    tampering: 'solRevert',
    payer: { solana: 0 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.1',
    provider: 'dunes',
    reason: /Transfer: insufficient lamports \d+, need 18446744073709551615/,
  },
  {
    name: 'solRevert: a lite payload moving more USDC than the user has',
    tampering: 'solRevert',
    payer: { solana: 1 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '5',
    lite: true,
    provider: 'galaxy',
    reason: /Error: insufficient funds/,
  },
];

/** The simulation's failure, as the widget would show it; undefined when it would succeed. */
async function simulate(
  ctx: FlowContext,
  { parties, keys }: QuotedCase,
  txnData: TxnData,
): Promise<string | undefined> {
  const evm = txnData.txnEvm;
  if (evm) {
    const call = ctx.ledgers.evm(String(evm.chainId)).call({
      account: parties.payer as Hex,
      to: evm.to as Hex,
      data: evm.data,
      value: evm.value,
    });
    return call.then(
      () => undefined,
      (error: Error) => error.message,
    );
  }
  // Signed like a wallet would (lite payloads assembled by the widget's module), not sent.
  const signed = await signTxn(ctx.ledgers, keys, txnData);
  const tx = VersionedTransaction.deserialize(signed.raw as Uint8Array);
  const { value } = await ctx.ledgers.solana.simulateTransaction(tx, { sigVerify: false });
  return value.err === null ? undefined : (value.logs ?? []).join('\n');
}

describe('tampered payloads that only a simulation refuses', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, c);
    const { routeId } = quoted.route;
    const { steps } = await ctx.client.createTx({ routeId });
    const stepId = steps.at(-1)!.stepId;
    const faults = await fetch(`${env.sandbox.baseUrl.replace(/\/v1$/, '')}/__sandbox/faults`, {
      method: 'PUT',
      body: JSON.stringify({ tamperNextTx: [c.tampering] }),
    });
    expect(faults.status).toBe(200);
    const tampered = (await ctx.client.getNextTx({ routeId, stepId })).txnData!;
    const clean = (await ctx.client.getNextTx({ routeId, stepId })).txnData!;

    expect(await simulate(ctx, quoted, clean)).toBeUndefined();
    expect(await simulate(ctx, quoted, tampered)).toMatch(c.reason);
  });
});
