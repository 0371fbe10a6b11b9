import { describe, expect, it } from 'vitest';
import { envelope } from '../../bridge/protocol';
import { readHostMessage } from './hostMessageSchemas';

const hello = (payload: unknown) => envelope('hello', 'h1', payload);

describe("the iframe's check of the host page's messages", () => {
  it('accepts a hello with wallets and a config, a config, answers and wallet events', () => {
    const valid = [
      hello({
        wallets: { evm: { name: 'MetaMask' }, solana: { name: 'Phantom' } },
        config: {
          theme: 'dark',
          defaults: { fromChain: '1', fromToken: '0xa0b8', toChain: 'sol', amount: '12.5' },
        },
      }),
      hello({ wallets: {} }),
      envelope('config', 'h2', { config: { theme: 'auto' } }),
      envelope('config', 'h6', {
        config: {
          language: 'de',
          themeTokens: { accent: '#0a7f5a', radius: '12px' },
          chains: { allow: ['1', 'sol'], deny: ['56'] },
          tokens: { deny: [{ chainId: '1', address: '0xa0b8' }] },
          providers: { allow: ['Sandswap'] },
        },
      }),
      envelope('config', 'h8', { config: { variant: 'wide', hiddenUI: ['history', 'toAddress'] } }),
      // A language the widget does not speak is a fine tag: the browser's then decides.
      envelope('config', 'h7', { config: { language: 'fr-CA' } }),
      envelope('response', 'w3', { ok: true, result: ['0xabc'] }),
      envelope('response', 'w4', { ok: false, error: { code: 4001, message: 'Rejected' } }),
      envelope('walletEvent', 'h5', { wallet: 'evm', name: 'chainChanged', data: '0x1' }),
    ];
    for (const message of valid) expect(readHostMessage(message)).toEqual(message);
  });

  it.each([
    ['an API', { apiUrl: 'https://api.evil.example/v1' }],
    ['an API key', { apiKey: 'secret' }],
    ['a recipient', { recipient: '0x000000000000000000000000000000000000dEaD' }],
    // The integrator's recipient too: a message never decides where funds go (README).
    ['a toAddress', { toAddress: '0x000000000000000000000000000000000000dEaD' }],
    ['a recipient among the defaults', { defaults: { toAddress: '0xdead' } }],
    ['RPC URLs', { rpcUrls: { '1': ['https://rpc.evil.example'] } }],
    ['image hosts', { imageHosts: ['https://img.evil.example'] }],
    ['another instance id', { instanceId: 'other' }],
    ['a theme that does not exist', { theme: 'neon' }],
    ['an amount that is not one', { defaults: { amount: '1e18' } }],
    ['a chain id with a path', { defaults: { fromChain: '../1' } }],
    // A link or a host page must not set the quote's money settings: a fee changes where funds
    // go, and 50 % slippage invites a sandwich attack.
    ['a slippage', { slippageBps: 5000 }],
    ['an integrator fee', { integratorFeeBps: 100 }],
    ['an integrator fee of nothing', { integratorFeeBps: 0 }],
    ['a lock', { locked: ['toToken'] }],
    ['a variant that does not exist', { variant: 'sidebar' }],
    ['a hidden part the widget does not know', { hiddenUI: ['history', 'footer'] }],
    ['a language that is no tag', { language: 'de"><script>' }],
    ['a language too long', { language: `de-${'x'.repeat(40)}` }],
    ['an allowed chain with a path', { chains: { allow: ['1', '../admin'] } }],
    ['chains as a string', { chains: { allow: '1,8453' } }],
    ['chains other than allow and deny', { chains: { only: ['1'] } }],
    ['over 200 allowed chains', { chains: { allow: Array.from({ length: 201 }, String) } }],
    ['a token without its chain', { tokens: { allow: [{ address: '0xa0b8' }] } }],
    [
      'a token with more than its chain and address',
      { tokens: { allow: [{ chainId: '1', address: '0xa0b8', recipient: '0xdead' }] } },
    ],
    ['a provider with markup', { providers: { deny: ['<b>'] } }],
    ['a theme token that ends the declaration', { themeTokens: { accent: 'red;}body{x:y' } }],
    ['a theme token of its own', { themeTokens: { background: 'url(https://evil.example)' } }],
  ])('refuses a config with %s, whole', (_what, config) => {
    expect(readHostMessage(envelope('config', 'h1', { config }))).toBeUndefined();
    expect(readHostMessage(hello({ wallets: {}, config }))).toBeUndefined();
  });

  it.each([
    ['an empty wallet name', hello({ wallets: { evm: { name: '' } } })],
    ['a wallet name over 40 characters', hello({ wallets: { evm: { name: 'W'.repeat(41) } } })],
    ['a wallet name with a line break', hello({ wallets: { evm: { name: 'A\nB' } } })],
    ['a wallet with an icon URL', hello({ wallets: { evm: { name: 'A', icon: 'https://x' } } })],
    ['an answer that is both', envelope('response', 'w1', { ok: true, result: 1, error: {} })],
    [
      'an error code that is not an integer',
      envelope('response', 'w1', { ok: false, error: { code: '4001', message: 'x' } }),
    ],
    [
      'an unknown wallet event',
      envelope('walletEvent', 'h1', { wallet: 'evm', name: 'message', data: 'x' }),
    ],
    ['a type of the other direction', envelope('request', 'h1', { wallet: 'evm' })],
    ['another version', { ...hello({ wallets: {} }), version: 2 }],
  ])('refuses %s', (_what, data) => {
    expect(readHostMessage(data)).toBeUndefined();
  });
});
