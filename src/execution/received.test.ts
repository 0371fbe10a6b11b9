import { describe, expect, it } from 'vitest';
import type { Asset, Step } from '../api/types';
import { asset, ETH, route, SOLANA_SOL, SOLANA_USDC, step } from '../test/routeFixtures';
import type { Execution } from './model';
import { feeBearingTransactions, receivedFromLedger, sharesRecipientBalance } from './received';
import { startExecution } from './transitions';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = asset({ symbol: 'USDC', decimals: 6 });
const SOL = SOLANA_SOL;
const SOL_USDC = SOLANA_USDC;

/** An execution of `steps` to `to`, every step sent (`0x1`, `0x2`, ...) unless it has no hash. */
function executed(to: Asset, steps: Step[], hashes: (string | undefined)[]): Execution {
  const r = route({ routeId: 'r', from: steps[0]?.from ?? USDC, to, steps });
  const execution = startExecution(r, steps, { recipient: USER, balanceBefore: 0n, now: 0 });
  return {
    ...execution,
    steps: execution.steps.map((s, i) => ({ ...s, phase: 'done', txHash: hashes[i] })),
  };
}

describe('feeBearingTransactions', () => {
  const approval = step({ stepId: 'a', stepType: 'approval', from: USDC, to: USDC });
  const swap = step({ stepId: 's', from: USDC, to: ETH });

  it('native output: every sent transaction on the output chain, approvals included', () => {
    expect(feeBearingTransactions(executed(ETH, [approval, swap], ['0x1', '0x2']))).toEqual([
      { chainId: '31337', networkType: 'evm', hash: '0x1' },
      { chainId: '31337', networkType: 'evm', hash: '0x2' },
    ]);
  });

  it('leaves out steps with nothing sent (an allowance that covered the swap)', () => {
    expect(feeBearingTransactions(executed(ETH, [approval, swap], [undefined, '0x2']))).toEqual([
      { chainId: '31337', networkType: 'evm', hash: '0x2' },
    ]);
  });

  it('leaves out transactions on another chain (a bridge deposit; the relayer pays delivery)', () => {
    const eth31338 = { ...ETH, chainId: '31338' };
    const bridge = step({ stepId: 'b', stepType: 'bridge', from: USDC, to: eth31338 });
    expect(feeBearingTransactions(executed(eth31338, [approval, bridge], ['0x1', '0x2']))).toEqual(
      [],
    );
  });

  it('none for a token output: fees never come out of its balance', () => {
    const toUsdc = step({ stepId: 's', from: ETH, to: USDC });
    expect(feeBearingTransactions(executed(USDC, [toUsdc], ['0x1']))).toEqual([]);
  });

  it('Solana: the swap signature, for SOL out', () => {
    const solSwap = step({ stepId: 's', from: SOL_USDC, to: SOL });
    expect(feeBearingTransactions(executed(SOL, [solSwap], ['5sig']))).toEqual([
      { chainId: 'sol', networkType: 'sol', hash: '5sig' },
    ]);
  });
});

describe('receivedFromLedger', () => {
  const recipient = { address: USER, networkType: 'evm' as const };

  it('is the balance change plus the fees the recipient paid from that balance', () => {
    const fees = [
      { payer: USER, fee: 46_000n },
      { payer: USER.toLowerCase(), fee: 120_000n },
    ];
    expect(receivedFromLedger({ before: 1_000_000n, after: 1_500_000n }, recipient, fees)).toBe(
      666_000n,
    );
  });

  it("adds nothing another wallet paid: it never left the recipient's balance", () => {
    const fees = [{ payer: OTHER, fee: 46_000n }];
    expect(receivedFromLedger({ before: 10n, after: 70n }, recipient, fees)).toBe(60n);
  });

  it('compares Solana payers exactly (base58 is case-sensitive)', () => {
    const owner = '931wtFGxz11zjHztrtXv2zCVipjLLepMS6b48bdDHv5i';
    const fees = [
      { payer: owner, fee: 5_000n },
      { payer: owner.toLowerCase(), fee: 7n },
    ];
    const solRecipient = { address: owner, networkType: 'sol' as const };
    expect(receivedFromLedger({ before: 0n, after: 39_995_000n }, solRecipient, fees)).toBe(
      40_000_000n,
    );
  });

  it('is the balance change alone without fees', () => {
    expect(receivedFromLedger({ before: 5n, after: 9n }, recipient, [])).toBe(4n);
  });
});

describe('sharesRecipientBalance', () => {
  const swap = step({ from: USDC, to: ETH });
  /** An execution to `to` for `recipient` that began at `createdAt` and last changed at `updatedAt`. */
  const one = (
    id: string,
    times: { createdAt: number; updatedAt: number },
    extra: { to?: Asset; recipient?: string; sent?: boolean } = {},
  ): Execution => {
    const e = executed(extra.to ?? ETH, [swap], [extra.sent === false ? undefined : '0x1']);
    return { ...e, id, recipient: extra.recipient ?? USER, ...times };
  };
  const mine = one('a', { createdAt: 100, updatedAt: 200 });

  it('is false for executions that ended before this one began, and for other tokens or recipients', () => {
    expect(
      sharesRecipientBalance(mine, [
        mine,
        one('before', { createdAt: 10, updatedAt: 90 }),
        one('usdc', { createdAt: 150, updatedAt: 300 }, { to: USDC }),
        one('other', { createdAt: 150, updatedAt: 300 }, { recipient: OTHER }),
        one('unsent', { createdAt: 150, updatedAt: 300 }, { sent: false }),
      ]),
    ).toBe(false);
  });

  it('is true for one to the same wallet and token that went on, or began, while this one ran', () => {
    const started = one('later', { createdAt: 300, updatedAt: 400 });
    const older = one(
      'older',
      { createdAt: 10, updatedAt: 150 },
      { recipient: USER.toLowerCase() },
    );
    expect(sharesRecipientBalance(mine, [mine, started])).toBe(true);
    expect(sharesRecipientBalance(mine, [mine, older])).toBe(true);
  });
});
