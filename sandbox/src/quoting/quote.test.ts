import { describe, expect, it } from 'vitest';
import { startSandbox } from '../server';
import {
  COSMOS_USER,
  EVM_OTHER,
  EVM_USER,
  quoteParams,
  SOL_USER,
  T,
  TRON_USER,
} from '../testing/fixtures';
import { createHarness, type Json, setupSandbox } from '../testing/harness';

type Route = Json;
type Tok = { chainId: string; address: string };
const api = setupSandbox();

async function quotes(params: Record<string, string | number | boolean>): Promise<Route[]> {
  return (await api.data('/quotes', params)).quotes;
}
async function error(params: Record<string, string | number | boolean>) {
  const answer = await api.get<{ error: { code: string; message: string } }>('/quotes', params);
  return { status: answer.status, ...answer.body.error };
}
const providers = (routes: Route[]) => routes.map((r) => r.provider).sort();
const totalUsd = (r: Route) => r.fee.reduce((s: number, f: Route) => s + Number(f.amountInUSD), 0);

describe('/quotes shapes, order, scores and tags', () => {
  it('returns routes in the wire format, sorted by output', async () => {
    const routes = await quotes(
      quoteParams(T.usdc, T.eth, EVM_USER, { inputAmountDisplay: '1000' }),
    );
    expect(providers(routes)).toEqual(['okapi', 'orbit', 'sandswap']);
    const outputs = routes.map((r) => BigInt(r.outputAmount));
    expect([...outputs].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(outputs);
    for (const r of routes) {
      expect(r).toMatchObject({
        inputAmount: '1000000000',
        inputAmountDisplay: '1000',
        slippage: 50,
        deadline: 60,
        userWalletAddress: EVM_USER,
        recipient: EVM_USER,
      });
      expect(r.requestId).toBe(routes[0]!.requestId);
      expect(r.routeId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(r.steps[0].stepId).toBe(`${r.routeId}:0`);
      expect(r.outputAmount).toMatch(/^\d+$/);
      expect(Object.keys(r.score).sort()).toEqual([
        'feeScore',
        'outputDiffPercent',
        'outputScore',
        'slipparageScore',
        'speedScore',
        'stepScore',
      ]);
      expect(r.providerDetails).toMatchObject({
        id: r.provider,
        name: expect.any(String),
        logoUrl: expect.any(String),
      });
    }
  });

  it('tags the best output, the cheapest, the fastest and the best overall', async () => {
    const routes = await quotes(
      quoteParams(T.usdc, T.sol, EVM_USER, { inputAmountDisplay: '500', recipient: SOL_USER }),
    );
    const tagged = (tag: string) => routes.filter((r) => r.tags.includes(tag));
    for (const tag of ['BEST_OUTPUT', 'CHEAP', 'FAST', 'BEST']) expect(tagged(tag)).toHaveLength(1);
    expect(tagged('BEST_OUTPUT')[0]).toBe(routes[0]);
    expect(tagged('BEST_OUTPUT')[0]!.score.outputScore).toBe(1);
    const minFee = Math.min(...routes.map(totalUsd));
    expect(totalUsd(tagged('CHEAP')[0]!)).toBe(minFee);
    const minTime = Math.min(...routes.map((r) => r.estimatedTimeInSeconds));
    expect(tagged('FAST')[0]!.estimatedTimeInSeconds).toBe(minTime);
    // The providers really differ: not one route wins everything here.
    expect(
      new Set(['BEST_OUTPUT', 'CHEAP', 'FAST'].map((t) => tagged(t)[0]!.provider)).size,
    ).toBeGreaterThan(1);
  });

  it('uses both fee shapes of spec 2.4 across providers', async () => {
    const routes = await quotes(quoteParams(T.usdc, T.eth, EVM_USER));
    const fees = routes.flatMap((r) => r.fee);
    const typed = fees.find((f) => 'amountInToken' in f && f.type === 'NETWORK');
    const legacy = fees.find((f) => 'amountInEther' in f && f.type === 'network');
    expect(typed).toMatchObject({
      type: 'NETWORK',
      source: 'FROM_SOURCE_WALLET',
      amountInUSD: expect.any(Number),
    });
    expect(legacy).toMatchObject({ type: 'network', amountInUSD: expect.any(String) });
    expect(legacy.amount).toBe(legacy.amountInEther);
    expect(fees.some((f) => f.type === 'SANDBOX' || f.type === 'sandbox')).toBe(true);
    expect(fees.some((f) => f.type === 'PROVIDER' || f.type === 'provider')).toBe(true);
  });

  it('adds an integrator fee with feeBps', async () => {
    const [r] = await quotes(
      quoteParams(T.usdc, T.eth, EVM_USER, {
        inputAmount: 1_000_000_000,
        feeBps: 30,
        include: 'orbit',
      }),
    );
    expect(r!.fee.find((f: Route) => f.type === 'INTEGRATOR')).toMatchObject({
      amountInToken: '3000000',
      source: 'FROM_INPUT_AMOUNT',
    });
  });

  it('does not offer a provider whose fixed fee eats the whole output', async () => {
    const small = await quotes(
      quoteParams(T.solUsdc, T.eth, SOL_USER, { recipient: EVM_USER, inputAmountDisplay: '1' }),
    );
    expect(providers(small)).toEqual(['span']);
  });

  it('answers no route with an empty list, not an error', async () => {
    expect(await quotes(quoteParams(T.trx, T.atom, TRON_USER, { recipient: COSMOS_USER }))).toEqual(
      [],
    );
  });
});

describe('/quotes amounts and slippage', () => {
  it('computes minOutputAmount from slippage in integer maths', async () => {
    for (const slippage of [0, 137, 12.5]) {
      const routes = await quotes(
        quoteParams(T.usdc, T.weth, EVM_USER, { inputAmount: '123456789', slippage }),
      );
      for (const r of routes) {
        const expected =
          (BigInt(r.outputAmount) * BigInt(Math.round((10_000 - slippage) * 100))) / 1_000_000n;
        expect(r.minOutputAmount).toBe(expected.toString());
        expect(r.slippage).toBe(slippage);
      }
    }
    const [r] = await quotes(quoteParams(T.usdc, T.weth, EVM_USER, { inputAmount: '123456789' }));
    expect(r!.minOutputAmount).toBe(((BigInt(r!.outputAmount) * 9950n) / 10_000n).toString());
  });

  it('treats inputAmountDisplay like the same amount in smallest units', async () => {
    const a = await quotes(quoteParams(T.eth, T.usdc, EVM_USER, { inputAmountDisplay: '1.5' }));
    const b = await quotes(
      quoteParams(T.eth, T.usdc, EVM_USER, { inputAmount: '1500000000000000000' }),
    );
    expect(a.map((r) => r.outputAmount)).toEqual(b.map((r) => r.outputAmount));
  });

  it('needs exactly one amount form, and a sane amount', async () => {
    const base = quoteParams(T.usdc, T.eth, EVM_USER, { inputAmount: '1' });
    expect(await error({ ...base, inputAmountDisplay: '1' })).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^inputAmount/),
    });
    const { inputAmount: _, ...none } = base;
    expect(await error(none)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^inputAmount/),
    });
    expect(await error({ ...base, inputAmount: '0' })).toMatchObject({ status: 400 });
    expect(await error({ ...base, inputAmount: '-5' })).toMatchObject({ status: 400 });
    expect(await error({ ...base, inputAmount: '1'.padEnd(30, '0') })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^inputAmount: worth more than/),
    });
    const { inputAmount: __, ...display } = base;
    expect(await error({ ...display, inputAmountDisplay: '1.0000001' })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^inputAmountDisplay: more than 6 decimals/),
    });
  });

  it('names unknown chains, tokens and bad wallets', async () => {
    expect(
      await error(quoteParams({ chainId: '1', address: T.usdc.address }, T.eth, EVM_USER)),
    ).toMatchObject({ message: expect.stringMatching(/^fromChainId/) });
    expect(
      await error(quoteParams(T.usdc, { chainId: '31337', address: EVM_OTHER }, EVM_USER)),
    ).toMatchObject({ message: expect.stringMatching(/^toAssetAddress/) });
    expect(await error(quoteParams(T.usdc, T.usdc, EVM_USER))).toMatchObject({
      message: expect.stringMatching(/^toAssetAddress: same asset/),
    });
    expect(await error(quoteParams(T.usdc, T.eth, SOL_USER))).toMatchObject({
      message: expect.stringMatching(/^userWalletAddress/),
    });
    expect(await error(quoteParams(T.usdc, T.eth, EVM_USER, { slippage: 6000 }))).toMatchObject({
      message: expect.stringMatching(/^slippage/),
    });
  });
});

describe('/quotes recipient and skipChecks', () => {
  it('defaults the recipient to the wallet and validates it for the destination network', async () => {
    const [same] = await quotes(quoteParams(T.eth, T.baseEth, EVM_USER));
    expect(same!.recipient).toBe(EVM_USER);
    expect(await error(quoteParams(T.eth, T.sol, EVM_USER))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^recipient: required/),
    });
    expect(
      await error(quoteParams(T.eth, T.sol, EVM_USER, { recipient: EVM_OTHER })),
    ).toMatchObject({ status: 400, message: 'recipient: not a valid sol address' });
    const routes = await quotes(quoteParams(T.eth, T.sol, EVM_USER, { recipient: SOL_USER }));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((r) => r.recipient === SOL_USER)).toBe(true);
  });

  it('skips the recipient check with skipChecks', async () => {
    const routes = await quotes(
      quoteParams(T.eth, T.sol, EVM_USER, { recipient: EVM_OTHER, skipChecks: true }),
    );
    expect(routes.length).toBeGreaterThan(0);
  });
});

describe('/quotes provider selection', () => {
  const pair = quoteParams(T.usdc, T.eth, EVM_USER);

  it('honours include, exclude and recommendedProvider', async () => {
    expect(providers(await quotes({ ...pair, include: 'sandswap' }))).toEqual(['sandswap']);
    expect(providers(await quotes({ ...pair, exclude: 'orbit,okapi' }))).toEqual(['sandswap']);
    expect(
      providers(await quotes({ ...pair, include: 'sandswap,orbit', exclude: 'orbit' })),
    ).toEqual(['sandswap']);
    expect(providers(await quotes({ ...pair, recommendedProvider: true }))).toEqual([
      'orbit',
      'sandswap',
    ]);
    expect(await error({ ...pair, include: 'uniswap' })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^include: unknown provider "uniswap"/),
    });
  });

  it('makes priority fees change the network fee', async () => {
    const networkFee = async (
      extra: Record<string, string>,
      from: Tok = T.usdc,
      to: Tok = T.eth,
      user = EVM_USER,
    ) => {
      const [r] = await quotes({
        ...quoteParams(from, to, user),
        include: from === T.usdc ? 'sandswap' : 'galaxy',
        ...extra,
      });
      return BigInt(
        r!.steps[0].fee.find((f: Route) => /network/i.test(f.type)).amount ??
          r!.steps[0].fee.find((f: Route) => /network/i.test(f.type)).amountInToken,
      );
    };
    expect(await networkFee({ evmPriorityFee: 'degen' })).toBeGreaterThan(
      await networkFee({ evmPriorityFee: 'low' }),
    );
    expect(await networkFee({ evmPriorityFee: '0' })).toBe(140_000n * 20_000_000_000n);
    const sol = (extra: Record<string, string>) => networkFee(extra, T.sol, T.solUsdc, SOL_USER);
    expect(await sol({ solanaPriorityFee: 'high' })).toBeGreaterThan(
      await sol({ solanaPriorityFee: 'low' }),
    );
    expect(await sol({ solanaPriorityFee: '0', solanaBundleTip: '5000' })).toBe(5_000n + 5_000n);
    expect(await sol({ solanaOptions: '{"solanaPriorityFee":0}' })).toBe(5_000n);
  });
});

describe('/quotes lite mode and maxAccounts (spec 4.1)', () => {
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

  it('maxAccounts defaults to 20 in lite and 64 in standard mode, and the request overrides it', async () => {
    expect(providers(await quotes({ ...solPair, lite: true, maxAccounts: 17 }))).toEqual([
      'galaxy',
    ]);
    expect(await quotes({ ...solPair, lite: true, maxAccounts: 10 })).toEqual([]);
    expect(providers(await quotes({ ...solPair, lite: true, maxAccounts: 64 }))).toEqual([
      'galaxy',
      'okapi',
    ]);
    const capped = await quotes({ ...solPair, maxAccounts: 30 });
    expect(providers(capped)).toEqual(['dunes', 'galaxy', 'okapi']);
    for (const r of capped) expect(r.protocolsUsed).toHaveLength(1);
    expect(providers(await quotes({ ...solPair, maxAccounts: 20 }))).toEqual(['galaxy', 'okapi']);
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
              chainId: 'cosmoshub-4',
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
        return JSON.stringify([a, b]).replaceAll(String(sandbox.port), 'PORT');
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
