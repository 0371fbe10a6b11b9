import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isLoopbackOrigin } from './loopback';

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST:8787',
    '127.0.0.1',
    '127.0.0.1:8787',
    '127.255.3.4:1',
    '[::1]',
    '[::1]:8787',
  ])('accepts %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['a rebinding name', 'evil.example:8787'],
    ['a name ending in localhost', 'evil-localhost'],
    ['localhost as a subdomain', 'localhost.evil.example'],
    ['the LAN address', '192.168.1.10:8787'],
    ['all interfaces', '0.0.0.0:8787'],
    ['an octet over 255', '127.0.0.256'],
    ['a shortened address', '127.1'],
    ['a port over 65535', '127.0.0.1:70000'],
    ['user info', 'localhost@evil.example'],
    ['a non-loopback IPv6', '[::2]:8787'],
    ['an unbracketed IPv6', '::1'],
  ])('refuses %s', (_what, host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('isLoopbackOrigin', () => {
  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:4179',
    'https://127.9.9.9',
    'http://[::1]:5173',
  ])('accepts %s', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed or file page', 'null'],
    ['empty', ''],
    ['another scheme', 'ftp://127.0.0.1'],
    ['an extension page', 'chrome-extension://abcdef'],
    ['a path', 'http://localhost:5173/page'],
    ['user info', 'http://localhost@evil.example'],
    ['a default port spelled out', 'http://localhost:80'],
    ['a shortened address', 'http://127.1:5173'],
    ['localhost as a subdomain', 'http://localhost.evil.example'],
    ['two origins', 'http://localhost:5173, https://evil.example'],
  ])('refuses %s', (_what, origin) => {
    expect(isLoopbackOrigin(origin)).toBe(false);
  });
});
