import { VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../server';
import { COSMOS_USER, EVM_USER, quoteParams, SOL_USER, T, TRON_USER } from '../testing/fixtures';
import { createHarness, type Json, setupSandbox } from '../testing/harness';
import { type Params, providerIds as providers, quoteRoutes } from '../testing/routes';

/** Which routes `/quotes` offers: lite mode and maxAccounts, chain pairs, determinism. */
type Route = Json;
const api = setupSandbox();
const quotes = (params: Params): Promise<Route[]> => quoteRoutes(api, params);

describe('/quotes lite mode and maxAccounts (docs/routing-api.md §4.1)', () => {
  const solPair = quoteParams(T.sol, T.solUsdc, SOL_USER);

  it('lite keeps only the two lite providers, direct single-hop routes', async () => {
    const routes = await quotes({ ...solPair, lite: true });
    expect(providers(routes)).toEqual(['galaxy', 'okapi']);
    for (const r of routes) expect(r.protocolsUsed).toHaveLength(1);
  });

  it('standard mode offers multi-hop routes and other providers', async () => {
    const routes = await quotes(solPair);
    expect(providers(routes)).toEqual(['dunes', 'galaxy', 'okapi']);
    expect(routes.find((r) => r.provider === 'galaxy')!.protocolsUsed).toHaveLength(2);
    expect(routes.find((r) => r.provider === 'okapi')!.protocolsUsed).toHaveLength(3);
  });

  it('the request overrides the default maxAccounts in both modes', async () => {
    expect(providers(await quotes({ ...solPair, lite: true, maxAccounts: 10 }))).toEqual([
      'galaxy',
      'okapi',
    ]);
    expect(await quotes({ ...solPair, lite: true, maxAccounts: 3 })).toEqual([]);
    // Standard mode keeps its best-priced (multi-hop) variants while their transaction fits.
    const fits = await quotes({ ...solPair, maxAccounts: 10 });
    expect(providers(fits)).toEqual(['dunes', 'galaxy', 'okapi']);
    expect(fits.find((r) => r.provider === 'okapi')!.protocolsUsed).toHaveLength(3);
    expect(await quotes({ ...solPair, maxAccounts: 3 })).toEqual([]);
  });

  it('maxAccounts counts the accounts of what /nextTx hands out, the same in both modes', async () => {
    const pairs = [
      solPair,
      quoteParams(T.solUsdc, T.sol, SOL_USER),
      quoteParams(T.solUsdc, T.solBonk, SOL_USER),
    ];
    for (const pair of pairs) {
      const counted = new Map<string, number[]>();
      for (const lite of [false, true]) {
        for (const route of await quotes({ ...pair, lite })) {
          const { txnData } = await api.data('/nextTx', {
            routeId: route.routeId,
            stepId: route.steps[0].stepId,
          });
          const data: string = txnData.txnSol.data;
          const count = lite ? liteAccounts(JSON.parse(data)) : transactionAccounts(data);
          expect(count).toBeLessThanOrEqual(20);
          const exact = await quotes({ ...pair, lite, maxAccounts: count });
          expect(providers(exact)).toContain(route.provider);
          const below = await quotes({ ...pair, lite, maxAccounts: count - 1 });
          expect(providers(below)).not.toContain(route.provider);
          counted.set(route.provider, [...(counted.get(route.provider) ?? []), count]);
        }
      }
      // A provider's standard transaction and its lite payload carry the same accounts.
      for (const provider of ['galaxy', 'okapi']) {
        const [standard, lite] = counted.get(provider)!;
        expect([provider, lite]).toEqual([provider, standard]);
      }
    }
  });

  it('falls back to standard mode unless both chains are sol', async () => {
    const routes = await quotes(
      quoteParams(T.eth, T.solUsdc, EVM_USER, { recipient: SOL_USER, lite: true, maxAccounts: 1 }),
    );
    expect(providers(routes)).toEqual(['arc', 'span', 'swift']);
  });
});

describe('/quotes across chains and network types', () => {
  it('bridges EVM to EVM, with a relayer claim step on arc', async () => {
    const routes = await quotes(
      quoteParams(T.usdc, T.baseUsdc, EVM_USER, { inputAmountDisplay: '100' }),
    );
    expect(providers(routes)).toEqual(['arc', 'span', 'swift']);
    expect(routes.find((r) => r.provider === 'arc')!.steps.map((s: Route) => s.stepType)).toEqual([
      'bridge',
      'claim',
    ]);
  });

  it('swaps to USDC before bridging on span', async () => {
    const routes = await quotes(quoteParams(T.eth, T.baseUsdc, EVM_USER));
    const span = routes.find((r) => r.provider === 'span')!;
    expect(span.steps.map((s: Route) => [s.stepType, s.to.symbol])).toEqual([
      ['swap', 'USDC'],
      ['bridge', 'USDC'],
    ]);
    expect(span.steps[1].inputAmount).toBe(span.steps[0].outputAmount);
  });

  it('routes Solana to EVM, Tron and Cosmos', async () => {
    expect(
      providers(
        await quotes(
          quoteParams(T.solUsdc, T.eth, SOL_USER, {
            recipient: EVM_USER,
            inputAmountDisplay: '100',
          }),
        ),
      ),
    ).toEqual(['arc', 'span', 'swift']);
    expect(
      providers(await quotes(quoteParams(T.eth, T.tronUsdt, EVM_USER, { recipient: TRON_USER }))),
    ).toEqual(['arc']);
    expect(
      providers(
        await quotes(
          quoteParams(T.trx, T.usdc, TRON_USER, {
            recipient: EVM_USER,
            inputAmountDisplay: '1000',
          }),
        ),
      ),
    ).toEqual(['arc']);
    expect(
      providers(
        await quotes(
          quoteParams(T.atom, T.usdc, COSMOS_USER, {
            recipient: EVM_USER,
            inputAmountDisplay: '100',
          }),
        ),
      ),
    ).toEqual(['span']);
    expect(providers(await quotes(quoteParams(T.trx, T.tronUsdt, TRON_USER)))).toEqual([
      'sunflower',
    ]);
    expect(
      providers(
        await quotes(
          quoteParams(
            T.atom,
            {
              chainId: 'sandbox-cosmos-1',
              address: 'ibc/14F9BC3E44B8A9C1BE1FB08980FAB87034C9905EF17CF2F5008FC085218811CC',
            },
            COSMOS_USER,
          ),
        ),
      ),
    ).toEqual(['gaiaswap']);
  });
});

describe('determinism', () => {
  it('gives the same answers for the same seed and different ones for another seed', async () => {
    const run = async (seed: string) => {
      const sandbox = await startSandbox({
        port: 0,
        rateLimit: false,
        seed,
        now: () => 1_800_000_000_000,
      });
      try {
        const h = createHarness(() => sandbox);
        const a = await h.data(
          '/quotes',
          quoteParams(T.usdc, T.sol, EVM_USER, { recipient: SOL_USER, inputAmountDisplay: '250' }),
        );
        const b = await h.data('/quotes', quoteParams(T.sol, T.solUsdc, SOL_USER));
        // Only the sandbox's own URLs name its port (a bare replace also hit amounts whose digits
        // happened to contain it, and the two runs differed).
        return JSON.stringify([a, b]).replaceAll(`127.0.0.1:${sandbox.port}`, '127.0.0.1:PORT');
      } finally {
        await sandbox.close();
      }
    };
    const [a, b, c] = [await run('7'), await run('7'), await run('8')];
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    const outputs = (s: string) =>
      (JSON.parse(s) as Array<{ quotes: Route[] }>).flatMap((x) =>
        x.quotes.map((r) => r.outputAmount),
      );
    expect(outputs(c)).not.toEqual(outputs(a));
  });
});

/** Accounts of a standard-mode transaction: its static keys and those from lookup tables. */
function transactionAccounts(base64: string): number {
  const { message } = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  const looked = message.addressTableLookups.reduce(
    (n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length,
    0,
  );
  return message.staticAccountKeys.length + looked;
}

/** Unique accounts (keys and program ids) of a lite payload, either format. */
function liteAccounts(payload: Json): number {
  const instructions: Json[] = payload.instructionLists ?? [
    ...payload.computeBudgetInstructions,
    ...payload.setupInstructions,
    payload.swapInstruction,
    ...(payload.cleanupInstruction ? [payload.cleanupInstruction] : []),
    ...payload.otherInstructions,
  ];
  const keys = new Set<string>();
  for (const ix of instructions) {
    keys.add(ix.programId);
    for (const account of ix.accounts) keys.add(account.pubkey);
  }
  return keys.size;
}
