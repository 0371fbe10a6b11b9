import { describe, expect, it } from 'vitest';
import { decodeQuoteQuery, encodeQuoteQuery, isQueryDecodeError } from './queryEncoding';
import type { QuoteRequest } from './types';

const full: QuoteRequest = {
  fromChainId: 'sol',
  fromAssetAddress: 'So11111111111111111111111111111111111111112',
  toChainId: 'sol',
  toAssetAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  amount: { inputAmount: 1_500_000_000n },
  userWalletAddress: '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii',
  recipient: '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii',
  slippageBps: 50,
  solanaOptions: { solanaPriorityFee: 'high', solanaBundleTip: 5000 },
  evmOptions: { evmPriorityFee: 1_000_000_000 },
  skipChecks: false,
  include: ['jupiter', 'okx'],
  exclude: ['mayan'],
  recommendedProvider: true,
  lite: true,
  maxAccounts: 20,
  feeBps: 25,
};
const minimal: QuoteRequest = {
  fromChainId: '1',
  fromAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  toChainId: '8453',
  toAssetAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  amount: { inputAmountDisplay: '0.5' },
  userWalletAddress: '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
};

const base = () => new URLSearchParams(encodeQuoteQuery(minimal));
function errorOf(mutate: (p: URLSearchParams) => void) {
  const params = base();
  mutate(params);
  return decodeQuoteQuery(params);
}

describe('encodeQuoteQuery', () => {
  it('sends nested options flat by default and slippageBps as slippage', () => {
    expect(encodeQuoteQuery(full).toString()).toMatchInlineSnapshot(
      `"fromChainId=sol&fromAssetAddress=So11111111111111111111111111111111111111112&toChainId=sol&toAssetAddress=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&inputAmount=1500000000&userWalletAddress=7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii&recipient=7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii&slippage=50&solanaPriorityFee=high&solanaBundleTip=5000&evmPriorityFee=1000000000&skipChecks=false&include=jupiter%2Cokx&exclude=mayan&recommendedProvider=true&lite=true&maxAccounts=20&feeBps=25"`,
    );
  });

  it('sends JSON objects with the json encoding', () => {
    const params = encodeQuoteQuery(full, 'json');
    expect(params.get('solanaOptions')).toBe('{"solanaPriorityFee":"high","solanaBundleTip":5000}');
    expect(params.get('evmOptions')).toBe('{"evmPriorityFee":1000000000}');
    expect(params.has('solanaPriorityFee')).toBe(false);
  });

  it('omits what is not set', () => {
    expect([...encodeQuoteQuery({ ...minimal, solanaOptions: {} }).keys()]).toEqual([
      'fromChainId',
      'fromAssetAddress',
      'toChainId',
      'toAssetAddress',
      'inputAmountDisplay',
      'userWalletAddress',
    ]);
  });
});

describe('decodeQuoteQuery', () => {
  it('round-trips both encodings', () => {
    expect(decodeQuoteQuery(encodeQuoteQuery(full, 'flat'))).toEqual(full);
    expect(decodeQuoteQuery(encodeQuoteQuery(full, 'json'))).toEqual(full);
    expect(decodeQuoteQuery(encodeQuoteQuery(minimal))).toEqual(minimal);
  });

  it('accepts a decimal slippage, as the live service reports', () => {
    const result = errorOf((p) => p.set('slippage', '0.3'));
    expect(isQueryDecodeError(result) ? result : result.slippageBps).toBe(0.3);
  });

  it('names the bad param', () => {
    expect(errorOf((p) => p.delete('toChainId'))).toEqual({
      error: 'Required',
      param: 'toChainId',
    });
    expect(errorOf((p) => p.set('inputAmount', '5'))).toEqual({
      error: 'Send exactly one of inputAmount and inputAmountDisplay',
      param: 'inputAmount',
    });
    expect(errorOf((p) => p.delete('inputAmountDisplay')).valueOf()).toMatchObject({
      param: 'inputAmount',
    });
    expect(
      errorOf((p) => {
        p.delete('inputAmountDisplay');
        p.set('inputAmount', '1.5');
      }),
    ).toMatchObject({ param: 'inputAmount' });
    expect(errorOf((p) => p.set('inputAmountDisplay', 'abc'))).toMatchObject({
      param: 'inputAmountDisplay',
    });
    expect(errorOf((p) => p.set('inputAmountDisplay', '0.0'))).toMatchObject({
      param: 'inputAmountDisplay',
    });
    expect(errorOf((p) => p.set('slippage', 'lots'))).toMatchObject({ param: 'slippage' });
    expect(errorOf((p) => p.set('slippage', ''))).toMatchObject({ param: 'slippage' });
    expect(errorOf((p) => p.set('solanaPriorityFee', 'turbo'))).toMatchObject({
      param: 'solanaPriorityFee',
    });
    expect(errorOf((p) => p.set('evmPriorityFee', '-1'))).toMatchObject({
      param: 'evmPriorityFee',
    });
    expect(errorOf((p) => p.set('lite', 'yes'))).toEqual({
      error: 'Must be true or false',
      param: 'lite',
    });
    expect(errorOf((p) => p.set('include', ' , '))).toMatchObject({ param: 'include' });
    expect(errorOf((p) => p.set('maxAccounts', '0'))).toMatchObject({ param: 'maxAccounts' });
    expect(errorOf((p) => p.set('maxAccounts', '2.5'))).toMatchObject({ param: 'maxAccounts' });
    expect(errorOf((p) => p.set('feeBps', '10001'))).toMatchObject({ param: 'feeBps' });
    expect(errorOf((p) => p.append('fromChainId', '2'))).toEqual({
      error: 'Given more than once',
      param: 'fromChainId',
    });
  });

  it('validates JSON options and refuses the same option twice', () => {
    expect(errorOf((p) => p.set('solanaOptions', '{bad'))).toEqual({
      error: 'Must be a JSON object',
      param: 'solanaOptions',
    });
    expect(errorOf((p) => p.set('solanaOptions', '[1]'))).toMatchObject({ param: 'solanaOptions' });
    expect(errorOf((p) => p.set('evmOptions', '{"gas":1}'))).toMatchObject({
      param: 'evmOptions.gas',
    });
    expect(errorOf((p) => p.set('evmOptions', '{"evmPriorityFee":"max"}'))).toMatchObject({
      param: 'evmOptions.evmPriorityFee',
    });
    expect(
      errorOf((p) => {
        p.set('solanaOptions', '{"solanaPriorityFee":"low"}');
        p.set('solanaPriorityFee', 'high');
      }),
    ).toMatchObject({ param: 'solanaPriorityFee' });
    const mixed = errorOf((p) => {
      p.set('solanaOptions', '{"solanaPriorityFee":"low"}');
      p.set('solanaBundleTip', '1000');
    });
    expect(mixed).toMatchObject({
      solanaOptions: { solanaPriorityFee: 'low', solanaBundleTip: 1000 },
    });
  });
});
