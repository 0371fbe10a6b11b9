import { describe, expect, it } from 'vitest';
import { fixtureJson } from '../__fixtures__/load';
import { InvalidResponseError } from '../errors';
import { parseStatusResponse, parseSubmitResponse } from './parseStatusResponse';

const wrap = (data: unknown) => ({ status: 'success', data });
const asset = {
  chainId: 'sol',
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  decimals: 6,
  symbol: 'USDC',
  blockchain: 'Solana',
  lastPrice: 1,
};

describe('parseStatusResponse', () => {
  it('parses the live example', () => {
    expect(parseStatusResponse(fixtureJson('service-docs__status__success.json'))).toEqual({
      routeId: '01J2WB2ZTWAWXN9K48899CSSVN',
      stepId: '01J2WB3JEB34B0A1SXHT1E3B63',
      status: 'success',
      srcTxnHash: '0x3d7bdcfac0062b3c9ae1e4045bc43600c2c55c560dde7eebd2a15afb5ba1c390',
      srcTxnUrl:
        'https://polygonscan.com/tx/0x3d7bdcfac0062b3c9ae1e4045bc43600c2c55c560dde7eebd2a15afb5ba1c390',
      warnings: [],
    });
  });

  it('parses the POST /submit answer', () => {
    const result = parseSubmitResponse(
      fixtureJson('service-docs__submit__response-in-progress.json'),
    );
    expect(result.status).toBe('in-progress');
  });

  it('accepts partial-success with output details and the dst* spelling', () => {
    const result = parseStatusResponse(
      wrap({
        routeId: 'r',
        stepId: 's',
        status: 'partial-success',
        dstTxnHash: '5abc',
        dstTxnUrl: 'https://solscan.io/tx/5abc',
        outputAmount: '1500000',
        outputAmountDisplay: '1.5',
        outputToken: asset,
        warnings: ['Received USDC instead of SOL'],
        points: 3,
      }),
    );
    expect(result).toMatchObject({
      status: 'partial-success',
      destTxnHash: '5abc',
      destTxnUrl: 'https://solscan.io/tx/5abc',
      outputAmount: 1500000n,
      points: 3,
      warnings: ['Received USDC instead of SOL'],
    });
    expect(result.outputToken?.symbol).toBe('USDC');
  });

  it('rejects an unknown status', () => {
    expect(() =>
      parseStatusResponse(wrap({ routeId: 'r', stepId: 's', status: 'done' })),
    ).toThrowError(InvalidResponseError);
  });
});
