import { describe, expect, it } from 'vitest';
import { clone, dig, fixtureJson } from '../__fixtures__/load';
import { ApiError } from '../errors';
import { unwrapEnvelope } from './envelope';
import { parseChainsResponse } from './parseChainsResponse';
import { parseQuotesResponse } from './parseQuotesResponse';

const quotesBody = () =>
  clone(fixtureJson('service-docs__quotes__eth1-to-sol-usdc__mayan-dln.json')) as unknown;

describe('text from the API is bounded and stripped before anyone sees it', () => {
  it('cuts a 300-character provider name and strips a bidi override from a symbol', () => {
    const body = quotesBody();
    const route = dig(body, 'data', 'quotes', 0);
    dig(route, 'providerDetails').name = 'Uniswap ✓ Verified '.repeat(16);
    route.provider = 'p'.repeat(300);
    dig(route, 'to').symbol = 'USDC\u202Egnp.exe';
    route.tags = ['BEST', 'X'.repeat(100)];
    const [parsed] = parseQuotesResponse(body).quotes;
    expect(Array.from(parsed?.providerDetails.name ?? '').length).toBe(64);
    expect(Array.from(parsed?.provider ?? '').length).toBe(64);
    expect(parsed?.to.symbol).toBe('USDCgnp.exe');
    expect(parsed?.tags[0]).toBe('BEST');
    expect(Array.from(parsed?.tags[1] ?? '').length).toBe(24);
  });

  it('bounds chain names and symbols', () => {
    const chains = parseChainsResponse({
      status: 'success',
      data: [
        {
          chainId: '1',
          symbol: 'E\u200BTH',
          name: `Ethereum${'\u202E'}${'x'.repeat(200)}`,
          networkType: 'evm',
          image: '',
          isEnabled: true,
          explorer: { token: '', txn: '' },
          tokenCount: 0,
        },
      ],
    });
    expect(chains[0]?.symbol).toBe('ETH');
    expect(Array.from(chains[0]?.name ?? '').length).toBe(64);
    expect(chains[0]?.name).not.toContain('\u202E');
  });

  it('cuts an error envelope message to 200 characters', () => {
    const message = `bad input: ${'<script>'.repeat(100)}`;
    try {
      unwrapEnvelope({ status: 'error', error: { code: 'BAD_REQUEST', message } }, { status: 400 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const details = (error as ApiError).details ?? '';
      expect(details.length).toBeLessThan(240);
      expect(details).toContain('bad input');
    }
  });
});
