/**
 * Cosmos -> EVM through the widget's engine, over HTTP only: span's IBC `MsgTransfer` of the
 * ledger's USDC, checked (receiver, both memos, timeout) before the dev wallet's one prompt,
 * signed, sent to the ledger's REST API and followed by `/status` until the relayer paid on anvil.
 * Both ledgers are read through their own APIs: the Cosmos one by REST, anvil by its RPC.
 */
import { describe, expect, it } from 'vitest';
import { setupFlowSandbox } from '../../../sandbox/src/flows/flowSandbox';
import type { Route } from '../../api/types';
import { SANDBOX_COSMOS_CHAIN_ID as COSMOS } from '../../devtools/sandboxCosmosChain';
import { beginExecution, runExecution } from '../../execution/runExecution';
import { devCosmosEngine } from '../../test/devCosmosEngine';

const env = setupFlowSandbox({}, 100);

/** Dev account `index` sending `amount` USDC from the Cosmos ledger to EVM dev wallet `to`. */
async function usdcToAnvil(index: number, to: number, amount: string, aminoOnly = false) {
  const s = await devCosmosEngine(env, index, {}, { aminoOnly });
  const [from, out] = [env.token(COSMOS, 'USDC'), env.token('31337', 'USDC')];
  const recipient = env.wallets.evm[to]!.address;
  const route: Route = await env.quoteOne(
    s.ctx,
    {
      fromChainId: COSMOS,
      fromAssetAddress: from.address,
      toChainId: '31337',
      toAssetAddress: out.address,
      amount: { inputAmountDisplay: amount },
      userWalletAddress: s.user,
      recipient,
    },
    'span',
  );
  const holdings = async () => ({
    sent: await s.rest.balance(s.user, from.address),
    atom: await s.rest.balance(s.user, 'uatom'),
    received: await env.ledgers.balance(out, recipient),
  });
  return { ...s, route, holdings };
}

describe('Cosmos -> EVM through the engine', () => {
  it('transfers USDC over IBC to "done": the input and the fee leave the Cosmos ledger, anvil credits the recipient within the quote', async () => {
    const s = await usdcToAnvil(0, 3, '40');
    const before = await s.holdings();
    await beginExecution(s.route, s.deps);
    const done = await runExecution(s.route.routeId, s.deps);
    const after = await s.holdings();

    expect(done.status).toBe('done');
    expect(done.steps.map((step) => `${step.step.stepType}:${step.status}`)).toEqual([
      'bridge:success',
    ]);
    expect(s.prompts).toEqual(['signDirect']);
    expect(before.sent - after.sent).toBe(40_000_000n);
    expect(before.atom - after.atom).toBeGreaterThan(0n); // the fee, in ATOM
    const credited = after.received - before.received;
    expect(credited).toBeGreaterThanOrEqual(s.route.minOutputAmount);
    expect(credited).toBeLessThanOrEqual(s.route.outputAmount); // the relayer took the fees
    expect(done.received?.amount).toBe(credited);
    expect(done.steps[0]?.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("transfers with an amino-only (hardware) account: the ledger's own amino JSON of MsgTransfer verifies the signature", async () => {
    const s = await usdcToAnvil(2, 4, '3', true);
    const before = await s.holdings();
    await beginExecution(s.route, s.deps);
    const done = await runExecution(s.route.routeId, s.deps);

    expect(done.status).toBe('done');
    expect(s.prompts).toEqual(['signAmino']);
    expect(before.sent - (await s.holdings()).sent).toBe(3_000_000n);
  });

  it.each([
    ['ibcReceiver', "The transfer would go to another address than this route's recipient."],
    [
      'memoRecipient',
      "The transaction's instructions (its memo) would pay another address than this route's recipient.",
    ],
    [
      'ibcChannel',
      "The transfer would leave on an IBC channel that does not lead to this route's destination.",
    ],
  ] as const)(
    'refuses a MsgTransfer tampered with (%s) before any prompt: "%s"; nothing moves',
    async (tampering, said) => {
      const message = `${said} Nothing was signed.`;
      const s = await usdcToAnvil(1, 4, '5');
      const before = await s.holdings();
      await env.injectFaults({ tamperNextTx: [tampering] });
      try {
        await beginExecution(s.route, s.deps);
        const stopped = await runExecution(s.route.routeId, s.deps);
        expect(stopped.steps[0]?.error).toMatchObject({ code: 'UNSAFE_TRANSACTION' });
        expect(stopped.steps[0]?.error?.message).toBe(message);
        expect(s.prompts).toEqual([]);
        expect(await s.holdings()).toEqual(before);
      } finally {
        await env.injectFaults({});
      }
    },
  );
});
