import { describe, expect, it } from 'vitest';
import { withConfiguredRpcUrls } from './chainRpcUrls';
import type { Chain } from './types';

const chain = (chainId: string, rpcUrls: string[]) => ({ chainId, rpcUrls }) as Chain;

describe('withConfiguredRpcUrls', () => {
  it("uses the config's RPCs before the API's, per chain", () => {
    const chains = [
      chain('1', ['https://api-chosen.example']),
      chain('sol', ['https://sol.example']),
    ];
    const out = withConfiguredRpcUrls(chains, { '1': ['https://ours.example/eth'] });
    expect(out.map((c) => c.rpcUrls)).toEqual([
      ['https://ours.example/eth'],
      ['https://sol.example'],
    ]);
  });

  it('keeps only http(s) URLs and ignores inherited keys', () => {
    const out = withConfiguredRpcUrls(
      [chain('toString', ['wss://x.example', 'http://ok.example'])],
      {},
    );
    expect(out[0]?.rpcUrls).toEqual(['http://ok.example']);
  });
});
