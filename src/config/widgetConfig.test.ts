import { describe, expect, it, vi } from 'vitest';
import { ConfigError, routingClientConfigOf, validateApiUrl } from './widgetConfig';

describe('validateApiUrl', () => {
  it('accepts http(s) and trims the trailing slash', () => {
    expect(validateApiUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1');
    expect(validateApiUrl('http://127.0.0.1:8787/v1')).toBe('http://127.0.0.1:8787/v1');
  });

  it("trims in one pass, whatever a link's URL holds", () => {
    const path = `${'/'.repeat(1_000_000)}v1`;
    expect(validateApiUrl(`https://api.example.com${path}//`)).toBe(
      `https://api.example.com${path}`,
    );
  });

  it('refuses other schemes and credentials with a short message', () => {
    expect(() => validateApiUrl('javascript:alert(1)')).toThrow(ConfigError);
    expect(() => validateApiUrl('ftp://x/v1')).toThrowErrorMatchingInlineSnapshot(
      `
      [ConfigError: The API address must start with http:// or https://.

      Details: ftp://x/v1
      Code: CONFIG_ERROR]
    `,
    );
    expect(() => validateApiUrl('https://a:b@x/v1')).toThrow(/user name or password/);
    expect(() => validateApiUrl('nope')).toThrow(/not a valid URL/);
  });
});

describe('routingClientConfigOf: the status channel', () => {
  it('keeps a ws(s) URL, and leaves out anything else with a word in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const of = (statusChannelUrl: string) =>
      routingClientConfigOf({ apiUrl: 'https://api.example/v1', statusChannelUrl });
    expect(of('wss://api.example/v1/status/stream').statusChannelUrl).toBe(
      'wss://api.example/v1/status/stream',
    );
    expect(warn).not.toHaveBeenCalled();
    expect(of('https://api.example/v1/status/stream').statusChannelUrl).toBeUndefined();
    expect(of('wss://me:pw@api.example/').statusChannelUrl).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('config.statusChannelUrl ignored');
    warn.mockRestore();
  });
});
