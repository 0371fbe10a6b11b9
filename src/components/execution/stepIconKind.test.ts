import { describe, expect, it } from 'vitest';
import { type StepPhase, stepRecord } from '../../execution/model';
import { step } from '../../test/routeFixtures';
import { stepIconKind } from './stepIconKind';

const at = (phase: StepPhase) => ({ ...stepRecord(step()), phase });

describe('stepIconKind', () => {
  it('spins on a step being worked on while the swap runs', () => {
    for (const phase of [
      'preparing',
      'switching-chain',
      'wallet',
      'submitted',
      'tracking',
    ] as const) {
      expect(stepIconKind(at(phase), 'running')).toBe('running');
    }
  });

  it('marks finished steps done or failed, and steps not started waiting', () => {
    expect(stepIconKind(at('done'), 'running')).toBe('done');
    expect(stepIconKind(at('skipped'), 'done')).toBe('done');
    expect(stepIconKind(at('failed'), 'failed')).toBe('failed');
    expect(stepIconKind(at('cancelled'), 'cancelled')).toBe('failed');
    expect(stepIconKind(at('waiting'), 'running')).toBe('waiting');
  });

  it('does not spin where nothing happens until the person acts', () => {
    expect(stepIconKind(at('wallet'), 'stopped')).toBe('waiting');
    expect(stepIconKind(at('tracking'), 'running', true)).toBe('waiting');
    expect(stepIconKind({ ...at('preparing'), awaitsWallet: 'sol' }, 'running')).toBe('waiting');
  });
});
