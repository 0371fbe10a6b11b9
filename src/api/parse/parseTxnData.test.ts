import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../errors';
import type { NetworkType, TxnType } from '../types';
import { parseTxnData } from './parseTxnData';
import type { PayloadFields, TxnPayloadReader, TxnPayloadReaders } from './txnPayloadReader';

/** Readers that read nothing themselves: they say what they were asked. */
function recordingReaders() {
  const asked: string[] = [];
  const reader = (field: 'txnEvm' | 'txnSol' | 'txnTron' | 'txnCosmos'): TxnPayloadReader => ({
    field,
    txnTypes: field === 'txnEvm' ? ['on-chain', 'sign-typed'] : ['on-chain'],
    read(payload: unknown, path: string, txnType: TxnType): PayloadFields {
      asked.push(`${path} ${txnType} ${JSON.stringify(payload)}`);
      return field === 'txnSol' ? { txnSol: { data: 'read' } } : {};
    },
  });
  const readers: TxnPayloadReaders = {
    evm: reader('txnEvm'),
    sol: reader('txnSol'),
    tron: reader('txnTron'),
    cosmos: reader('txnCosmos'),
  };
  return { readers, asked };
}

function failure(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError);
    return (error as InvalidResponseError).details ?? '';
  }
  throw new Error('expected the parse to fail');
}

describe('parseTxnData with the readers it is handed', () => {
  it("reads the payload with its network's reader, at that reader's field", () => {
    const { readers, asked } = recordingReaders();
    const txn = parseTxnData({ networkType: 'sol', txnSol: { data: 'x' }, txnTron: 1 }, readers);
    expect(txn).toMatchObject({ networkType: 'sol', txnSol: { data: 'read' } });
    expect(asked).toEqual(['txnData.txnSol on-chain {"data":"x"}']);
  });

  it('refuses a network none of its readers reads, before reading anything', () => {
    const { readers, asked } = recordingReaders();
    const { tron: _, ...withoutTron } = readers;
    const partial = withoutTron as Record<NetworkType, TxnPayloadReader>;
    const txnData = { networkType: 'tron', txnTron: { txID: 'ab' } };
    expect(failure(() => parseTxnData(txnData, partial))).toBe(
      'txnData.networkType: "tron" is read by no reader',
    );
    // Nor is it inferred from a payload no reader reads.
    expect(failure(() => parseTxnData({ txnTron: { txID: 'ab' } }, partial))).toBe(
      'txnData.networkType: Missing, and no txnEvm/txnSol/txnCosmos to infer it from',
    );
    expect(asked).toEqual([]);
  });

  it("refuses a txnType its network's reader does not read, before reading it", () => {
    const { readers, asked } = recordingReaders();
    const txnData = { networkType: 'cosmos', txnType: 'sign-typed', txnCosmos: {} };
    expect(failure(() => parseTxnData(txnData, readers))).toBe(
      'txnData.txnType: "sign-typed" is not one of networkType "cosmos"\'s: on-chain',
    );
    parseTxnData({ ...txnData, networkType: 'evm', txnEvm: {} }, readers);
    expect(asked).toEqual(['txnData.txnEvm sign-typed {}']);
  });
});
