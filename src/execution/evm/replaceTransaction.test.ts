import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { StatusResult, Step } from '../../api/types';
import { engineDepsWith } from '../../test/engineDeps';
import { APPROVAL, ETH, evmNextTx, ROUTER, SWAP, USDC, USER } from '../../test/erc20Swap';
import { eventually } from '../../test/eventually';
import { FIRST_NONCE, heldNonceWallet } from '../../test/heldNonceWallet';
import { route as makeRoute } from '../../test/routeFixtures';
import { beginExecution, runExecution } from '../runExecution';
import { encodeApprove } from './approval';
import { replaceStuckTransaction } from './replaceTransaction';
import { MIN_STUCK_MS } from './stuckTransaction';

/**
 * Speed up and Cancel with the real engine: the run follows the swap's nonce while the user
 * replaces its stuck transaction, on a wallet whose chain holds mining until the test mines
 * (`heldNonceWallet`): what the wallet is asked, what the record keeps, and how the step ends
 * with whichever transaction landed.
 */
const CALLDATA = '0xdeadbeef';

function setup(steps: Step[] = [SWAP]) {
  const statusAsked: string[] = [];
  const client = {
    createTx: async () => ({ routeId: 'r1', steps }),
    getNextTx: async ({ stepId }: { stepId: string }) =>
      evmNextTx(
        stepId,
        stepId === 'approve'
          ? { to: USDC.address, value: 0n, data: encodeApprove(ROUTER, 250n) }
          : { to: ROUTER, value: 0n, data: CALLDATA },
      ),
    getStatus: async ({ stepId, txnHash }: { stepId: string; txnHash?: string }) => {
      statusAsked.push(`${stepId}:${txnHash}`);
      return { routeId: 'r1', stepId, status: 'success', warnings: [] } as StatusResult;
    },
  } as unknown as RoutingClient;
  const wallet = heldNonceWallet(USER);
  let clock = 1_000_000;
  const { deps } = engineDepsWith(client, wallet.signer, { now: () => clock });
  const route = makeRoute({ routeId: 'r1', from: USDC, to: ETH, steps, userWalletAddress: USER });
  const execution = () => deps.store.getState().executions.r1!;
  const swap = () => execution().steps.at(-1)!;
  return {
    deps,
    wallet,
    statusAsked,
    execution,
    swap,
    /** Confirm swap, until the swap's transaction waits in the pool; the run goes on. */
    async start(signal?: AbortSignal) {
      // The swap's transaction is held; an approval before it is mined at once.
      wallet.hold((call) => call.to === ROUTER);
      await beginExecution(route, deps);
      const run = runExecution('r1', deps, signal);
      await eventually(() => expect(swap().phase).toBe('submitted'));
      // In an object: a promise returned from an async function would be awaited with it.
      return { run };
    },
    wait(ms: number) {
      clock += ms;
    },
  };
}

describe('replaceStuckTransaction', () => {
  it('speeds up the stuck swap: same call and nonce, fees +10%, and the step ends on the speed-up', async () => {
    const t = setup();
    const { run } = await t.start();
    const original = t.swap().txHash;
    expect(t.wallet.waits).toEqual([
      expect.objectContaining({ hash: original, from: USER, nonce: FIRST_NONCE }),
    ]);

    t.wait(MIN_STUCK_MS - 1);
    await expect(replaceStuckTransaction('r1', 'speed-up', t.deps)).rejects.toThrow(
      /no pending transaction/,
    );
    t.wait(1);
    await replaceStuckTransaction('r1', 'speed-up', t.deps);
    const [first, speedUp] = t.wallet.sent;
    expect(speedUp).toEqual({
      chainId: 31337,
      from: USER,
      to: ROUTER,
      data: CALLDATA,
      value: 0n,
      gas: first?.gas ?? 100_000n,
      nonce: FIRST_NONCE,
      fees: { maxFeePerGas: 33_000_000_000n, maxPriorityFeePerGas: 1_100_000_000n },
    });
    const hash = t.wallet.mine();
    expect(t.swap().replacements).toEqual([
      { kind: 'speed-up', hash, replaces: original, at: 1_000_000 + MIN_STUCK_MS },
    ]);

    const done = await run;
    expect(done.status).toBe('done');
    expect(done.steps[0]).toMatchObject({ phase: 'done', txHash: hash });
    expect(t.statusAsked).toEqual([`swap:${hash}`]);
  });

  it('cancels the stuck swap: a zero-value transfer to the wallet itself, and the execution ends cancelled', async () => {
    const t = setup([APPROVAL, SWAP]);
    const { run } = await t.start();
    t.wait(MIN_STUCK_MS);
    await replaceStuckTransaction('r1', 'cancel', t.deps);
    expect(t.wallet.sent.at(-1)).toEqual({
      chainId: 31337,
      from: USER,
      to: USER,
      value: 0n,
      gas: 21_000n,
      nonce: FIRST_NONCE + 1,
      fees: { maxFeePerGas: 33_000_000_000n, maxPriorityFeePerGas: 1_100_000_000n },
    });
    // Sped up, a cancellation stays a cancellation.
    t.wait(MIN_STUCK_MS);
    await replaceStuckTransaction('r1', 'speed-up', t.deps);
    expect(t.wallet.sent.at(-1)).toMatchObject({
      to: USER,
      value: 0n,
      fees: { maxFeePerGas: 36_300_000_000n },
    });
    // Each replacement starts the wait again; and a cancellation is not sent twice.
    await expect(replaceStuckTransaction('r1', 'speed-up', t.deps)).rejects.toThrow(/no pending/);
    t.wait(MIN_STUCK_MS);
    await expect(replaceStuckTransaction('r1', 'cancel', t.deps)).rejects.toThrow(
      /cannot be cancelled/,
    );
    const hash = t.wallet.mine();

    const over = await run;
    expect(over.status).toBe('cancelled');
    expect(over.steps[1]).toMatchObject({ phase: 'cancelled', txHash: hash });
    expect(t.swap().replacements?.map((r) => r.kind)).toEqual(['cancel', 'cancel']);
    expect(over.cancelFee).toBe(21_000n * 36_300_000_000n);
    expect(t.statusAsked).not.toContain(`swap:${hash}`);
  });

  it('keeps following the first transaction when the wallet refuses the speed-up', async () => {
    const t = setup();
    const { run } = await t.start();
    const original = t.swap().txHash;
    t.wait(MIN_STUCK_MS);
    t.wallet.control.reject = true;
    await expect(replaceStuckTransaction('r1', 'speed-up', t.deps)).rejects.toMatchObject({
      code: 'USER_REJECTED',
    });
    expect(t.swap().replacements).toBeUndefined();
    t.wallet.mine();
    expect(await run).toMatchObject({ status: 'done', steps: [{ txHash: original }] });
  });

  it('after a reload, follows the nonce and ends on the cancellation that landed', async () => {
    const t = setup();
    const page = new AbortController();
    const { run: first } = await t.start(page.signal);
    const original = t.swap().txHash;
    t.wait(MIN_STUCK_MS);
    await replaceStuckTransaction('r1', 'cancel', t.deps);
    page.abort();
    await first;

    const again = runExecution('r1', t.deps);
    await eventually(() => expect(t.wallet.waits).toHaveLength(2));
    expect(t.wallet.waits[1]).toMatchObject({ hash: original, from: USER, nonce: FIRST_NONCE });
    const hash = t.wallet.mine();
    expect(await again).toMatchObject({
      status: 'cancelled',
      steps: [{ phase: 'cancelled', txHash: hash }],
    });
    expect(t.wallet.sent).toHaveLength(2);
  });

  it('replaces nothing that is not the step’s pending transaction', async () => {
    const t = setup();
    const { run } = await t.start();
    t.wait(MIN_STUCK_MS);
    const readTransaction = t.wallet.signer.readTransaction!;
    t.wallet.signer.readTransaction = async (args) => {
      const tx = await readTransaction(args);
      return tx && { ...tx, to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' };
    };
    await expect(replaceStuckTransaction('r1', 'speed-up', t.deps)).rejects.toMatchObject({
      shortMessage:
        'The pending transaction is not the one this step sent, so it was not replaced.',
    });
    t.wallet.signer.readTransaction = readTransaction;
    t.wallet.mine();
    await expect(replaceStuckTransaction('r1', 'speed-up', t.deps)).rejects.toThrow(
      /confirmed meanwhile/,
    );
    expect(t.wallet.sent).toHaveLength(1);
    await run;
  });

  it.each([
    ['speed-up', /may go through twice/],
    ['cancel', /cancels nothing/],
  ] as const)(
    'says so when the wallet sends the %s with a nonce of its own, and records no replacement',
    async (kind, said) => {
      const t = setup();
      const { run } = await t.start();
      const original = t.swap().txHash;
      t.wait(MIN_STUCK_MS);
      // A wallet that ignores the nonce it is given: the call leaves as the next transaction.
      const send = t.wallet.signer.sendTransaction;
      t.wallet.signer.sendTransaction = (call) => send({ ...call, nonce: undefined });
      await expect(replaceStuckTransaction('r1', kind, t.deps)).rejects.toMatchObject({
        shortMessage: expect.stringMatching(said),
        details: expect.stringContaining(`not ${FIRST_NONCE}`),
      });
      expect(t.swap().replacements).toBeUndefined();
      t.wallet.mine();
      expect(await run).toMatchObject({ status: 'done', steps: [{ txHash: original }] });
    },
  );
});
