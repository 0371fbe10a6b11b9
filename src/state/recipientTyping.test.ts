import { describe, expect, it } from 'vitest';
import { isValidAddress } from '../lib/addressFormats';
import { recipientAfterTyping } from './recipientTyping';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('recipientAfterTyping', () => {
  const ctx = { fromNetworkType: 'evm', toNetworkType: 'evm', isValidAddress } as const;
  const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

  it('stores a usable address, and none for an empty field', () => {
    expect(recipientAfterTyping('', EVM, ctx)).toEqual({ store: EVM });
    expect(recipientAfterTyping(EVM, OTHER, ctx)).toEqual({ store: OTHER });
    expect(recipientAfterTyping(EVM, '  ', ctx)).toEqual({ store: '' });
  });

  it('clears a stored recipient typed over with an invalid one, and names it', () => {
    expect(recipientAfterTyping(EVM, `${EVM}0`, ctx)).toEqual({ store: '', cleared: EVM });
    expect(recipientAfterTyping(EVM, `0x${'0'.repeat(40)}`, ctx)).toEqual({
      store: '',
      cleared: EVM,
    });
    // Typed over while the checks load: not used until they say it may be.
    expect(recipientAfterTyping(EVM, OTHER, { ...ctx, isValidAddress: undefined })).toEqual({
      store: '',
      cleared: EVM,
    });
  });

  it('leaves the store alone while nothing is stored and the text is not usable', () => {
    expect(recipientAfterTyping('', '0x12', ctx)).toEqual({});
  });
});
