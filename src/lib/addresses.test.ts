import { base58, bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  isPlaceholderAddress,
  isSameAddress,
  PLACEHOLDER_ADDRESSES,
  placeholderAddress,
  shortenAddress,
} from './addresses';
import { isValidAddress } from './addressFormats';
import { isNativeEvmAddress, NATIVE_EVM_ADDRESS } from './nativeAddresses';
import type { NetworkType } from './types';

const EVM_CHECKSUMMED = '0x787bc77F1700DCE0f8c1581c18A12d3153D1B150';
const SOL_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const cosmosAddress = (prefix: string, bytes: number) =>
  bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(7)));

describe('isValidAddress: evm', () => {
  it('accepts a correct checksum, all-lowercase and all-uppercase hex', () => {
    expect(isValidAddress('evm', EVM_CHECKSUMMED)).toBe(true);
    expect(isValidAddress('evm', EVM_CHECKSUMMED.toLowerCase())).toBe(true);
    expect(isValidAddress('evm', `0x${EVM_CHECKSUMMED.slice(2).toUpperCase()}`)).toBe(true);
  });
  it('rejects a bad checksum and malformed hex', () => {
    // last `B` lowercased
    expect(isValidAddress('evm', '0x787bc77F1700DCE0f8c1581c18A12d3153D1b150')).toBe(false);
    expect(isValidAddress('evm', EVM_CHECKSUMMED.slice(0, -1))).toBe(false);
    expect(isValidAddress('evm', `${EVM_CHECKSUMMED}0`)).toBe(false);
    expect(isValidAddress('evm', EVM_CHECKSUMMED.slice(2))).toBe(false);
    expect(isValidAddress('evm', '0xZZ7bc77f1700dce0f8c1581c18a12d3153d1b150')).toBe(false);
    expect(isValidAddress('evm', ` ${EVM_CHECKSUMMED}`)).toBe(false);
    expect(isValidAddress('evm', '')).toBe(false);
  });
});

describe('isValidAddress: sol', () => {
  it('accepts 32-byte base58 keys', () => {
    expect(isValidAddress('sol', SOL_USDC_MINT)).toBe(true);
    expect(isValidAddress('sol', '11111111111111111111111111111111')).toBe(true);
  });
  it('rejects wrong lengths, bad characters and other networks', () => {
    expect(isValidAddress('sol', base58.encode(new Uint8Array(31).fill(9)))).toBe(false);
    expect(isValidAddress('sol', base58.encode(new Uint8Array(33).fill(9)))).toBe(false);
    expect(isValidAddress('sol', base58.encode(new Uint8Array(32).fill(9)))).toBe(true);
    expect(isValidAddress('sol', `${SOL_USDC_MINT}1`)).toBe(false);
    expect(isValidAddress('sol', `${SOL_USDC_MINT.slice(0, -1)}0`)).toBe(false); // 0 not base58
    expect(isValidAddress('sol', `${SOL_USDC_MINT.slice(0, -1)}l`)).toBe(false); // l not base58
    expect(isValidAddress('sol', EVM_CHECKSUMMED)).toBe(false);
    expect(isValidAddress('sol', TRON_USDT)).toBe(false);
  });
});

describe('isValidAddress: tron', () => {
  it('accepts base58check T-addresses', () => {
    expect(isValidAddress('tron', TRON_USDT)).toBe(true);
  });
  it('rejects a broken checksum, another prefix and hex', () => {
    expect(isValidAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    // A Bitcoin P2PKH address is valid base58check but has prefix 0x00.
    expect(isValidAddress('tron', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidAddress('tron', '41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(false);
    expect(isValidAddress('tron', SOL_USDC_MINT)).toBe(false);
  });
});

describe('isValidAddress: cosmos', () => {
  it('accepts 20- and 32-byte bech32 addresses with the expected prefix', () => {
    expect(isValidAddress('cosmos', cosmosAddress('cosmos', 20))).toBe(true);
    expect(isValidAddress('cosmos', cosmosAddress('cosmos', 32))).toBe(true);
    expect(isValidAddress('cosmos', cosmosAddress('cosmos', 20).toUpperCase())).toBe(true);
    expect(isValidAddress('cosmos', cosmosAddress('osmo', 20), { bech32Prefix: 'osmo' })).toBe(
      true,
    );
  });
  it('rejects another prefix, bad checksum, odd lengths and mixed case', () => {
    const good = cosmosAddress('cosmos', 20);
    expect(isValidAddress('cosmos', cosmosAddress('osmo', 20))).toBe(false);
    expect(isValidAddress('cosmos', good, { bech32Prefix: 'osmo' })).toBe(false);
    expect(isValidAddress('cosmos', `${good.slice(0, -1)}${good.endsWith('q') ? 'p' : 'q'}`)).toBe(
      false,
    );
    expect(isValidAddress('cosmos', cosmosAddress('cosmos', 21))).toBe(false);
    expect(isValidAddress('cosmos', `${good.slice(0, 10).toUpperCase()}${good.slice(10)}`)).toBe(
      false,
    );
    expect(isValidAddress('cosmos', 'cosmos1')).toBe(false);
  });
});

describe('placeholders', () => {
  it.each(['evm', 'sol', 'tron', 'cosmos'] as NetworkType[])(
    'the %s placeholder is a valid address and is recognised',
    (networkType) => {
      const address = placeholderAddress(networkType);
      expect(isValidAddress(networkType, address)).toBe(true);
      expect(isPlaceholderAddress(address)).toBe(true);
    },
  );
  it('recognises placeholders in other casings, and nothing else', () => {
    expect(isPlaceholderAddress(PLACEHOLDER_ADDRESSES.evm.toLowerCase())).toBe(true);
    expect(isPlaceholderAddress(` ${PLACEHOLDER_ADDRESSES.evm} `)).toBe(true);
    expect(isPlaceholderAddress(EVM_CHECKSUMMED)).toBe(false);
    expect(isPlaceholderAddress(SOL_USDC_MINT)).toBe(false);
    expect(isPlaceholderAddress('')).toBe(false);
  });
});

describe('shortenAddress', () => {
  it('keeps the head and tail', () => {
    expect(shortenAddress(EVM_CHECKSUMMED)).toBe('0x787b…B150');
    expect(shortenAddress(SOL_USDC_MINT)).toBe('EPjF…Dt1v');
    expect(shortenAddress('short')).toBe('short');
    expect(shortenAddress('123456789')).toBe('123456789');
    expect(shortenAddress('1234567890')).toBe('1234…7890');
  });
});

describe('isNativeEvmAddress', () => {
  it('matches the all-e address in any case', () => {
    expect(isNativeEvmAddress(NATIVE_EVM_ADDRESS)).toBe(true);
    expect(isNativeEvmAddress(`0x${'e'.repeat(40)}`)).toBe(true);
    expect(isNativeEvmAddress(`0x${'E'.repeat(40)}`)).toBe(true);
    expect(isNativeEvmAddress(`0x${'e'.repeat(39)}`)).toBe(false);
    expect(isNativeEvmAddress(`0x${'0'.repeat(40)}`)).toBe(false);
  });
});

describe('isSameAddress', () => {
  it('is case-insensitive for hex and bech32 only', () => {
    expect(isSameAddress('evm', EVM_CHECKSUMMED, EVM_CHECKSUMMED.toLowerCase())).toBe(true);
    const cosmos = cosmosAddress('cosmos', 20);
    expect(isSameAddress('cosmos', cosmos, cosmos.toUpperCase())).toBe(true);
    expect(isSameAddress('sol', SOL_USDC_MINT, SOL_USDC_MINT.toLowerCase())).toBe(false);
    expect(isSameAddress('sol', SOL_USDC_MINT, SOL_USDC_MINT)).toBe(true);
  });
});
