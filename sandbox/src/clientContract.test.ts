import { describe, expect, it } from 'vitest';
import { parseChainsResponse } from '../../src/api/parse/parseChainsResponse';
import { parseCreateTxResponse } from '../../src/api/parse/parseCreateTxResponse';
import { parseNextTxResponse } from '../../src/api/parse/parseNextTxResponse';
import { parseQuotesResponse } from '../../src/api/parse/parseQuotesResponse';
import { parseStatusResponse } from '../../src/api/parse/parseStatusResponse';
import { parseTokensResponse } from '../../src/api/parse/parseTokensResponse';
import { orderedLiteInstructions, parseLitePayload } from '../../src/execution/solana/litePayload';
import { payloadReaders } from '../../src/test/payloadReaders';
import { COSMOS_USER, EVM_USER, quoteParams, SOL_USER, T, TRON_USER } from './testing/fixtures';
import { setupSandbox } from './testing/harness';
import type { Params } from './testing/routes';

/** Contract test: every answer of the sandbox parses with the widget's own client parsers. */
const api = setupSandbox({ timelineMsPerSecond: 0 });
const raw = async (path: string, params: Params = {}) => (await api.get(path, params)).body;

const pairs: Array<[string, Params]> = [
  ['EVM ERC-20 swap', quoteParams(T.usdc, T.eth, EVM_USER, { inputAmountDisplay: '100' })],
  ['EVM to EVM bridge', quoteParams(T.eth, T.baseUsdc, EVM_USER)],
  [
    'EVM to Solana',
    quoteParams(T.usdc, T.solUsdc, EVM_USER, { recipient: SOL_USER, inputAmountDisplay: '100' }),
  ],
  ['Solana standard', quoteParams(T.sol, T.solUsdc, SOL_USER)],
  ['Solana lite', quoteParams(T.sol, T.solUsdc, SOL_USER, { lite: true })],
  ['Tron', quoteParams(T.trx, T.tronUsdt, TRON_USER, { inputAmountDisplay: '100' })],
  [
    'Cosmos to EVM',
    quoteParams(T.atom, T.usdc, COSMOS_USER, { recipient: EVM_USER, inputAmountDisplay: '100' }),
  ],
];

describe('the client parses every sandbox answer', () => {
  it('parses /chains and /tokens', async () => {
    expect(parseChainsResponse(await raw('/chains'))).toHaveLength(5);
    const tokens = parseTokensResponse(await raw('/tokens'));
    expect(tokens.sol?.[0]?.isNative).toBe(true);
    expect(
      Object.values(tokens)
        .flat()
        .filter((t) => t.isFlagged).length,
    ).toBeGreaterThan(0);
  });

  it.each(pairs)('parses quotes, createTx, nextTx and status: %s', async (_name, params) => {
    // The network of a step's source chain, from /chains: what its transaction must be for.
    const chains = parseChainsResponse(await raw('/chains'));
    const networkOf = (chainId: string) => chains.find((c) => c.chainId === chainId)?.networkType;
    const quotes = parseQuotesResponse(await raw('/quotes', params));
    expect(quotes.quotes.length).toBeGreaterThan(0);
    for (const route of quotes.quotes) {
      expect(route.minOutputAmount).toBeLessThanOrEqual(route.outputAmount);
      expect(route.expiresAt).toBe(route.createdAt + 60_000);
      const { steps } = parseCreateTxResponse(await raw('/createTx', { routeId: route.routeId }));
      for (const step of steps) {
        const next = parseNextTxResponse(
          await raw('/nextTx', { routeId: route.routeId, stepId: step.stepId }),
          payloadReaders,
        );
        expect(next.stepId).toBe(step.stepId);
        if (next.skipTxn) {
          expect(next.txnData).toBeNull();
          continue;
        }
        const txn = next.txnData!;
        // The sandbox always sends the optional `networkType`; both must name the source chain's.
        expect(step.from.networkType).toBe(networkOf(step.from.chainId));
        expect(txn.networkType).toBe(networkOf(step.from.chainId));
        if (txn.txnSol && route.steps.length === 1 && params.lite) {
          expect(orderedLiteInstructions(parseLitePayload(txn.txnSol.data)).length).toBeGreaterThan(
            2,
          );
        }
      }
      const first = steps[0]!;
      const hash = {
        evm: `0x${'1'.repeat(64)}`,
        sol: '5'.repeat(88),
        tron: 'ab'.repeat(32),
        cosmos: 'AB'.repeat(32),
      }[networkOf(first.from.chainId)!];
      const status = parseStatusResponse(
        await raw('/status', { routeId: route.routeId, stepId: first.stepId, txnHash: hash }),
      );
      expect(status.status).toBe('success');
    }
  });
});
