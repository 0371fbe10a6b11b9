import { describe, expect, it } from 'vitest';
import { atomicBatchSupported, isMethodUnsupported } from './batchCapability';
import { CallsStatusAnswerError, parseCallsStatus } from './callsStatus';

// What a wallet answers about batches is its word, of any shape: read here, before the engine acts.

const HASH = `0x${'ab'.repeat(32)}`;

describe('atomicBatchSupported (wallet_getCapabilities)', () => {
  it('is yes only for atomic "supported" or "ready" on the chain, or on 0x0 (every chain)', () => {
    expect(atomicBatchSupported({ '0x7a69': { atomic: { status: 'supported' } } }, 31337)).toBe(
      true,
    );
    expect(atomicBatchSupported({ '0x7A69': { atomic: { status: 'ready' } } }, 31337)).toBe(true);
    expect(atomicBatchSupported({ '0x0': { atomic: { status: 'supported' } } }, 31337)).toBe(true);
    expect(atomicBatchSupported({ '0x7a69': { atomic: { status: 'unsupported' } } }, 31337)).toBe(
      false,
    );
    expect(atomicBatchSupported({ '0x7a6a': { atomic: { status: 'supported' } } }, 31337)).toBe(
      false,
    );
    for (const nonsense of [
      null,
      'yes',
      [],
      { '0x7a69': true },
      { '0x7a69': { atomic: 'supported' } },
    ]) {
      expect(atomicBatchSupported(nonsense, 31337)).toBe(false);
    }
  });

  it('takes 4200, -32601 and -32004 (on the error or its cause) for a wallet without the method', () => {
    expect(isMethodUnsupported({ code: 4200 })).toBe(true);
    expect(isMethodUnsupported(new Error('x', { cause: { code: -32601 } }))).toBe(true);
    expect(isMethodUnsupported({ code: -32004 })).toBe(true);
    expect(isMethodUnsupported({ code: 4001 })).toBe(false);
    expect(isMethodUnsupported(new Error('rejected'))).toBe(false);
  });
});

describe('parseCallsStatus (wallet_getCallsStatus)', () => {
  it('reads pending, confirmed with its transactions, and failed', () => {
    expect(parseCallsStatus({ status: 100 })).toEqual({ status: 'pending' });
    expect(
      parseCallsStatus({ status: 200, receipts: [{ transactionHash: HASH, status: '0x1' }] }),
    ).toEqual({ status: 'confirmed', hashes: [HASH] });
    expect(parseCallsStatus({ status: 400 })).toEqual({ status: 'failed', code: 400 });
    expect(parseCallsStatus({ status: 500, receipts: [] })).toEqual({
      status: 'failed',
      code: 500,
    });
  });

  it('refuses what is not EIP-5792: no status, a confirmation without receipts or with no hash', () => {
    for (const nonsense of [
      undefined,
      { status: 'CONFIRMED' },
      { status: 300 },
      { status: 200 },
      { status: 200, receipts: [] },
      { status: 200, receipts: [{ transactionHash: 'batch-1' }] },
    ]) {
      expect(() => parseCallsStatus(nonsense)).toThrow(CallsStatusAnswerError);
    }
  });
});
