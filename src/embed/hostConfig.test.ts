import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../config/widgetConfig';
import { startingChoiceKey, withHostConfig } from './hostConfig';

const fromUrl: WidgetConfig = {
  apiUrl: 'https://api.ours.example/v1',
  apiKey: 'ours',
  instanceId: 'embed',
  theme: 'light',
  defaults: { fromChain: '1', fromToken: '0xa0b8', amount: '10' },
};

describe("the iframe's config with the host page's on top", () => {
  it('is the URL config without a host config', () => {
    expect(withHostConfig(fromUrl, undefined)).toBe(fromUrl);
  });

  it("takes the host's theme, and keeps the API, its key and the URL's choice", () => {
    expect(withHostConfig(fromUrl, { theme: 'dark' })).toEqual({ ...fromUrl, theme: 'dark' });
  });

  it("replaces the URL's starting choice with the host's, a token only with its chain", () => {
    const config = withHostConfig(fromUrl, {
      defaults: { fromToken: '0xorphan', toChain: '8453', toToken: '0x8335', amount: '5' },
    });
    expect(config.defaults).toEqual({ toChain: '8453', toToken: '0x8335', amount: '5' });
    expect(config.apiUrl).toBe(fromUrl.apiUrl);
    expect(config.apiKey).toBe('ours');
  });

  it("takes the host's language, theme tokens and lists in place of the URL's, one by one", () => {
    const linked: WidgetConfig = {
      ...fromUrl,
      chains: { allow: ['1'] },
      providers: { deny: ['Sandswap'] },
      slippageBps: 50,
      integratorFeeBps: 20,
    };
    const config = withHostConfig(linked, {
      language: 'de',
      themeTokens: { accent: '#0a7f5a' },
      chains: { allow: ['1', 'sol'] },
      tokens: { deny: [{ chainId: '1', address: '0xa0b8' }] },
    });
    expect(config).toEqual({
      ...linked,
      language: 'de',
      themeTokens: { accent: '#0a7f5a' },
      chains: { allow: ['1', 'sol'] },
      tokens: { deny: [{ chainId: '1', address: '0xa0b8' }] },
    });
    // What the host did not name stays the URL's, the page's fee and slippage included.
    expect(config.providers).toEqual({ deny: ['Sandswap'] });
    expect(config.integratorFeeBps).toBe(20);
  });

  it("takes the host's variant and hidden parts in place of the URL's", () => {
    const linked: WidgetConfig = { ...fromUrl, variant: 'wide', hiddenUI: ['language'] };
    expect(withHostConfig(linked, { variant: 'drawer', hiddenUI: ['history'] })).toEqual({
      ...fromUrl,
      variant: 'drawer',
      hiddenUI: ['history'],
    });
  });

  it('keys the widget by its starting choice, not by its theme', () => {
    const dark = withHostConfig(fromUrl, { theme: 'dark' });
    const moved = withHostConfig(fromUrl, { defaults: { fromChain: '1', amount: '11' } });
    expect(startingChoiceKey(dark)).toBe(startingChoiceKey(fromUrl));
    expect(startingChoiceKey(moved)).not.toBe(startingChoiceKey(fromUrl));
  });
});
