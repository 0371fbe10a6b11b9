import { describe, expect, it } from 'vitest';
import {
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  type PagePolicyInput,
} from './contentSecurityPolicy';

const production: PagePolicyInput = {
  production: true,
  apiUrl: 'https://api.ours.example/v1',
  allowedApiOrigins: ['https://staging.ours.example'],
  rpcUrls: { '1': ['https://rpc.ours.example/eth'], sol: ['http://127.0.0.1:8899'] },
  cosmosRestUrls: ['https://rest.cosmos.example/lcd'],
  imageHosts: ['https://img.ours.example'],
  frameAncestors: ['https://partner.example'],
};

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('lets a production page talk only to its API, allowlisted APIs, configured RPCs and Cosmos REST APIs', () => {
    expect(directive(metaContentSecurityPolicy(production), 'connect-src')).toEqual([
      "'self'",
      'https://api.ours.example',
      'https://staging.ours.example',
      'https://rpc.ours.example',
      'http://127.0.0.1:8899',
      'wss://rpc.ours.example',
      'ws://127.0.0.1:8899',
      // web3.js subscribes on the RPC's port + 1.
      'ws://127.0.0.1:8900',
      'https://rest.cosmos.example',
    ]);
  });

  it("admits the default API's status channel, by its scheme and host", () => {
    const csp = metaContentSecurityPolicy({
      ...production,
      statusChannelUrl: 'wss://push.ours.example/v1/status/stream',
    });
    expect(directive(csp, 'connect-src')).toContain('wss://push.ours.example');
    expect(directive(metaContentSecurityPolicy(production), 'connect-src')).not.toContain(
      'wss://push.ours.example',
    );
  });

  it('admits the WalletConnect relay when the pages offer WalletConnect, and no relay otherwise', () => {
    const withRelay = { ...production, walletConnectRelay: 'wss://relay.ours.example/ws?x=1' };
    expect(directive(metaContentSecurityPolicy(withRelay), 'connect-src')).toContain(
      'wss://relay.ours.example',
    );
    expect(metaContentSecurityPolicy(production)).not.toContain('relay');
  });

  it('loads images only from itself, data:, the APIs and the listed hosts', () => {
    expect(directive(metaContentSecurityPolicy(production), 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.ours.example',
      'https://staging.ours.example',
      'https://img.ours.example',
    ]);
  });

  it('runs only its own scripts', () => {
    const csp = metaContentSecurityPolicy(production);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  });

  it('the hosted page may not be framed; the iframe page by itself and the listed origins', () => {
    expect(directive(headerContentSecurityPolicy(production, 'hosted'), 'frame-ancestors')).toEqual(
      ["'none'"],
    );
    expect(directive(headerContentSecurityPolicy(production, 'embed'), 'frame-ancestors')).toEqual([
      "'self'",
      'https://partner.example',
    ]);
    expect(metaContentSecurityPolicy(production)).not.toContain('frame-ancestors');
  });

  it('a development build connects anywhere (a link may name any API) but runs only its scripts', () => {
    const csp = metaContentSecurityPolicy({ ...production, production: false });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http:', 'https:', 'ws:', 'wss:']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });
});
