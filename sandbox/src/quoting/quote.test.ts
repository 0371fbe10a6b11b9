import { describe, expect, it } from 'vitest';
import {
  COSMOS_USER,
  EVM_OTHER,
  EVM_USER,
  quoteParams,
  SOL_USER,
  T,
  TRON_USER,
} from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';

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
    // tide's gasless order ranks last: its solver prices its gas into the quote.
    expect(providers(routes)).toEqual(['okapi', 'orbit', 'sandswap', 'tide']);
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

  it('uses both fee shapes of docs/routing-api.md §2.4 across providers', async () => {
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
    expect(providers(await quotes({ ...pair, exclude: 'orbit,okapi,tide' }))).toEqual(['sandswap']);
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
