import { describe, expect, it } from 'vitest';
import { encodeQuoteQuery } from '../../../src/api/queryEncoding';
import type { QuoteRequest } from '../../../src/api/types';
import { ApiError } from '../errors';
import { type QuoteQuery, readQuoteQuery } from './quoteQuery';

/**
 * The sandbox reads `/quotes` queries with its own code (docs/routing-api.md §4.1, §2.10). The
 * queries here are written by hand from that table, not by the widget's encoder: the widget's
 * encoder is checked against them at the end, so a widget that writes the query wrong fails here
 * instead of being read back by its own decoder.
 */

const SOL = 'So11111111111111111111111111111111111111112';
const SOL_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USER = '7zSa114U45nJ8b8ALsuhszS2Kxto8grgedh65Q7xJYii';
const ETH = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const EVM_USER = '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c';

const read = (query: string) => readQuoteQuery(new URLSearchParams(query));

/** Every parameter of §4.1, written out by hand; the options flat. */
const FULL_FLAT = [
  'fromChainId=sol',
  `fromAssetAddress=${SOL}`,
  'toChainId=sol',
  `toAssetAddress=${SOL_USDC}`,
  'inputAmount=1500000000',
  `userWalletAddress=${USER}`,
  `recipient=${USER}`,
  'slippage=50',
  'solanaPriorityFee=high',
  'solanaBundleTip=5000',
  'evmPriorityFee=1000000000',
  'skipChecks=false',
  'include=galaxy,okapi',
  'exclude=dunes',
  'recommendedProvider=true',
  'lite=true',
  'maxAccounts=20',
  'feeBps=25',
].join('&');

const FULL: QuoteQuery = {
  fromChainId: 'sol',
  fromAssetAddress: SOL,
  toChainId: 'sol',
  toAssetAddress: SOL_USDC,
  amount: { inputAmount: 1_500_000_000n },
  userWalletAddress: USER,
  recipient: USER,
  slippageBps: 50,
  solanaOptions: { solanaPriorityFee: 'high', solanaBundleTip: 5000 },
  evmOptions: { evmPriorityFee: 1_000_000_000 },
  skipChecks: false,
  include: ['galaxy', 'okapi'],
  exclude: ['dunes'],
  recommendedProvider: true,
  lite: true,
  maxAccounts: 20,
  feeBps: 25,
};

const MINIMAL = `fromChainId=1&fromAssetAddress=${ETH}&toChainId=8453&toAssetAddress=${ETH}&inputAmountDisplay=0.5&userWalletAddress=${EVM_USER}`;

/** The 400 a query gets: its status, code and message. */
function refusal(query: string) {
  try {
    read(query);
  } catch (error) {
    if (error instanceof ApiError) return `${error.httpStatus} ${error.code} ${error.message}`;
    throw error;
  }
  throw new Error(`accepted: ${query}`);
}

describe('readQuoteQuery reads the query of §4.1 as written by hand', () => {
  it('reads every parameter, the options flat', () => {
    expect(read(FULL_FLAT)).toEqual(FULL);
  });

  it('reads the options as JSON objects, percent-encoded or not, and the comma as %2C', () => {
    const json = FULL_FLAT.replace(
      'solanaPriorityFee=high&solanaBundleTip=5000&evmPriorityFee=1000000000',
      `solanaOptions=${encodeURIComponent('{"solanaPriorityFee":"high","solanaBundleTip":5000}')}` +
        '&evmOptions={"evmPriorityFee":1000000000}',
    ).replace('include=galaxy,okapi', 'include=galaxy%2Cokapi');
    expect(read(json)).toEqual(FULL);
  });

  it('leaves out what is not sent, and reads a display amount as written', () => {
    expect(read(MINIMAL)).toEqual({
      fromChainId: '1',
      fromAssetAddress: ETH,
      toChainId: '8453',
      toAssetAddress: ETH,
      amount: { inputAmountDisplay: '0.5' },
      userWalletAddress: EVM_USER,
    });
  });

  it('takes fractional slippage, zero amounts (refused later, in words) and ignores unknown parameters', () => {
    expect(read(`${MINIMAL}&slippage=12.5&somethingElse=1`).slippageBps).toBe(12.5);
    expect(read(MINIMAL.replace('inputAmountDisplay=0.5', 'inputAmount=0')).amount).toEqual({
      inputAmount: 0n,
    });
  });
});

describe('readQuoteQuery refuses with a 400 naming the parameter', () => {
  const without = (name: string) => MINIMAL.replace(new RegExp(`&?${name}=[^&]*`), '');
  it.each([
    ['a required parameter missing', without('toChainId'), 'toChainId: required'],
    [
      'an empty one',
      MINIMAL.replace('toChainId=8453', 'toChainId='),
      'toChainId: must not be empty',
    ],
    ['one given twice', `${MINIMAL}&fromChainId=1`, 'fromChainId: given 2 times; send it once'],
    [
      'no amount',
      without('inputAmountDisplay'),
      'inputAmount: send exactly one of inputAmount and inputAmountDisplay',
    ],
    [
      'both amounts',
      `${MINIMAL}&inputAmount=5`,
      'inputAmount: send exactly one of inputAmount and inputAmountDisplay',
    ],
    [
      'a negative amount',
      `${without('inputAmountDisplay')}&inputAmount=-5`,
      'inputAmount: must be an integer in the smallest unit, in decimal digits',
    ],
    [
      'an amount in units with a point',
      `${without('inputAmountDisplay')}&inputAmount=1.5`,
      'inputAmount: must be an integer in the smallest unit, in decimal digits',
    ],
    [
      'a display amount in exponent form',
      MINIMAL.replace('0.5', '5e-1'),
      'inputAmountDisplay: must be a decimal number such as 1.5',
    ],
    [
      'slippage as a percentage',
      `${MINIMAL}&slippage=0.5%25`,
      'slippage: must be a number of basis points (100 = 1 %), such as 50',
    ],
    ['a boolean spelled otherwise', `${MINIMAL}&lite=1`, 'lite: must be true or false'],
    [
      'an empty provider id',
      `${MINIMAL}&include=galaxy,`,
      'include: must be provider ids separated by commas',
    ],
    [
      'maxAccounts zero',
      `${MINIMAL}&maxAccounts=0`,
      'maxAccounts: must be a whole number from 1 up',
    ],
    [
      'feeBps above 100 %',
      `${MINIMAL}&feeBps=10001`,
      'feeBps: must be a whole number from 0 to 10000',
    ],
    [
      'an unknown priority level',
      `${MINIMAL}&evmPriorityFee=fast`,
      'evmPriorityFee: must be one of low, medium, high, ultra, degen or a whole number',
    ],
    [
      'a fractional fee in JSON',
      `${MINIMAL}&evmOptions={"evmPriorityFee":1.5}`,
      'evmOptions.evmPriorityFee: must be one of low, medium, high, ultra, degen or a whole number',
    ],
    [
      'options that are not a JSON object',
      `${MINIMAL}&solanaOptions=high`,
      'solanaOptions: must be a JSON object with the fields solanaPriorityFee, solanaBundleTip',
    ],
    [
      'a field of the other chain',
      `${MINIMAL}&evmOptions={"solanaBundleTip":1}`,
      'evmOptions.solanaBundleTip: unknown field (expected evmPriorityFee)',
    ],
    [
      'a field both flat and in JSON',
      `${MINIMAL}&solanaOptions={"solanaBundleTip":1}&solanaBundleTip=2`,
      'solanaBundleTip: given both flat and in solanaOptions',
    ],
    [
      'an inherited name as a field',
      `${MINIMAL}&solanaOptions={"__proto__":"high"}`,
      'solanaOptions.__proto__: unknown field (expected solanaPriorityFee, solanaBundleTip)',
    ],
  ])('%s', (_what, query, message) => {
    expect(refusal(query)).toBe(`400 BAD_REQUEST ${message}`);
  });
});

describe("the widget's encoder writes what the sandbox reads", () => {
  // The widget's request for FULL: what its encoder writes must read back, with the sandbox's
  // own decoder, as the query written by hand above.
  const request: QuoteRequest = { ...FULL };
  it.each(['flat', 'json'] as const)('options %s', (encoding) => {
    expect(readQuoteQuery(encodeQuoteQuery(request, encoding))).toEqual(FULL);
  });
});
