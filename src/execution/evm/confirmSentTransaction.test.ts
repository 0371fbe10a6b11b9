import { describe, expect, it } from 'vitest';
import { engineDepsWith } from '../../test/engineDeps';
import {
  EVIL,
  hashOf,
  ROUTER,
  recordingEvmSigner,
  SWAP_ONLY_ROUTE,
  swapOnlyService,
  USER,
} from '../../test/erc20Swap';
import { beginExecution, runExecution } from '../runExecution';
import type { SentEvmTransaction } from '../signers';

/**
 * The hash a wallet answers is a claim (a host page's wallet over the bridge can answer any 32
 * bytes): the engine reads the transaction back from the chain before it records or follows it.
 * The swap's wallet here has nonce 5 and answers `hashOf(1)`; its chain says what that is.
 */
const HASH = hashOf(1) as `0x${string}`;
const ROUTE = SWAP_ONLY_ROUTE;

/** The swap as the wallet was asked to send it, as its chain would have it. */
const ASKED: SentEvmTransaction = {
  hash: HASH,
  from: USER,
  to: ROUTER,
  data: '0xdeadbeef',
  value: 0n,
  gas: 100_000n,
  nonce: 5,
  fees: { gasPrice: 1n },
  mined: false,
};

/** Runs the swap on a wallet whose chain answers `chain` for the n-th read of the hash. */
async function swapWith(chain: (read: number) => SentEvmTransaction | undefined) {
  const { client, asked } = swapOnlyService();
  let reads = 0;
  const receipts: string[] = [];
  const { signer, sent } = recordingEvmSigner({
    readTransaction: async ({ hash }) => (hash === HASH ? chain(++reads) : undefined),
    waitForReceipt: async ({ hash }) => {
      receipts.push(hash);
      return { status: 'success', hash };
    },
  });
  const waited: number[] = [];
  const { deps } = engineDepsWith(client, signer, {
    sleep: async (ms) => {
      waited.push(ms);
    },
  });
  await beginExecution(ROUTE, deps);
  const execution = await runExecution('r1', deps);
  const statusAsked = asked.filter((a) => a.startsWith('status:')).map((a) => a.slice(7));
  return {
    execution,
    swap: execution.steps[0],
    statusAsked,
    receipts,
    sent,
    waited,
  };
}

describe("a wallet's hash is followed only once the chain shows it is the transaction asked", () => {
  it.each<[string, Partial<SentEvmTransaction>]>([
    ['from another sender', { from: EVIL }],
    ['with another nonce', { nonce: 4 }],
    ['to another contract', { to: EVIL }],
  ])('refuses the hash of a transaction %s: not recorded, not followed', async (_, other) => {
    const t = await swapWith(() => ({ ...ASKED, ...other }));
    expect(t.sent).toHaveLength(1);
    expect(t.execution.status).toBe('stopped');
    expect(t.swap?.phase).toBe('failed');
    expect(t.swap?.txHash).toBeUndefined();
    expect(t.swap?.error?.code).toBe('WALLET_ERROR');
    expect(t.swap?.error?.message).toMatchInlineSnapshot(
      `"Your wallet reported a transaction that is not the one it was asked to send, so the swap does not follow it. Check your wallet's activity before trying again."`,
    );
    expect(t.swap?.error?.details).toContain(HASH);
    expect(t.receipts).toEqual([]);
    expect(t.statusAsked).toEqual([]);
  });

  it('refuses a hash the chain never knows, after reading it again for about half a minute', async () => {
    const t = await swapWith(() => undefined);
    expect(t.swap?.phase).toBe('failed');
    expect(t.swap?.txHash).toBeUndefined();
    expect(t.swap?.error?.message).toMatchInlineSnapshot(
      `"Your wallet reported a transaction the network does not know, so the swap does not follow it. Check your wallet's activity before trying again."`,
    );
    expect(t.waited.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(25_000);
    expect(t.waited.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(35_000);
    expect(t.receipts).toEqual([]);
    expect(t.statusAsked).toEqual([]);
  });

  it('follows the transaction asked with a later nonce (the wallet had its own pending), and keeps that nonce', async () => {
    const t = await swapWith(() => ({ ...ASKED, nonce: 7 }));
    expect(t.execution.status).toBe('done');
    expect(t.swap).toMatchObject({ txHash: HASH, nonce: 7 });
    expect(t.statusAsked).toEqual([`swap:${HASH}`]);
  });

  it('follows the transaction asked once the chain knows it (pending for a moment)', async () => {
    const t = await swapWith((read) => (read < 3 ? undefined : ASKED));
    expect(t.waited).toEqual([250, 500]);
    expect(t.execution.status).toBe('done');
    expect(t.swap?.txHash).toBe(HASH);
    expect(t.receipts).toEqual([HASH]);
    expect(t.statusAsked).toEqual([`swap:${HASH}`]);
  });
});
