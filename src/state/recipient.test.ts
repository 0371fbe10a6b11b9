import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_ADDRESSES } from '../lib/addresses';
import { checkRecipient, walletToOffer } from './recipient';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('checkRecipient', () => {
  it('is optional on the same network type', () => {
    expect(checkRecipient('', { fromNetworkType: 'evm', toNetworkType: 'evm' })).toEqual({
      required: false,
    });
    expect(checkRecipient(EVM, { fromNetworkType: 'evm', toNetworkType: 'evm' })).toEqual({
      required: false,
      recipient: EVM,
    });
  });

  it('is required across network types, in the destination format', () => {
    const ctx = { fromNetworkType: 'evm', toNetworkType: 'sol' } as const;
    expect(checkRecipient('', ctx).error).toBe('Enter a Solana address to receive the tokens.');
    expect(checkRecipient(EVM, ctx).error).toBe('Not a valid Solana address.');
    expect(checkRecipient(` ${SOL} `, ctx)).toEqual({ required: true, recipient: SOL });
  });

  it('is not required across network types when a destination-type wallet is connected', () => {
    const ctx = {
      fromNetworkType: 'evm',
      toNetworkType: 'sol',
      destinationWalletAddress: SOL,
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
    } as const;
    expect(checkRecipient('', ctx).required).toBe(true);
  });

  it('asks for the address in a sentence of its own per network type', () => {
    expect(checkRecipient('', { fromNetworkType: 'sol', toNetworkType: 'evm' }).error).toBe(
      'Enter an EVM address to receive the tokens.',
    );
  });

  it('offers the connected destination wallet only across network types, unless it is set', () => {
    const ctx = {
      fromNetworkType: 'evm',
      toNetworkType: 'sol',
      destinationWalletAddress: SOL,
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
    } as const;
    expect(walletToOffer('', same)).toBeUndefined();
  });

  it('refuses every placeholder', () => {
    for (const address of Object.values(PLACEHOLDER_ADDRESSES)) {
      expect(checkRecipient(address, { toNetworkType: 'evm' }).error).toMatch(/burn address/);
    }
    expect(checkRecipient(PLACEHOLDER_ADDRESSES.evm.toLowerCase(), {}).recipient).toBeUndefined();
  });
});
