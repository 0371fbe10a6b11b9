import { describe, expect, it } from 'vitest';
import { route, step } from '../../test/routeFixtures';
import {
  startExecution,
  stepAtWallet,
  stepPreparing,
  stepSubmitted,
  TransitionError,
} from '../transitions';
import { stepCancelled, stepReplaced } from './replacementTransitions';

const SWAP = step({ stepId: 'swap' });

function submitted() {
  let x = startExecution(route({ routeId: 'r' }), [SWAP], { recipient: '0x1', now: 0 });
  x = stepPreparing(x, 'swap', 1);
  x = stepAtWallet(x, 'swap', { nonce: 4 }, 2);
  return stepSubmitted(x, 'swap', { txHash: '0xaa' }, 3);
}

describe('replacement transitions', () => {
  it('keep every replacement sent, and the time the step was first sent', () => {
    const first = submitted();
    expect(first.steps[0]?.sentAt).toBe(3);
    const sped = stepReplaced(
      first,
      'swap',
      { kind: 'speed-up', hash: '0xbb', replaces: '0xaa' },
      40,
    );
    const twice = stepReplaced(
      sped,
      'swap',
      { kind: 'cancel', hash: '0xcc', replaces: '0xbb' },
      80,
    );
    expect(twice.steps[0]).toMatchObject({
      phase: 'submitted',
      txHash: '0xaa',
      replacements: [
        { kind: 'speed-up', hash: '0xbb', replaces: '0xaa', at: 40 },
        { kind: 'cancel', hash: '0xcc', replaces: '0xbb', at: 80 },
      ],
    });
    // The speed-up landed: the step's hash is it, sent when the step first was.
    const landed = stepSubmitted(sped, 'swap', { txHash: '0xbb' }, 90);
    expect(landed.steps[0]).toMatchObject({ txHash: '0xbb', sentAt: 3 });
    expect(first.steps[0]?.replacements).toBeUndefined();
  });

  it('refuse a replacement for a step without a transaction', () => {
    let x = startExecution(route({ routeId: 'r' }), [SWAP], { recipient: '0x1', now: 0 });
    x = stepPreparing(x, 'swap', 1);
    expect(() =>
      stepReplaced(x, 'swap', { kind: 'cancel', hash: '0xcc', replaces: '0xaa' }, 2),
    ).toThrow(TransitionError);
  });

  it('end the execution cancelled when a cancellation landed, with its fee', () => {
    const sent = stepReplaced(
      submitted(),
      'swap',
      { kind: 'cancel', hash: '0xcc', replaces: '0xaa' },
      40,
    );
    const over = stepCancelled(sent, 'swap', { txHash: '0xcc', fee: 21_000n }, 50);
    expect(over).toMatchObject({ status: 'cancelled', cancelFee: 21_000n, settledAt: 50 });
    expect(over.steps[0]).toMatchObject({ phase: 'cancelled', txHash: '0xcc', finishedAt: 50 });
    // The wallet's own cancellation, which the widget did not send, is recorded as one.
    const own = stepCancelled(submitted(), 'swap', { txHash: '0xdd' }, 60);
    expect(own.steps[0]?.replacements).toEqual([
      { kind: 'cancel', hash: '0xdd', replaces: '0xaa', at: 60 },
    ]);
    expect(own.cancelFee).toBeUndefined();
  });
});
