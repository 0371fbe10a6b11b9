import { describe, expect, it } from 'vitest';
import { route, step } from '../../test/routeFixtures';
import type { Execution, StepRecord } from '../model';
import { startExecution } from '../transitions';
import { canCancel, isCancelling, latestPending, MIN_STUCK_MS, stuckAt } from './stuckTransaction';

const SWAP = step({ stepId: 'swap', estimatedTimeInSeconds: 12 });
const pending = (patch: Partial<StepRecord> = {}): StepRecord => ({
  stepId: 'swap',
  step: SWAP,
  networkType: 'evm',
  phase: 'submitted',
  txHash: '0xaa',
  sentAt: 1_000,
  ...patch,
});

function execution(
  before: Array<Pick<StepRecord, 'phase'> & { stepType: string }>,
  swap: StepRecord,
): Execution {
  const steps = before.map((b, i) => step({ stepId: `s${i}`, stepType: b.stepType as 'swap' }));
  const started = startExecution(route({ routeId: 'r' }), [...steps, SWAP], {
    recipient: '0x1',
    now: 0,
  });
  const records = started.steps.map((r, i) =>
    i < before.length ? { ...r, phase: before[i]!.phase } : swap,
  );
  return { ...started, steps: records };
}

describe('stuck transactions', () => {
  it('are stuck after the step’s expected time, at least 30 s, from the last one sent', () => {
    expect(stuckAt(pending())).toBe(1_000 + MIN_STUCK_MS);
    const slow = { ...SWAP, estimatedTimeInSeconds: 90 };
    expect(stuckAt(pending({ step: slow }))).toBe(1_000 + 90_000);
    // A speed-up starts the wait again.
    const replacements = [
      { kind: 'speed-up' as const, hash: '0xbb', replaces: '0xaa', at: 50_000 },
    ];
    expect(stuckAt(pending({ replacements }))).toBe(50_000 + MIN_STUCK_MS);
    expect(latestPending(pending({ replacements }))).toBe('0xbb');
    expect(latestPending(pending())).toBe('0xaa');
  });

  it('are only pending EVM transactions of the user', () => {
    expect(stuckAt(pending({ phase: 'tracking' }))).toBeUndefined();
    expect(stuckAt(pending({ phase: 'wallet', txHash: undefined }))).toBeUndefined();
    expect(stuckAt(pending({ networkType: 'sol' }))).toBeUndefined();
    expect(stuckAt(pending({ signing: 'typed', orderSignature: '0x1' }))).toBeUndefined();
    // A record from before `sentAt` counts from the step's start.
    expect(stuckAt(pending({ sentAt: undefined, startedAt: 500 }))).toBe(500 + MIN_STUCK_MS);
  });

  it('may be cancelled while nothing of the swap moved, and once', () => {
    const swap = pending();
    expect(canCancel(execution([], swap), swap)).toBe(true);
    expect(canCancel(execution([{ stepType: 'approval', phase: 'done' }], swap), swap)).toBe(true);
    expect(canCancel(execution([{ stepType: 'bridge', phase: 'skipped' }], swap), swap)).toBe(true);
    // The bridge delivered: cancelling the swap after it would leave the bridged tokens.
    expect(canCancel(execution([{ stepType: 'bridge', phase: 'done' }], swap), swap)).toBe(false);
    const cancelling = pending({
      replacements: [{ kind: 'cancel', hash: '0xcc', replaces: '0xaa', at: 40_000 }],
    });
    expect(isCancelling(cancelling)).toBe(true);
    expect(canCancel(execution([], cancelling), cancelling)).toBe(false);
  });
});
