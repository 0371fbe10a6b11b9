import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../config/widgetSettings';
import { PLACEHOLDER_ADDRESSES } from '../lib/addresses';
import { isValidAddress } from '../lib/addressFormats';
import { asset, ETH } from '../test/routeFixtures';
import { buildQuoteRequest, quoteRequestKey } from './buildQuoteRequest';
import {
  buildDeepLinkQuoteRequest,
  isSameAsDeepLinkRequest,
  networkTypeOfTokenAddress,
} from './deepLinkQuoteRequest';

const EVM_TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SOL_TOKEN = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TRON_TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SOL_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USDC = asset({ symbol: 'USDC', decimals: 6, chainId: '31338', address: EVM_TOKEN });

const link = {
  from: { chainId: '31337', tokenAddress: ETH.address },
  to: { chainId: '31338', tokenAddress: USDC.address },
  amountText: '0.5',
  settings: defaultSettings(),
  isValidAddress,
};

describe('networkTypeOfTokenAddress', () => {
  it('tells EVM, Solana and Tron token addresses apart by format', () => {
    expect(networkTypeOfTokenAddress(EVM_TOKEN, isValidAddress)).toBe('evm');
    expect(networkTypeOfTokenAddress(EVM_TOKEN.toLowerCase(), isValidAddress)).toBe('evm');
    expect(networkTypeOfTokenAddress(SOL_TOKEN, isValidAddress)).toBe('sol');
    expect(networkTypeOfTokenAddress(TRON_TOKEN, isValidAddress)).toBe('tron');
  });
  it('says nothing for denoms, junk or nothing', () => {
    for (const address of ['uatom', 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CE', '0x12', '']) {
      expect(networkTypeOfTokenAddress(address, isValidAddress)).toBeUndefined();
    }
    expect(networkTypeOfTokenAddress(undefined, isValidAddress)).toBeUndefined();
  });
});

describe('buildDeepLinkQuoteRequest', () => {
  it('quotes the linked tokens and amount as typed, for the placeholder wallet', () => {
    expect(buildDeepLinkQuoteRequest(link)).toEqual({
      fromChainId: '31337',
      fromAssetAddress: ETH.address,
      toChainId: '31338',
      toAssetAddress: USDC.address,
      amount: { inputAmountDisplay: '0.5' },
      userWalletAddress: PLACEHOLDER_ADDRESSES.evm,
      slippageBps: 50,
    });
  });

  it("carries the integrator's fee, as the full request does", () => {
    const deepLink = buildDeepLinkQuoteRequest({ ...link, integratorFeeBps: 30 });
    expect(deepLink?.feeBps).toBe(30);
    const full = buildQuoteRequest({
      fromAsset: ETH,
      toAsset: USDC,
      fromNetworkType: 'evm',
      toNetworkType: 'evm',
      amountText: '0.5',
      settings: defaultSettings(),
      isValidAddress,
      integratorFeeBps: 30,
    });
    const choice = { fromDecimals: 18, fromNetworkType: 'evm', toNetworkType: 'evm' } as const;
    expect(isSameAsDeepLinkRequest(deepLink, full, choice)).toBe(true);
    expect(isSameAsDeepLinkRequest(buildDeepLinkQuoteRequest(link), full, choice)).toBe(false);
  });

  it('pays a connected destination wallet across network types, as the full request does', () => {
    const req = buildDeepLinkQuoteRequest({
      ...link,
      to: { chainId: 'sol', tokenAddress: SOL_TOKEN },
      destinationAddress: SOL_WALLET,
    });
    expect(req?.recipient).toBe(SOL_WALLET);
  });

  it('asks nothing for an incomplete link, the same token twice, an unknown format or a bad amount', () => {
    expect(buildDeepLinkQuoteRequest({ ...link, to: { chainId: '31338' } })).toBeUndefined();
    expect(buildDeepLinkQuoteRequest({ ...link, to: link.from })).toBeUndefined();
    expect(
      buildDeepLinkQuoteRequest({ ...link, to: { chainId: 'cosmoshub-4', tokenAddress: 'uatom' } }),
    ).toBeUndefined();
    expect(buildDeepLinkQuoteRequest({ ...link, amountText: '0' })).toBeUndefined();
  });
});

describe('isSameAsDeepLinkRequest', () => {
  const choice = {
    fromDecimals: ETH.decimals,
    fromNetworkType: 'evm',
    toNetworkType: 'evm',
  } as const;
  const full = (amountText: string, sourceAddress?: string) =>
    buildQuoteRequest({
      fromAsset: ETH,
      toAsset: USDC,
      fromNetworkType: 'evm',
      toNetworkType: 'evm',
      amountText,
      settings: defaultSettings(),
      sourceAddress,
      isValidAddress,
    });

  it('keeps the deep link request when the resolved tokens ask for the same', () => {
    // The link's address in another letter case is the same EVM token.
    const deepLink = buildDeepLinkQuoteRequest({
      ...link,
      to: { chainId: '31338', tokenAddress: USDC.address.toUpperCase().replace('0X', '0x') },
    });
    expect(isSameAsDeepLinkRequest(deepLink, full('0.5'), choice)).toBe(true);
    expect(quoteRequestKey(deepLink)).not.toBe(quoteRequestKey(full('0.5')));
  });

  it('replaces it when anything differs: amount, wallet, or a decimal the token does not have', () => {
    const deepLink = buildDeepLinkQuoteRequest(link);
    expect(isSameAsDeepLinkRequest(deepLink, full('0.6'), choice)).toBe(false);
    expect(isSameAsDeepLinkRequest(deepLink, full('0.5', SOL_WALLET), choice)).toBe(false);
    expect(
      isSameAsDeepLinkRequest(
        buildDeepLinkQuoteRequest({ ...link, amountText: '0.123' }),
        full('0.123'),
        { ...choice, fromDecimals: 2 },
      ),
    ).toBe(false);
    expect(isSameAsDeepLinkRequest(undefined, full('0.5'), choice)).toBe(false);
  });
});
