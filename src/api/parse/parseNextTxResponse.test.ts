import { describe, expect, it } from 'vitest';
import { payloadReaders } from '../../test/payloadReaders';
import { fixtureJson, fixtureText, stripJsonc } from '../__fixtures__/load';
import { InvalidResponseError } from '../errors';
import { parseNextTxResponse } from './parseNextTxResponse';
import { parseTxnData } from './parseTxnData';

const wrap = (data: unknown) => ({ status: 'success', data });

function pathOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError);
    return (error as InvalidResponseError).path;
  }
  throw new Error('expected a throw');
}

describe('parseNextTxResponse, live examples', () => {
  it('parses the EVM approval with a numeric gasLimit', () => {
    const result = parseNextTxResponse(
      fixtureJson('service-docs__nextTx__evm-erc20-approval.json'),
      payloadReaders,
    );
    expect(result.skipTxn).toBe(false);
    expect(result.stepId).toBe('01J2WB3JEB34B0A1SXHT1E3B63');
    expect(result.txnData).toMatchObject({
      networkType: 'evm',
      txnType: 'on-chain',
      gasless: false,
      isCompleted: false,
      status: 'not-started',
      createdAt: 1721087654682,
    });
    expect(result.txnData?.txnEvm).toEqual({
      from: '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
      to: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      value: 0n,
      data: '0x095ea7b3000000000000000000000000ef4fb24ad0916217251f553c0596f8edc630eb66ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
      gasPrice: 30000000030n,
      gasLimit: 56167n,
    });
  });

  it('parses the abbreviated Solana example, taking the ids from txnData', () => {
    const result = parseNextTxResponse(
      fixtureJson('service-docs__nextTx__sol-base64-tx__code-example.json'),
      payloadReaders,
    );
    expect(result.routeId).toBe('01JJP6MGNXTS99P34JX6PC01GV');
    expect(result.stepId).toBe('01JJP6MGNXAZ9CV61FNX022ZTZ');
    expect(result.txnData?.txnSol?.data).toBe('AQAAAAAAA..');
  });

  it('parses the Permit2 sign-typed txnData, inferring networkType', () => {
    const txnData = fixtureJson('service-sdkdocs__nextTx__txnData-sign-typed-permit2.json');
    const result = parseNextTxResponse(
      wrap({ routeId: 'r', stepId: 's', txnData }),
      payloadReaders,
    );
    expect(result.txnData?.networkType).toBe('evm');
    expect(result.txnData?.txnType).toBe('sign-typed');
    expect(result.txnData?.txnEvm).toBeUndefined();
    const signature = result.txnData?.evmSignature;
    expect(signature?.kind).toBe('typed');
    if (signature?.kind === 'typed') {
      expect(signature.typedData.primaryType).toBe('PermitSingle');
      expect(signature.typedData.types.PermitDetails).toHaveLength(4);
    }
  });
});

describe('parseNextTxResponse, variations', () => {
  const evm = { to: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359' };

  it('accepts sign-untyped, gasless, string gasLimit and txnEvm.chainId', () => {
    const untyped = parseNextTxResponse(
      wrap({
        routeId: 'r',
        stepId: 's',
        txnData: {
          networkType: 'evm',
          txnType: 'sign-untyped',
          gasless: true,
          txnEvm: { message: 'hi' },
        },
      }),
      payloadReaders,
    );
    expect(untyped.txnData?.evmSignature).toEqual({ kind: 'untyped', message: 'hi' });
    expect(untyped.txnData?.gasless).toBe(true);
    const onChain = parseNextTxResponse(
      wrap({
        routeId: 'r',
        stepId: 's',
        txnData: {
          networkType: 'evm',
          txnEvm: { ...evm, value: '10', gasLimit: '21000', chainId: 8453 },
        },
      }),
      payloadReaders,
    );
    expect(onChain.txnData?.txnEvm).toMatchObject({ value: 10n, gasLimit: 21000n, chainId: 8453 });
  });

  it('returns null txnData when skipTxn is true, wherever it sits', () => {
    expect(
      parseNextTxResponse(
        wrap({ routeId: 'r', stepId: 's', skipTxn: true, txnData: null }),
        payloadReaders,
      ),
    ).toEqual({ routeId: 'r', stepId: 's', skipTxn: true, txnData: null });
    const inner = parseNextTxResponse(
      wrap({ routeId: 'r', stepId: 's', txnData: { networkType: 'evm', skipTxn: true } }),
      payloadReaders,
    );
    expect(inner).toEqual({ routeId: 'r', stepId: 's', skipTxn: true, txnData: null });
  });

  it("keeps a Tron payload's bytes in both spellings, as the sandbox sends them", () => {
    const txnTron = {
      txID: 'ab'.repeat(32),
      visible: false,
      raw_data_hex: '0a02',
      raw_data_dex: '0a02',
    };
    const result = parseNextTxResponse(
      wrap({ routeId: 'r', stepId: 's', txnData: { networkType: 'tron', txnTron } }),
      payloadReaders,
    );
    expect(result.txnData?.txnTron).toEqual(txnTron);
  });

  it('normalises a transaction deadline to ms', () => {
    const result = parseNextTxResponse(
      wrap({
        routeId: 'r',
        stepId: 's',
        txnData: {
          networkType: 'sol',
          createdAt: 1_000_000,
          deadline: 30,
          txnSol: { data: 'AQ==' },
        },
      }),
      payloadReaders,
    );
    expect(result.txnData?.deadline).toBe(1_030_000);
  });

  it('rejects missing payloads, mismatched payloads and bad calldata', () => {
    expect(
      pathOf(() =>
        parseNextTxResponse(wrap({ routeId: 'r', stepId: 's', txnData: null }), payloadReaders),
      ),
    ).toBe('txnData');
    expect(
      pathOf(() =>
        parseNextTxResponse(
          wrap({ routeId: 'r', stepId: 's', txnData: { networkType: 'sol', txnEvm: evm } }),
          payloadReaders,
        ),
      ),
    ).toBe('txnData.txnSol');
    expect(
      pathOf(() =>
        parseNextTxResponse(
          wrap({
            routeId: 'r',
            stepId: 's',
            txnData: { networkType: 'evm', txnEvm: { ...evm, data: 'nothex' } },
          }),
          payloadReaders,
        ),
      ),
    ).toBe('txnData.txnEvm.data');
    expect(
      pathOf(() =>
        parseNextTxResponse(
          wrap({
            routeId: 'r',
            stepId: 's',
            txnData: { networkType: 'evm', txnType: 'sign-typed', txnEvm: evm },
          }),
          payloadReaders,
        ),
      ),
    ).toBe('txnData.txnEvm.domain');
    // txnData.status is read by nobody: an unknown one is dropped, not an error.
    expect(
      parseNextTxResponse(
        wrap({
          routeId: 'r',
          stepId: 's',
          txnData: { networkType: 'evm', status: 'done', txnEvm: evm },
        }),
        payloadReaders,
      ).txnData?.status,
    ).toBeUndefined();
    expect(
      pathOf(() => parseNextTxResponse(wrap({ txnData: { txnEvm: evm } }), payloadReaders)),
    ).toBe('routeId');
    expect(
      pathOf(() =>
        parseNextTxResponse(wrap({ routeId: 'r', stepId: 's', txnData: {} }), payloadReaders),
      ),
    ).toBe('txnData.networkType');
  });
});

describe('parseTxnData on the quick-swap excerpt', () => {
  it('fails with a typed error on the elided calldata instead of crashing', () => {
    const body = JSON.parse(stripJsonc(fixtureText('service-docs__quick-swap__success.jsonc')));
    expect(pathOf(() => parseTxnData(body.data.txn[0], payloadReaders, 'txn[0]'))).toBe(
      'txn[0].txnEvm.data',
    );
  });
});
