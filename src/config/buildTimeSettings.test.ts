import { describe, expect, it } from 'vitest';
import {
  BuildSettingError,
  parseFlag,
  parseWalletConnectSetting,
  parseWebSocketUrl,
} from './buildSettings';
import { pageBuildSettings } from './buildTimeSettings';
import { parseCosmosChainsSetting } from './cosmosChains';

describe('pageBuildSettings: VITE_QUICK_SWAP', () => {
  it('turns /quick-swap on for true or 1 only; unset, false, 0 or a bad value leave it off', () => {
    const quickSwap = (VITE_QUICK_SWAP: string | undefined) =>
      pageBuildSettings({ VITE_QUICK_SWAP }).page.quickSwap;
    expect([quickSwap('true'), quickSwap(' 1 '), quickSwap('TRUE')]).toEqual([true, true, true]);
    expect([quickSwap(undefined), quickSwap(''), quickSwap('false'), quickSwap('0')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // The build refuses it (`pagePolicyPlugin.ts`); a page that gets one anyway stays off.
    expect(quickSwap('yes')).toBeUndefined();
  });
});

describe('parseFlag', () => {
  it('refuses anything but true, false, 1 or 0, naming the setting', () => {
    expect(() => parseFlag('on', 'VITE_QUICK_SWAP')).toThrow(BuildSettingError);
    expect(() => parseFlag('on', 'VITE_QUICK_SWAP')).toThrowErrorMatchingInlineSnapshot(
      `[BuildSettingError: VITE_QUICK_SWAP: "on" is not true, false, 1 or 0]`,
    );
  });
});

const OSMOSIS = {
  chainName: 'Osmosis',
  rpcUrl: 'https://rpc.osmosis.example',
  restUrl: 'https://rest.osmosis.example',
  bech32Prefix: 'osmo',
  coinType: 118,
  feeDenom: 'uosmo',
  feeSymbol: 'OSMO',
  feeDecimals: 6,
  gasPrice: '0.025',
};

describe('VITE_COSMOS_CHAINS', () => {
  it('gives the page its cosmosChains; unset or unreadable, none', () => {
    const cosmosChains = (VITE_COSMOS_CHAINS: string | undefined) =>
      pageBuildSettings({ VITE_COSMOS_CHAINS }).page.cosmosChains;
    expect(cosmosChains(JSON.stringify({ 'osmosis-1': OSMOSIS }))).toEqual({
      'osmosis-1': OSMOSIS,
    });
    expect([cosmosChains(undefined), cosmosChains('{'), cosmosChains('[]')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('the build refuses a chain the widget would leave out, naming it', () => {
    const bad = JSON.stringify({
      'osmosis-1': OSMOSIS,
      'juno-1': { ...OSMOSIS, restUrl: 'ftp://x' },
    });
    expect(() => parseCosmosChainsSetting(bad, 'VITE_COSMOS_CHAINS')).toThrow(BuildSettingError);
    expect(() => parseCosmosChainsSetting(bad, 'VITE_COSMOS_CHAINS')).toThrow(
      /^VITE_COSMOS_CHAINS: juno-1 must be \{ chainName, rpcUrl, restUrl/,
    );
    expect(parseCosmosChainsSetting(JSON.stringify({ 'osmosis-1': OSMOSIS }), 'X')).toEqual({
      'osmosis-1': OSMOSIS,
    });
  });
});

describe('pageBuildSettings: VITE_FRAME_ANCESTORS', () => {
  it("gives the iframe page's bridge the origins that may frame it; unreadable, none", () => {
    const frameAncestors = (VITE_FRAME_ANCESTORS: string | undefined) =>
      pageBuildSettings({ VITE_FRAME_ANCESTORS }).frameAncestors;
    expect(frameAncestors('https://shop.example, https://b.example:8443/path')).toEqual([
      'https://shop.example',
      'https://b.example:8443',
    ]);
    expect([frameAncestors(undefined), frameAncestors('ftp://x')]).toEqual([[], []]);
  });
});

describe('pageBuildSettings: VITE_STATUS_CHANNEL_URL', () => {
  it('gives the page a ws(s) status channel; anything else is refused by the build, left out here', () => {
    const channel = (VITE_STATUS_CHANNEL_URL: string | undefined) =>
      pageBuildSettings({ VITE_STATUS_CHANNEL_URL }).page.statusChannelUrl;
    expect(channel('wss://api.example/v1/status/stream')).toBe(
      'wss://api.example/v1/status/stream',
    );
    expect(channel(undefined)).toBeUndefined();
    expect(channel('https://api.example/v1/status/stream')).toBeUndefined();
    expect(channel('wss://user:secret@api.example/v1')).toBeUndefined();
    expect(() => parseWebSocketUrl('https://api.example', 'VITE_STATUS_CHANNEL_URL')).toThrow(
      'VITE_STATUS_CHANNEL_URL: "https://api.example" is not a ws(s) URL without credentials',
    );
  });
});

describe('VITE_WALLETCONNECT_PROJECT_ID and VITE_WALLETCONNECT_RELAY_URL', () => {
  it('give the pages WalletConnect with the project id as given; without a project id, none', () => {
    expect(
      pageBuildSettings({
        VITE_WALLETCONNECT_PROJECT_ID: ' any id at all ',
        VITE_WALLETCONNECT_RELAY_URL: 'wss://relay.ours.example',
      }).page.walletConnect,
    ).toEqual({ projectId: 'any id at all', relayUrl: 'wss://relay.ours.example' });
    expect(pageBuildSettings({ VITE_WALLETCONNECT_PROJECT_ID: 'p' }).page.walletConnect).toEqual({
      projectId: 'p',
    });
    expect(
      pageBuildSettings({ VITE_WALLETCONNECT_RELAY_URL: 'wss://relay.ours.example' }).page,
    ).not.toHaveProperty('walletConnect');
  });

  it('the build refuses a relay that is not a ws(s) URL', () => {
    expect(() => parseWalletConnectSetting('p', 'https://relay.ours.example')).toThrow(
      /VITE_WALLETCONNECT_RELAY_URL/,
    );
    expect(() => parseWalletConnectSetting('p', 'wss://user:pw@relay.ours.example')).toThrow(
      BuildSettingError,
    );
  });
});
