import { describe, expect, it } from 'vitest';
import { type Execution, type StepRecord, stepRecord } from '../../execution/model';
import { startExecution } from '../../execution/transitions';
import { route, step } from '../../test/routeFixtures';
import { requoteText, stepLabel, stepStateText } from './stepText';

describe('requoteText', () => {
  const confirmed = startExecution(route({ routeId: 'r1' }), [step()], {
    recipient: 'me',
    now: 0,
  });
  const requote = (maxAccounts: number, size: number, replacedRouteId: string) => ({
    replacedRouteId,
    maxAccounts,
    size,
    at: 1,
  });

  it('says nothing for the confirmed route', () => {
    expect(requoteText(confirmed)).toBeUndefined();
  });

  it('says the route was quoted again, with how many accounts, and why', () => {
    const once: Execution = { ...confirmed, requotes: [requote(15, 1402, 'r1')] };
    expect(requoteText(once)).toMatchInlineSnapshot(
      `"Quoted again with at most 15 accounts: the first route's Solana transaction was too large to send (1,402 bytes, the limit is 1,232)."`,
    );
    const twice: Execution = {
      ...once,
      requotes: [requote(15, 1402, 'r1'), requote(11, 1300, 'r2')],
    };
    expect(requoteText(twice)).toMatch(
      /^Quoted again 2 times with at most 11 accounts: .* \(1,402 bytes/,
    );
  });
});

describe('stepLabel and stepStateText of a gasless order', () => {
  const at = (phase: StepRecord['phase']): StepRecord => ({
    ...stepRecord(step()),
    phase,
    signing: 'typed',
  });
  const words = (phase: StepRecord['phase']) =>
    `${stepLabel(at(phase))} — ${stepStateText(at(phase))}`;

  it('asks to sign the order, then follows the order as it is filled', () => {
    expect(
      ['wallet', 'submitted', 'tracking', 'done', 'failed'].map((p) => words(p as never)),
    ).toMatchInlineSnapshot(`
        [
          "Sign order — Confirm in your wallet",
          "Order — Signed, submitting",
          "Order — Filling…",
          "Order — Filled",
          "Sign order — Failed",
        ]
      `);
  });
});
