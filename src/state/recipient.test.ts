import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_ADDRESSES } from '../lib/addresses';
import { isValidAddress } from '../lib/addressFormats';
import { checkRecipient, recipientInUse, walletToOffer } from './recipient';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('checkRecipient', () => {
  it('is optional on the same network type', () => {
    expect(
      checkRecipient('', { fromNetworkType: 'evm', toNetworkType: 'evm', isValidAddress }),
    ).toEqual({
      required: false,
    });
    expect(
      checkRecipient(EVM, { fromNetworkType: 'evm', toNetworkType: 'evm', isValidAddress }),
    ).toEqual({
      required: false,
      recipient: EVM,
    });
  });

  it('is required across network types, in the destination format', () => {
    const ctx = { fromNetworkType: 'evm', toNetworkType: 'sol', isValidAddress } as const;
    expect(checkRecipient('', ctx).error).toBe('Enter a Solana address to receive the tokens.');
    expect(checkRecipient(EVM, ctx).error).toBe('Not a valid Solana address.');
    expect(checkRecipient(` ${SOL} `, ctx)).toEqual({ required: true, recipient: SOL });
  });

  it('is not required across network types when a destination-type wallet is connected', () => {
    const ctx = {
      fromNetworkType: 'evm',
      toNetworkType: 'sol',
      destinationWalletAddress: SOL,
      isValidAddress,
    } as const;
    expect(checkRecipient('', ctx)).toEqual({ required: false });
    // A typed recipient still wins, and is still checked in the destination format.
    expect(checkRecipient(SOL, ctx)).toEqual({ required: false, recipient: SOL });
    expect(checkRecipient(EVM, ctx).error).toBe('Not a valid Solana address.');
  });

  it('does not count a placeholder as a connected destination wallet', () => {
    const ctx = {
      fromNetworkType: 'evm',
      toNetworkType: 'sol',
      destinationWalletAddress: PLACEHOLDER_ADDRESSES.sol,
      isValidAddress,
    } as const;
    expect(checkRecipient('', ctx).required).toBe(true);
  });

  it('asks for the address in a sentence of its own per network type', () => {
    expect(
      checkRecipient('', { fromNetworkType: 'sol', toNetworkType: 'evm', isValidAddress }).error,
    ).toBe('Enter an EVM address to receive the tokens.');
  });

  it('offers the connected destination wallet only across network types, unless it is set', () => {
    const ctx = {
      fromNetworkType: 'evm',
      toNetworkType: 'sol',
      destinationWalletAddress: SOL,
      isValidAddress,
    } as const;
    expect(walletToOffer('', ctx)).toBe(SOL);
    expect(walletToOffer(` ${SOL} `, ctx)).toBeUndefined();
    expect(walletToOffer('', { ...ctx, destinationWalletAddress: PLACEHOLDER_ADDRESSES.sol })).toBe(
      undefined,
    );
    const same = {
      fromNetworkType: 'evm',
      toNetworkType: 'evm',
      destinationWalletAddress: EVM,
      isValidAddress,
    } as const;
    expect(walletToOffer('', same)).toBeUndefined();
  });

  it('neither refuses nor uses a typed recipient while the address checks load', () => {
    const ctx = {
      fromNetworkType: 'evm',
      toNetworkType: 'sol',
      isValidAddress: undefined,
    } as const;
    expect(checkRecipient(EVM, ctx)).toEqual({ required: true, checking: true });
    expect(checkRecipient(SOL, ctx)).toEqual({ required: true, checking: true });
  });

  it('refuses the zero address as typed, in words, on EVM and Solana', () => {
    for (const [address, toNetworkType] of [
      ['0x0000000000000000000000000000000000000000', 'evm'],
      [' 0X0000000000000000000000000000000000000000 ', 'evm'],
      ['11111111111111111111111111111111', 'sol'],
    ] as const) {
      const check = checkRecipient(address, { toNetworkType, isValidAddress });
      expect(check.error).toBe('The zero address cannot receive tokens.');
      expect(check.recipient).toBeUndefined();
    }
    // Refused before the address checks have loaded, too.
    expect(
      checkRecipient('0x0000000000000000000000000000000000000000', {
        toNetworkType: 'evm',
        isValidAddress: undefined,
      }).error,
    ).toBe('The zero address cannot receive tokens.');
  });

  it("refuses Tron's and Cosmos's all-zero accounts as the zero address, any bech32 prefix", () => {
    for (const [address, toNetworkType] of [
      ['T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', 'tron'],
      ['cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a', 'cosmos'],
      ['osmo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqmcn030', 'cosmos'],
    ] as const) {
      const check = checkRecipient(address, { toNetworkType, isValidAddress });
      expect(check.error).toBe('The zero address cannot receive tokens.');
      expect(check.recipient).toBeUndefined();
    }
    // A real account with zeros in it is not the zero account.
    const cosmos = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpqsxkyk4';
    expect(checkRecipient(cosmos, { toNetworkType: 'cosmos', isValidAddress }).error).not.toBe(
      'The zero address cannot receive tokens.',
    );
  });

  it('refuses every placeholder: the burn ones as such, the zero ones as the zero address', () => {
    for (const address of [PLACEHOLDER_ADDRESSES.evm, PLACEHOLDER_ADDRESSES.sol]) {
      expect(checkRecipient(address, { toNetworkType: 'evm', isValidAddress }).error).toMatch(
        /burn address/,
      );
    }
    for (const address of [PLACEHOLDER_ADDRESSES.tron, PLACEHOLDER_ADDRESSES.cosmos]) {
      expect(checkRecipient(address, { toNetworkType: 'evm', isValidAddress }).error).toBe(
        'The zero address cannot receive tokens.',
      );
    }
    expect(
      checkRecipient(PLACEHOLDER_ADDRESSES.evm.toLowerCase(), { isValidAddress }).recipient,
    ).toBeUndefined();
  });
});

describe('recipientInUse', () => {
  const typed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const given = '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii';

  it("is the integrator's toAddress, fixed, over a typed one and a hidden field", () => {
    expect(recipientInUse({ toAddress: given }, typed)).toEqual({ text: given, fixed: true });
    expect(recipientInUse({ toAddress: given, hiddenUI: ['toAddress'] }, typed)).toEqual({
      text: given,
      fixed: true,
    });
  });

  it('is none while the field is hidden, else the typed one; a blank toAddress is none', () => {
    expect(recipientInUse({ hiddenUI: ['toAddress'] }, typed)).toEqual({ text: '', fixed: false });
    expect(recipientInUse({ hiddenUI: ['history'] }, typed)).toEqual({ text: typed, fixed: false });
    expect(recipientInUse({ toAddress: ' ' }, typed)).toEqual({ text: typed, fixed: false });
  });

  it('an invalid toAddress stays the recipient, so the check refuses it in words', () => {
    const inUse = recipientInUse({ toAddress: '0x1234' }, '');
    expect(
      checkRecipient(inUse.text, {
        fromNetworkType: 'evm',
        toNetworkType: 'sol',
        isValidAddress,
      }).error,
    ).toBe('Not a valid Solana address.');
  });
});
