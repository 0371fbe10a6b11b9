import { erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { beginExecution, retryStep, runExecution } from '../../../src/execution/runExecution';
import { confirmQuoteFor } from '../../../src/quoting/freshQuote';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { engineDeps } from './runRoute';

/**
 * A transaction whose shape passes every check but whose effect moves a token outside the route
 * (fault `foreignTransfer`: the swap step becomes `DAI.transfer(0xbad0…, 1000 DAI)`, a call to a
 * token the route does not use), on the local chains, run by the widget's execution engine with
 * the dev keys as wallets: the signer's `eth_simulateV1` shows 1,000 DAI leaving, the step stops
 * in words before the wallet is asked, and the payer's DAI on the chain is what it was. Try again
 * gets the step's real swap, which goes through. On a route from `/quotes` and `/createTx`, and
 * on one `/quick-swap` handed out.
 */
const env = setupFlowSandbox({}, 100);

interface EffectCase extends RouteCase {
  name: string;
  quickSwap: boolean;
}

const ETH_TO_USDC = {
  from: ['31337', 'ETH'],
  to: ['31337', 'USDC'],
  amount: '0.2',
  provider: 'sandswap',
} satisfies Omit<RouteCase, 'payer'>;

const CASES: EffectCase[] = [
  {
    name: 'a route from /createTx (ETH -> USDC)',
    payer: { evm: 3 },
    quickSwap: false,
    ...ETH_TO_USDC,
  },
  { name: 'a /quick-swap route (ETH -> USDC)', payer: { evm: 4 }, quickSwap: true, ...ETH_TO_USDC },
];

describe('a swap step that would move a token outside the route', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: refused before any prompt',
    async (_name, c) => {
      const ctx = env.context();
      const { route: reviewed, request, keys, parties } = await quoteCase(env, ctx, c);
      const { deps, signed } = engineDeps(ctx, keys);
      const dai = env.token('31337', 'DAI').address as Hex;
      const daiOf = () =>
        ctx.ledgers.evm('31337').readContract({
          address: dai,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [parties.payer as Hex],
        });
      const before = await daiOf();
      expect(before).toBeGreaterThanOrEqual(1000n * 10n ** 18n);

      await env.injectFaults({ tamperNextTx: ['foreignTransfer'] });
      if (c.quickSwap) {
        const fresh = await confirmQuoteFor(ctx.client, request, reviewed, { quickSwap: true });
        if (fresh.kind !== 'ok') throw new Error(`no quick swap: ${fresh.kind}`);
        await beginExecution(fresh.route, deps, { request, handedOut: fresh.handedOut });
      } else {
        await beginExecution(reviewed, deps, { request });
      }
      const id = Object.keys(deps.store.getState().executions)[0]!;

      const refused = await runExecution(id, deps);
      expect(refused.status).toBe('stopped');
      const step = refused.steps.find((s) => s.phase === 'failed')!;
      expect(step.error).toMatchObject({
        code: 'UNSAFE_TRANSACTION',
        message: 'This transaction would also send 1,000 DAI from your wallet. Nothing was signed.',
      });
      expect(signed).toEqual([]);
      expect(await daiOf()).toBe(before);

      retryStep(id, deps);
      const done = await runExecution(id, deps);
      expect(done.status).toBe('done');
      expect(signed).toHaveLength(1);
      expect(await daiOf()).toBe(before);
    },
  );
});
