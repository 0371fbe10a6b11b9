import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWalletConnectOptions } from './walletConnectOptions';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseWalletConnectOptions', () => {
  it('keeps a project id as given and a ws(s) relay', () => {
    const options = { projectId: 'not-a-hex-id', relayUrl: 'ws://127.0.0.1:8787/relay' };
    expect(parseWalletConnectOptions(options)).toEqual(options);
    expect(parseWalletConnectOptions({ projectId: 'p' })).toEqual({ projectId: 'p' });
    expect(parseWalletConnectOptions(undefined)).toBeUndefined();
  });

  it('leaves out, with a console warning, what a plain-JS config gets wrong', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = [
      { projectId: '' },
      { projectId: 'p', relayUrl: 'https://relay.example' },
      { projectId: 'p', relayUrl: 'javascript:alert(1)' },
      { projectId: 'p', relayUrl: 'wss://user:pw@relay.example' },
      { projectId: 'p', extra: 1 },
      'p',
    ];
    for (const value of bad) expect(parseWalletConnectOptions(value)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(bad.length);
    expect(warn.mock.calls[0]?.[0]).toContain('config.walletConnect ignored');
  });
});
