import { describe, expect, it } from 'vitest';
import { type Execution, type StepRecord, stepRecord } from '../../execution/model';
import { startExecution } from '../../execution/transitions';
import { de } from '../../i18n/de/index';
import { createI18n } from '../../i18n/i18n';
import { route, step } from '../../test/routeFixtures';
import { approvalNote, requoteText, stepLabel, stepStateText } from './stepText';

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

describe('approvalNote', () => {
  const usdc = { ...step().from, symbol: 'USDC' };
  const approval = stepRecord(step({ stepType: 'approval', from: usdc, to: usdc }));
  const spender = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

  it('names the contract an unlimited approval allows, in full, once it is known', () => {
    const atWallet: StepRecord = {
      ...approval,
      phase: 'wallet',
      target: spender,
      unlimitedApproval: true,
    };
    expect(approvalNote(atWallet)).toBe(`Unlimited approval of USDC to ${spender} (your setting).`);
  });

  it('says nothing of an exact approval, or before the contract is known', () => {
    expect(approvalNote({ ...approval, phase: 'wallet', target: spender })).toBeUndefined();
    expect(approvalNote({ ...approval, unlimitedApproval: true })).toBeUndefined();
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

describe('step texts in German', () => {
  const german = createI18n('de', de);
  const confirmed = startExecution(route({ routeId: 'r1' }), [step()], {
    recipient: 'me',
    now: 0,
  });

  it('says labels, states and a re-quote in German, numbers grouped as Germans do', () => {
    const approval: StepRecord = {
      ...stepRecord(step({ stepType: 'approval' })),
      phase: 'skipped',
    };
    expect(`${stepLabel(approval, german)} — ${stepStateText(approval, german)}`).toMatch(
      / freigeben — Erledigt, bereits freigegeben$/,
    );
    const tracking: StepRecord = {
      ...stepRecord(step({ estimatedTimeInSeconds: 90 })),
      phase: 'tracking',
    };
    expect(stepStateText(tracking, german)).toMatch(/^Ausstehend, etwa /);
    const requoted: Execution = {
      ...confirmed,
      requotes: [{ replacedRouteId: 'r1', maxAccounts: 15, size: 1402, at: 1 }],
    };
    expect(requoteText(requoted, german)).toBe(
      'Neu angefragt mit höchstens 15 Konten: Die Solana-Transaktion der ersten Route war zu groß zum Senden (1.402 Bytes, die Grenze liegt bei 1.232).',
    );
  });
});

describe('a step waiting for its wallet', () => {
  const waiting: StepRecord = {
    ...stepRecord(step({ stepType: 'claim' })),
    phase: 'preparing',
    awaitsWallet: 'evm',
  };

  it('names the network whose wallet it waits for, in English and German', () => {
    expect(`${stepLabel(waiting)} — ${stepStateText(waiting)}`).toBe(
      'Claim — Connect your EVM wallet to continue.',
    );
    expect(stepStateText(waiting, createI18n('de', de))).toBe(
      'Verbinden Sie Ihre EVM-Wallet, um fortzufahren.',
    );
  });
});
