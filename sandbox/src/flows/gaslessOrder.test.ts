import { describe, expect, it } from 'vitest';
import type { Tampering } from '../faults';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';
import { runRoute } from './runRoute';

/**
 * Gasless orders (provider `tide`, `sign-typed`) run by the widget's execution engine with the
 * dev keys, on the local chains: the approval is a transaction, the order EIP-712 typed data the
 * key signs after the engine's checks (`checkTypedOrder`), posted with `POST /submit` and filled
 * by the sandbox's solver. The ledgers say what moved; every tampering of the order is refused
 * before the key is asked, and nothing but the approval moves.
 */
const env = setupFlowSandbox({}, 100);

const usdcTo = (symbol: string, amount: string): RouteCase => ({
  payer: { evm: 1 },
  from: ['31337', 'USDC'],
  to: ['31337', symbol],
  amount,
  provider: 'tide',
});

describe('gasless orders through the engine', () => {
  it.each([
    ['USDC -> WETH', usdcTo('WETH', '300')],
    [
      'USDC -> ETH (the approval gas comes out of the balance the output is read from)',
      usdcTo('ETH', '150'),
    ],
  ])(
    '%s: approval sent, order signed and filled, what arrived is what the ledger credited',
    async (_name, c) => {
      const ctx = env.context();
      const quoted = await quoteCase(env, ctx, c);
      const { execution, changes, signed } = await runRoute(ctx, quoted);

      expect(execution.status).toBe('done');
      expect(signed.map((s) => s.networkType)).toEqual(['evm', 'evm-typed']);
      const [approval, order] = execution.steps;
      expect(approval).toMatchObject({ phase: 'done', status: 'success' });
      expect(order).toMatchObject({ phase: 'done', signing: 'typed', status: 'success' });
      expect(order?.txHash).toBeUndefined();
      expect(order?.orderSignature).toBe(
        signed[1]?.networkType === 'evm-typed' ? signed[1].signature : 'none',
      );
      expect(order?.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
      // The order gave exactly the input; the solver paid at least the minimum and at most the
      // quote (it took the route's fees), and the engine says what the ledger credited (the
      // approval's gas added back for a native output).
      expect(changes.inputDebited).toBe(quoted.route.inputAmount);
      expect(changes.outputCredited).toBeGreaterThanOrEqual(quoted.route.minOutputAmount);
      expect(changes.outputCredited).toBeLessThanOrEqual(quoted.route.outputAmount);
      expect(execution.received?.amount).toBe(changes.outputCredited);
    },
  );

  it.each<[Tampering, RegExp]>([
    ['recipient', /^The order would pay another address than this route's recipient\./],
    ['minOutput', /^The order asks for another token, or less of it, than this route promises\./],
    ['outputToken', /^The order asks for another token, or less of it, than this route promises\./],
    ['inputAmount', /^The order would give other tokens, or more of them, than this step spends\./],
    ['maker', /^The order would spend from another wallet than yours\./],
    ['orderChain', /^The order is for another network than this step\./],
    ['expiredOrder', /^The order has expired, or would stay valid for more than a day\./],
  ])('a tampered order (%s) is refused before the key is asked', async (tampering, words) => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, usdcTo('USDT', '20'));
    // The approval reads the order it unlocks first (for its spender), then the order step reads
    // its own: both are tampered, so the one the key would be asked for is too.
    await env.injectFaults({ tamperNextTx: [tampering, tampering] });
    const { execution, changes, signed } = await runRoute(ctx, quoted);
    await env.injectFaults({});

    expect(execution.status).toBe('stopped');
    const order = execution.steps[1];
    expect(order).toMatchObject({ phase: 'failed', error: { code: 'UNSAFE_TRANSACTION' } });
    expect(order?.error?.message).toMatch(words);
    // The approval (when the allowance left by an earlier case does not cover it) and no order.
    expect(signed.filter((s) => s.networkType === 'evm-typed')).toEqual([]);
    expect(changes.inputDebited).toBe(0n);
  });

  it('an order settled by another contract is caught at the approval, before anything is signed', async () => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, usdcTo('USDT', '20'));
    await env.injectFaults({ tamperNextTx: ['orderContract'] });
    const { execution, signed } = await runRoute(ctx, quoted);
    await env.injectFaults({});
    expect(execution.steps[0]?.error?.message).toMatch(
      /^The approval would let another contract spend your tokens/,
    );
    expect(signed).toEqual([]);
  });
});
