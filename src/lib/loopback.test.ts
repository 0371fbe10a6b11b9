import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './loopback';

describe('isLoopbackUrl', () => {
  it.each([
    'http://127.0.0.1:8787/v1',
    'http://127.1.2.3/v1',
    'http://localhost:5173/',
    'https://[::1]:8443/v1',
  ])('%s is loopback', (url) => expect(isLoopbackUrl(url)).toBe(true));

  it.each([
    'http://sandbox.example/v1',
    'http://127.0.0.1.nip.io/v1',
    'http://localhost.evil.example/v1',
    'http://0.0.0.0:8787/v1',
    'http://10.0.0.1/v1',
    'javascript:alert(1)',
    'not a url',
  ])('%s is not', (url) => expect(isLoopbackUrl(url)).toBe(false));
});
