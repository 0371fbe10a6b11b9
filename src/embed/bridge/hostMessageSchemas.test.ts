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
    ['a recipient among the defaults', { defaults: { toAddress: '0xdead' } }],
    ['RPC URLs', { rpcUrls: { '1': ['https://rpc.evil.example'] } }],
    ['image hosts', { imageHosts: ['https://img.evil.example'] }],
    ['another instance id', { instanceId: 'other' }],
    ['a theme that does not exist', { theme: 'neon' }],
    ['an amount that is not one', { defaults: { amount: '1e18' } }],
    ['a chain id with a path', { defaults: { fromChain: '../1' } }],
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
