import { describe, expect, it } from 'vitest';
import { ELEMENT_ATTRIBUTES, elementConfig } from './elementConfig';

const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe('elementConfig', () => {
  it('is undefined without an API URL, from attributes or the property', () => {
    expect(elementConfig(attributes({ theme: 'dark' }), undefined)).toBeUndefined();
    expect(elementConfig(attributes({ 'api-url': '  ' }), undefined)).toBeUndefined();
    expect(elementConfig(attributes({}), { apiUrl: '' })).toBeUndefined();
  });

  it('reads every simple field and the starting pair from attributes', () => {
    const config = elementConfig(
      attributes({
        'api-url': 'https://api.example.com/v1',
        'api-key': 'key',
        'integrator-id': 'shop',
        'instance-id': 'left',
        language: 'de',
        theme: 'dark',
        'to-address': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        'from-chain': '1',
        'from-token': '0xA0b8',
        'to-chain': '8453',
        'to-token': '0x8335',
        amount: ' 12.5 ',
      }),
      undefined,
    );
    expect(config).toEqual({
      apiUrl: 'https://api.example.com/v1',
      apiKey: 'key',
      integratorId: 'shop',
      instanceId: 'left',
      language: 'de',
      theme: 'dark',
      toAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      defaults: {
        fromChain: '1',
        fromToken: '0xA0b8',
        toChain: '8453',
        toToken: '0x8335',
        amount: '12.5',
      },
    });
    // Each of those is observed, so changing it re-renders.
    for (const name of [
      'api-url',
      'theme',
      'language',
      'from-token',
      'amount',
      'instance-id',
      'to-address',
    ])
      expect(ELEMENT_ATTRIBUTES).toContain(name);
  });

  it('reads the variant and the hidden parts, comma-separated, over the property', () => {
    const property = { apiUrl: 'https://a.example/v1', variant: 'wide' as const };
    expect(
      elementConfig(attributes({ variant: 'drawer', 'hidden-ui': 'history, language,' }), property),
    ).toEqual({
      apiUrl: 'https://a.example/v1',
      variant: 'drawer',
      hiddenUI: ['history', 'language'],
    });
    expect(elementConfig(attributes({}), property)?.variant).toBe('wide');
    for (const name of ['variant', 'hidden-ui']) expect(ELEMENT_ATTRIBUTES).toContain(name);
  });

  it('takes the property as the base and each set attribute over its field', () => {
    const property = {
      apiUrl: 'https://a.example/v1',
      theme: 'light' as const,
      rpcUrls: { '1': ['https://rpc.example'] },
      defaults: { fromChain: '1', amount: '3' },
    };
    expect(elementConfig(attributes({ theme: 'dark', amount: '4' }), property)).toEqual({
      apiUrl: 'https://a.example/v1',
      theme: 'dark',
      rpcUrls: { '1': ['https://rpc.example'] },
      defaults: { fromChain: '1', amount: '4' },
    });
    // The property itself is left as it was.
    expect(property.defaults.amount).toBe('3');
  });

  it("reads the theme tokens from attributes over the property's, leaving their check to the widget", () => {
    const config = elementConfig(
      attributes({ accent: '#0a7f5a', 'accent-text': 'white', radius: '4px', font: '' }),
      { apiUrl: 'https://a.example/v1', themeTokens: { accent: 'red', font: 'Inter' } },
    );
    expect(config?.themeTokens).toEqual({
      accent: '#0a7f5a',
      accentText: 'white',
      radius: '4px',
      font: 'Inter',
    });
    // A hostile value passes through here unchanged: `checkThemeTokens` drops it in the widget.
    expect(
      elementConfig(attributes({ 'api-url': 'https://a.example/v1', accent: 'red;}' }), undefined)
        ?.themeTokens,
    ).toEqual({ accent: 'red;}' });
    for (const name of ['accent', 'accent-text', 'radius', 'font'])
      expect(ELEMENT_ATTRIBUTES).toContain(name);
    expect(elementConfig(attributes({ 'api-url': 'https://a.example/v1' }), undefined)).toEqual({
      apiUrl: 'https://a.example/v1',
    });
  });

  it('ignores a theme it does not know and blank attributes', () => {
    const config = elementConfig(
      attributes({ 'api-url': 'https://a.example/v1', theme: 'neon', amount: '' }),
      { apiUrl: 'https://b.example/v1', theme: 'dark' },
    );
    expect(config).toEqual({ apiUrl: 'https://a.example/v1', theme: 'dark' });
  });
});
