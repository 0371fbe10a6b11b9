import { describe, expect, it } from 'vitest';
import { englishText } from '../lib/messageRef';
import { type ApiPolicy, buildApiPolicy, chooseApi } from './apiPolicy';
import { pageBuildSettings } from './buildTimeSettings';
import { parseUrlState } from './urlState';

const DEFAULT = 'https://api.ours.example/v1';
const production: ApiPolicy = {
  defaultApiUrl: DEFAULT,
  allowedOrigins: ['https://staging.ours.example'],
  acceptAnyApi: false,
};
const development: ApiPolicy = { ...production, acceptAnyApi: true };
const link = (apiUrl: string) => `?apiUrl=${encodeURIComponent(apiUrl)}`;

describe('which API a page uses (production build)', () => {
  it('uses the built-in API without a link parameter', () => {
    expect(chooseApi(null, production)).toEqual({ kind: 'default', apiUrl: DEFAULT });
  });

  it("ignores a link's foreign API and says so", () => {
    const { config, issues, untrustedApiOrigin } = parseUrlState(
      link('http://evil.example:8080/v1'),
      {},
      production,
    );
    expect(config.apiUrl).toBe(DEFAULT);
    expect(untrustedApiOrigin).toBeUndefined();
    // Catalogue entries, which the page says in its language; in English:
    expect(issues.map(englishText)).toEqual([
      'The link asked for another routing API (http://evil.example:8080). It was ignored: this page only uses https://api.ours.example.',
    ]);
  });

  it('accepts an allowlisted origin exactly, and no look-alike', () => {
    expect(chooseApi('https://staging.ours.example/v1', production)).toEqual({
      kind: 'allowed',
      apiUrl: 'https://staging.ours.example/v1',
    });
    for (const lookAlike of [
      'http://staging.ours.example/v1',
      'https://staging.ours.example:8443/v1',
      'https://staging.ours.example.evil.example/v1',
      'https://evil.staging.ours.example/v1',
    ]) {
      expect(chooseApi(lookAlike, production).kind, lookAlike).toBe('ignored');
    }
  });

  it('never sends the built-in key to another API', () => {
    const allowed = parseUrlState(
      link('https://staging.ours.example/v1'),
      {
        apiKey: 'built-in',
      },
      production,
    );
    expect(allowed.config.apiKey).toBeUndefined();
    expect(parseUrlState('', { apiKey: 'built-in' }, production).config.apiKey).toBe('built-in');
  });
});

describe('which API a page uses (development build)', () => {
  it('accepts any http(s) API from a link and flags it as untrusted', () => {
    const { config, issues, untrustedApiOrigin } = parseUrlState(
      link('http://127.0.0.1:9999/v1'),
      {},
      development,
    );
    expect(config.apiUrl).toBe('http://127.0.0.1:9999/v1');
    expect(issues).toEqual([]);
    expect(untrustedApiOrigin).toBe('http://127.0.0.1:9999');
  });

  it('still refuses what is not http(s)', () => {
    const choice = chooseApi('javascript:alert(1)', development);
    expect(choice.kind).toBe('ignored');
    expect(choice.apiUrl).toBe(DEFAULT);
  });

  it('does not flag the default API named by a link', () => {
    expect(chooseApi(`${DEFAULT}/`, development)).toEqual({ kind: 'default', apiUrl: DEFAULT });
  });
});

describe('buildApiPolicy', () => {
  it('reads the build settings', () => {
    expect(
      buildApiPolicy(
        { VITE_DEFAULT_API_URL: 'https://api.ours.example/v1/' },
        false,
        pageBuildSettings({
          VITE_API_ALLOWLIST: 'https://a.example, https://b.example:8443/ignored/path',
        }).apiAllowlist,
      ),
    ).toEqual({
      defaultApiUrl: 'https://api.ours.example/v1',
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      acceptAnyApi: false,
    });
  });

  it('falls back to the local sandbox when nothing is configured (development only)', () => {
    expect(buildApiPolicy({}, true).defaultApiUrl).toBe('http://127.0.0.1:8787/v1');
  });
});
