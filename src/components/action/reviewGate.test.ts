import { describe, expect, it } from 'vitest';
import { confirmBlocker, type ReviewSteps } from './reviewGate';

const DONE: ReviewSteps = {
  recipientConfirmed: true,
  contract: { status: 'account' },
  contractAcknowledged: false,
  impactAccepted: true,
};

describe('confirmBlocker', () => {
  it('lets Confirm swap go once every step is done', () => {
    expect(confirmBlocker(DONE)).toBeUndefined();
    expect(confirmBlocker({ ...DONE, contract: { status: 'unchecked' } })).toBeUndefined();
  });

  it('waits for a contract recipient to be acknowledged, and for its check to answer', () => {
    const contract = { ...DONE, contract: { status: 'contract' } } as const;
    expect(confirmBlocker(contract)).toBe('acknowledgeContractFirst');
    expect(confirmBlocker({ ...contract, contractAcknowledged: true })).toBeUndefined();
    expect(confirmBlocker({ ...DONE, contract: { status: 'checking' } })).toBe(
      'checkingRecipientFirst',
    );
  });

  it('does not block on a check that failed: Review says so and the person decides', () => {
    expect(
      confirmBlocker({ ...DONE, contract: { status: 'failed', error: new Error('down') } }),
    ).toBeUndefined();
  });

  it('names the first step still to do, in the order Review shows them', () => {
    const nothingDone: ReviewSteps = {
      recipientConfirmed: false,
      contract: { status: 'contract' },
      contractAcknowledged: false,
      impactAccepted: false,
    };
    expect(confirmBlocker(nothingDone)).toBe('confirmRecipientFirst');
    expect(confirmBlocker({ ...nothingDone, recipientConfirmed: true })).toBe(
      'acknowledgeContractFirst',
    );
    expect(
      confirmBlocker({ ...nothingDone, recipientConfirmed: true, contractAcknowledged: true }),
    ).toBe('acceptImpactFirst');
  });
});
