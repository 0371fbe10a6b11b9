/**
 * A Cosmos route end to end, over HTTP only: the sandbox's API quotes gaiaswap's same-chain ATOM ->
 * USDC swap, the engine takes `/createTx` and `/nextTx`, checks the payload, and the Cosmos signer
 * (the sandbox's dev key, the config development builds fill in from `/chains`) simulates, signs,
 * sends to the ledger's REST API and follows it; the API's `/status` checks the transaction it
 * sees against the payload it handed out. The ledger's balances say what moved. A tampered
 * payload is refused before any prompt, and a reload after the signature resumes without another.
 */
import { describe, expect, it } from 'vitest';
import { setupFlowSandbox } from '../../../sandbox/src/flows/flowSandbox';
import type { RoutingClient } from '../../api/client';
import type { Route } from '../../api/types';
import { SANDBOX_COSMOS_CHAIN_ID } from '../../devtools/sandboxCosmosChain';
import type { ExecutionDeps } from '../../execution/deps';
import { beginExecution, runExecution } from '../../execution/runExecution';
import { devCosmosEngine } from '../../test/devCosmosEngine';

const env = setupFlowSandbox({}, 100);
const COSMOS = SANDBOX_COSMOS_CHAIN_ID;

async function atomToUsdc(client: RoutingClient, user: string, amount: string): Promise<Route> {
  const [atom, usdc] = [env.token(COSMOS, 'ATOM'), env.token(COSMOS, 'USDC')];
  const ctx = { ...env.context(), client };
  return env.quoteOne(
    ctx,
    {
      fromChainId: COSMOS,
      fromAssetAddress: atom.address,
      toChainId: COSMOS,
      toAssetAddress: usdc.address,
      amount: { inputAmountDisplay: amount },
      userWalletAddress: user,
    },
    'gaiaswap',
  );
}

/** Dev account `index` as the engine's wallet, and its ATOM and USDC on the ledger. */
async function setup(index: number) {
  const s = await devCosmosEngine(env, index);
  const usdc = env.token(COSMOS, 'USDC').address;
  const balances = async () => ({
    atom: await s.rest.balance(s.user, 'uatom'),
    usdc: await s.rest.balance(s.user, usdc),
  });
  return { ...s, balances };
}

describe('a Cosmos route on the sandbox', () => {
  it('swaps ATOM for USDC to "done": the ledger moved the input, the fee and the quoted output', async () => {
    const s = await setup(0);
    const route = await atomToUsdc(s.ctx.client, s.user, '2');
    const before = await s.balances();
    await beginExecution(route, s.deps);
    const done = await runExecution(route.routeId, s.deps);
    const after = await s.balances();

    expect(done.status).toBe('done');
    expect(s.prompts).toEqual(['signDirect']);
    expect(after.usdc - before.usdc).toBe(route.outputAmount);
    const fee = before.atom - after.atom - 2_000_000n;
    expect(fee > 0n && fee <= 2n * (route.steps[0]?.fees[0]?.amount ?? 0n)).toBe(true);
    expect(done.steps[0]?.status).toBe('success');
  });

  it('refuses a payload whose memo pays someone else before any prompt; nothing moves', async () => {
    const s = await setup(1);
    const route = await atomToUsdc(s.ctx.client, s.user, '1');
    const before = await s.balances();
    await env.injectFaults({ tamperNextTx: ['memoRecipient'] });
    await beginExecution(route, s.deps);
    const stopped = await runExecution(route.routeId, s.deps);

    expect(stopped.steps[0]?.error).toMatchObject({ code: 'UNSAFE_TRANSACTION' });
    expect(stopped.steps[0]?.error?.message).toBe(
      "The transaction's instructions (its memo) would pay another address than this route's recipient. Nothing was signed.",
    );
    expect(s.prompts).toEqual([]);
    expect(await s.balances()).toEqual(before);
  });

  it('refuses a swap whose simulation shows another denom leaving, which no shape check sees; nothing moves', async () => {
    // The payload is exactly the one handed out: the ledger's pool module (fault cosmosPoolSkim)
    // also takes one OSMO from the swapper, as a chain module may do what no message says.
    const s = await setup(3);
    const osmo = env.token(COSMOS, 'OSMO').address;
    const route = await atomToUsdc(s.ctx.client, s.user, '1');
    const before = { ...(await s.balances()), osmo: await s.rest.balance(s.user, osmo) };
    await env.injectFaults({ cosmosPoolSkim: true });
    try {
      await beginExecution(route, s.deps);
      const stopped = await runExecution(route.routeId, s.deps);

      expect(stopped.steps[0]?.error).toMatchObject({ code: 'UNSAFE_TRANSACTION' });
      expect(stopped.steps[0]?.error?.message).toBe(
        `This transaction would also send 1000000 units of ${osmo.slice(0, 4)}…${osmo.slice(-4)} from your wallet. Nothing was signed.`,
      );
      expect(s.prompts).toEqual([]);
      const after = { ...(await s.balances()), osmo: await s.rest.balance(s.user, osmo) };
      expect(after).toEqual(before);
    } finally {
      await env.injectFaults({});
    }
  });

  it('resumes after a reload between the signature and the broadcast without a second signature', async () => {
    const s = await setup(2);
    const route = await atomToUsdc(s.ctx.client, s.user, '1');
    const before = await s.balances();
    // The page goes away as the signed transaction is about to be sent.
    const gone = new AbortController();
    const leaving: ExecutionDeps = {
      ...s.deps,
      signers: {
        cosmos: {
          ...s.signer,
          broadcast: async () => {
            gone.abort(new Error('page closed'));
            throw new Error('page closed');
          },
        },
      },
    };
    await beginExecution(route, leaving);
    const left = await runExecution(route.routeId, leaving, gone.signal);
    expect(left.steps[0]?.phase).toBe('submitted');
    expect(s.prompts).toEqual(['signDirect']);

    // The reload: what the store kept, a fresh run that only follows what was sent.
    const done = await runExecution(route.routeId, s.deps, undefined, { followOnly: true });
    expect(done.status).toBe('done');
    expect(s.prompts).toEqual(['signDirect']);
    expect((await s.balances()).usdc - before.usdc).toBe(route.outputAmount);
  });
});
