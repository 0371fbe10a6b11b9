import { describe, expect, it } from 'vitest';
import { encodeQuoteQuery } from '../api/queryEncoding';
import type { QuoteRequest } from '../api/types';
import { defaultSettings } from '../config/widgetSettings';
import { PLACEHOLDER_ADDRESSES } from '../lib/addresses';
import { isValidAddress } from '../lib/addressFormats';
import { asset, ETH, USDC } from '../test/routeFixtures';
import { buildQuoteRequest, quoteRequestKey } from './buildQuoteRequest';
import { isQuotedForPlaceholder } from './isQuotedForPlaceholder';

const SOL = asset({
  symbol: 'SOL',
  chainId: 'sol',
  networkType: 'sol',
  decimals: 9,
  address: 'So11111111111111111111111111111111111111112',
});
const BONK = asset({
  symbol: 'BONK',
  chainId: 'sol',
  networkType: 'sol',
  decimals: 5,
  address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
});
const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const base = {
  fromAsset: ETH,
  toAsset: USDC,
  fromNetworkType: 'evm' as const,
  toNetworkType: 'evm' as const,
  amountText: '0.5',
  settings: defaultSettings(),
  isValidAddress,
};

describe('buildQuoteRequest', () => {
  it('quotes with the placeholder of the source type until a wallet is connected', () => {
    const req = buildQuoteRequest(base);
    expect(req).toMatchObject({
      fromChainId: '31337',
      toChainId: '31338',
      amount: { inputAmount: 500_000_000_000_000_000n },
      userWalletAddress: PLACEHOLDER_ADDRESSES.evm,
      slippageBps: 50,
    });
    expect(req?.recipient).toBeUndefined();
    expect(isQuotedForPlaceholder(req!)).toBe(true);
  });

  it('uses the connected wallet of the source network type', () => {
    const req = buildQuoteRequest({ ...base, sourceAddress: WALLET });
    expect(req?.userWalletAddress).toBe(WALLET);
    expect(isQuotedForPlaceholder(req!)).toBe(false);
  });

  it('never quotes for a stored zero address (storage is untrusted)', () => {
    const zero = buildQuoteRequest({
      ...base,
      sourceAddress: WALLET,
      settings: { ...defaultSettings(), recipient: '0x0000000000000000000000000000000000000000' },
    });
    expect(zero?.recipient).toBeUndefined();
  });

  it('never takes a placeholder typed or connected as one for the recipient of a real sender', () => {
    const typed = buildQuoteRequest({
      ...base,
      sourceAddress: WALLET,
      settings: { ...defaultSettings(), recipient: PLACEHOLDER_ADDRESSES.evm },
    });
    expect(typed?.recipient).toBeUndefined();
    expect(isQuotedForPlaceholder(typed!)).toBe(false);
  });

  it('across network types, quotes a real sender without a recipient for the placeholder, show-only', () => {
    // Routes before a recipient is given; the destination "wallet" here is itself a placeholder.
    const cross = buildQuoteRequest({
      ...base,
      sourceAddress: WALLET,
      toAsset: SOL,
      toNetworkType: 'sol',
      destinationAddress: PLACEHOLDER_ADDRESSES.sol,
    });
    expect(cross).toMatchObject({
      userWalletAddress: WALLET,
      recipient: PLACEHOLDER_ADDRESSES.sol,
    });
    expect(isQuotedForPlaceholder(cross!)).toBe(true);
  });

  it('across network types, quotes a placeholder sender for the placeholder of the destination type', () => {
    const req = buildQuoteRequest({ ...base, toAsset: SOL, toNetworkType: 'sol' });
    expect(req).toMatchObject({
      userWalletAddress: PLACEHOLDER_ADDRESSES.evm,
      recipient: PLACEHOLDER_ADDRESSES.sol,
    });
    // Shown only: neither side can sign or receive for real.
    expect(isQuotedForPlaceholder(req!)).toBe(true);
    expect(isQuotedForPlaceholder({ userWalletAddress: WALLET, recipient: req!.recipient })).toBe(
      true,
    );
    // A typed recipient still wins over the placeholder.
    const typed = buildQuoteRequest({
      ...base,
      toAsset: SOL,
      toNetworkType: 'sol',
      settings: { ...defaultSettings(), recipient: SOL_WALLET },
    });
    expect(typed?.recipient).toBe(SOL_WALLET);
  });

  it('sends a valid typed recipient, or the destination wallet across network types', () => {
    expect(
      buildQuoteRequest({ ...base, settings: { ...defaultSettings(), recipient: WALLET } })
        ?.recipient,
    ).toBe(WALLET);
    expect(
      buildQuoteRequest({ ...base, settings: { ...defaultSettings(), recipient: 'nonsense' } })
        ?.recipient,
    ).toBeUndefined();
    expect(
      buildQuoteRequest({
        ...base,
        toAsset: SOL,
        toNetworkType: 'sol',
        destinationAddress: SOL_WALLET,
      })?.recipient,
    ).toBe(SOL_WALLET);
  });

  it('waits with a typed recipient until the address checks have loaded', () => {
    const typed = { ...defaultSettings(), recipient: SOL_WALLET };
    const crossNetwork = {
      ...base,
      toAsset: SOL,
      toNetworkType: 'sol' as const,
      destinationAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      settings: typed,
    };
    // Not the destination wallet instead: the typed recipient is the user's choice.
    expect(buildQuoteRequest({ ...crossNetwork, isValidAddress: undefined })).toBeUndefined();
    expect(buildQuoteRequest(crossNetwork)?.recipient).toBe(SOL_WALLET);
  });

  it('returns undefined for an empty, zero or invalid amount', () => {
    for (const amountText of ['', '0', '0.000', 'abc', '1.2.3']) {
      expect(buildQuoteRequest({ ...base, amountText })).toBeUndefined();
    }
  });

  it('sends lite only for Solana -> Solana, and options for the networks involved', () => {
    const settings = {
      ...defaultSettings(),
      lite: true,
      solanaPriorityFee: 'high' as const,
      evmPriorityFee: 1000,
      includeProviders: ['a'],
      excludeProviders: ['b'],
    };
    const evm = buildQuoteRequest({ ...base, settings });
    expect(evm?.lite).toBeUndefined();
    expect(evm?.evmOptions).toEqual({ evmPriorityFee: 1000 });
    expect(evm?.solanaOptions).toBeUndefined();
    expect(evm).toMatchObject({ include: ['a'], exclude: ['b'] });
    const sol = buildQuoteRequest({
      ...base,
      fromAsset: SOL,
      toAsset: BONK,
      fromNetworkType: 'sol',
      toNetworkType: 'sol',
      settings,
    });
    expect(sol?.lite).toBe(true);
    expect(sol?.solanaOptions).toEqual({ solanaPriorityFee: 'high' });
    expect(sol?.evmOptions).toBeUndefined();
  });

  it("sends the integrator's fee as feeBps, none for 0, and keys the request by it", () => {
    expect(buildQuoteRequest(base)?.feeBps).toBeUndefined();
    expect(buildQuoteRequest({ ...base, integratorFeeBps: 0 })?.feeBps).toBeUndefined();
    const withFee = buildQuoteRequest({ ...base, integratorFeeBps: 25 });
    expect(withFee?.feeBps).toBe(25);
    expect(encodeQuoteQuery(withFee as QuoteRequest).get('feeBps')).toBe('25');
    // Routes quoted without the fee are not taken for routes with it (the query key is the request).
    expect(quoteRequestKey(withFee)).not.toBe(quoteRequestKey(buildQuoteRequest(base)));
  });

  it('has a stable key that sees bigints', () => {
    const a = buildQuoteRequest(base);
    expect(quoteRequestKey(a)).toBe(quoteRequestKey(buildQuoteRequest(base)));
    expect(quoteRequestKey(a)).not.toBe(
      quoteRequestKey(buildQuoteRequest({ ...base, amountText: '0.6' })),
    );
  });
});
