import { afterEach, describe, expect, it } from 'vitest';
import { quoteParams, SOL_USER, T } from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';
import { quoteRoutes } from '../testing/routes';

/**
 * Fault `longLiteRoutes`: a named lite provider routes through as many extra pools as
 * `maxAccounts` leaves room for (3 accounts each), each pool adding a little output; the others
 * route as before. The ledger side (too large at 20, fits at 15, executed) is
 * flows/liteRequote.test.ts.
 */
const api = setupSandbox();
const pair = quoteParams(T.sol, T.solUsdc, SOL_USER, { lite: true });
const faults = (body: unknown) =>
  api.request('PUT', '/__sandbox/faults', { body: JSON.stringify(body) });

/** The route `provider` offers with `maxAccounts`, and its lite payload as `/nextTx` hands it out. */
async function liteRoute(provider: string, maxAccounts: number) {
  const [route] = await quoteRoutes(api, { ...pair, include: provider, maxAccounts });
  const { txnData } = await api.data('/nextTx', {
    routeId: route.routeId,
    stepId: route.steps[0].stepId,
  });
  const payload = JSON.parse(txnData.txnSol.data);
  const instructions: Json[] = payload.instructionLists ?? [
    ...payload.setupInstructions,
    payload.swapInstruction,
  ];
  const memos = instructions
    .filter((ix) => ix.programId === 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
    .map((ix) => Buffer.from(ix.data, 'base64').toString('utf8'));
  const legs =
    memos
      .find((m) => m.startsWith('route|'))
      ?.split('|')
      .slice(2) ?? [];
  // okapi's list ends with the swap, then the order memo.
  const swap: Json = payload.swapInstruction ?? instructions.at(-2);
  const poolAccounts: Json[] = legs.length ? swap.accounts.slice(-3 * legs.length) : [];
  return { output: BigInt(route.outputAmount), legs, poolAccounts };
}

afterEach(async () => {
  await api.request('DELETE', '/__sandbox/faults');
});

describe('fault longLiteRoutes', () => {
  it('routes through more pools the more accounts it may use, each for a little more output', async () => {
    await faults({ longLiteRoutes: ['galaxy'] });
    const at20 = await liteRoute('galaxy', 20);
    const at15 = await liteRoute('galaxy', 15);
    const at11 = await liteRoute('galaxy', 11);
    expect([at20.legs.length, at15.legs.length, at11.legs.length]).toEqual([3, 2, 0]);
    expect(at20.output).toBeGreaterThan(at15.output);
    expect(at15.output).toBeGreaterThan(at11.output);
    // Each leg names its pool and vaults; they ride on the swap, read-only, never signers.
    expect(at20.legs[0]).toMatch(/^\w{32,44}:\w{32,44}>\w{32,44}$/);
    expect(at20.poolAccounts).toHaveLength(9);
    for (const account of at20.poolAccounts) {
      expect(account).toMatchObject({ isSigner: false, isWritable: false });
    }
  });

  it('leaves the providers it does not name, and every provider once cleared, as they were', async () => {
    await faults({ longLiteRoutes: ['galaxy'] });
    const okapi = await liteRoute('okapi', 20);
    expect(okapi.legs).toEqual([]);
    expect(okapi.output).toBe((await liteRoute('okapi', 11)).output);
    await api.request('DELETE', '/__sandbox/faults');
    expect((await liteRoute('galaxy', 20)).legs).toEqual([]);
  });
});
