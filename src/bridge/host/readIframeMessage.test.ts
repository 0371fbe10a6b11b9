import { describe, expect, it } from 'vitest';
import { envelope } from '../protocol';
import { readIframeMessage } from './readIframeMessage';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WALLET_LINK = `wc:${'a'.repeat(64)}@2?expiryTimestamp=1&relay-protocol=irn&symKey=${'b'.repeat(64)}`;
const openLink = (uri: string) => envelope('openWalletLink', 'w1', { uri });
const request = (wallet: string, method: string, params: unknown[]) =>
  envelope('request', 'w1', { wallet, method, params });

describe("the host script's check of the iframe's messages", () => {
  it('accepts each message type of the protocol', () => {
    const valid = [
      envelope('ready', 'w1', {}),
      envelope('height', 'w2', { height: 640 }),
      envelope('event', 'w3', { event: { type: 'execution-done', executionId: 'e1' } }),
      request('evm', 'eth_requestAccounts', []),
      request('evm', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
      request('evm', 'eth_sendTransaction', [
        { from: ACCOUNT, to: ACCOUNT, data: '0xa9059cbb', value: '0x0', chainId: '0x7a69' },
      ]),
      request('evm', 'eth_signTypedData_v4', [ACCOUNT, '{"domain":{}}']),
      request('solana', 'connect', []),
      request('solana', 'connect', ['silent']),
      request('solana', 'signTransaction', ['AQIDBA==']),
      openLink(WALLET_LINK),
    ];
    for (const message of valid) expect(readIframeMessage(message)).toEqual(message);
  });

  it.each([
    ['not an object', 'ready'],
    ['another protocol', { ...envelope('ready', 'w1', {}), protocol: 'other-bridge' }],
    ['another version', { ...envelope('ready', 'w1', {}), version: 2 }],
    ['an extra envelope key', { ...envelope('ready', 'w1', {}), apiUrl: 'https://x' }],
    ['an id that is not plain', envelope('ready', 'w1<script>', {})],
    ['an unknown type', envelope('navigate', 'w1', { url: 'https://evil.example' })],
    ['an extra payload key', envelope('ready', 'w1', { recipient: ACCOUNT })],
    ['a negative height', envelope('height', 'w1', { height: -1 })],
    ['an absurd height', envelope('height', 'w1', { height: 1e9 })],
    ['a height that is not a number', envelope('height', 'w1', { height: '100px' })],
    ['an event without a type', envelope('event', 'w1', { event: { executionId: 'e1' } })],
    ['a method outside the list', request('evm', 'personal_sign', ['0x00', ACCOUNT])],
    ['a known method with extra params', request('evm', 'eth_chainId', ['0x1'])],
    [
      'a transaction with a number',
      request('evm', 'eth_sendTransaction', [{ to: ACCOUNT, value: 1 }]),
    ],
    [
      'a transaction with an unknown field',
      request('evm', 'eth_sendTransaction', [{ to: ACCOUNT, callback: '0x00' }]),
    ],
    [
      'a switch to a chain that is not hex',
      request('evm', 'wallet_switchEthereumChain', [{ chainId: 1 }]),
    ],
    ['typed data for no address', request('evm', 'eth_signTypedData_v4', ['me', '{}'])],
    ['an unknown wallet', request('tron', 'connect', [])],
    ['a Solana connect with another param', request('solana', 'connect', ['loud'])],
    ['a Solana disconnect with a param', request('solana', 'disconnect', ['silent'])],
    ['a Solana transaction that is not base64', request('solana', 'signTransaction', ['%%'])],
    [
      'a Solana transaction larger than one can be',
      request('solana', 'signTransaction', ['A'.repeat(2000)]),
    ],
    ['a wallet link of another scheme', openLink('javascript:alert(1)//wc:')],
    ['a web link to open', openLink('https://evil.example/?wc:')],
    ['a wallet link in capitals', openLink(WALLET_LINK.replace('wc:', 'WC:'))],
    ['a wallet link with a quote', openLink(`${WALLET_LINK}&x="`)],
    ['a wallet link too long', openLink(`${WALLET_LINK}&${'x'.repeat(2048)}`)],
    [
      'a wallet link with a second key',
      envelope('openWalletLink', 'w1', { uri: WALLET_LINK, target: '_top' }),
    ],
  ])('refuses %s', (_what, data) => {
    expect(readIframeMessage(data)).toBeUndefined();
  });
});
