import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../api/errors';
import { parseTxnData } from '../api/parse/parseTxnData';
import type { NetworkType } from '../api/types';
import { NETWORK_FACTS } from '../lib/networkFacts';
import { loadTxnPayloadReaders } from './loadTxnPayloadReaders';
import { NETWORKS } from './networkRegistry';

/** Each network's `txnData` field, as docs/routing-api.md §2.8 names it, with a payload of it. */
const PAYLOADS: Record<NetworkType, [field: string, payload: object]> = {
  evm: ['txnEvm', { to: `0x${'ab'.repeat(20)}`, data: '0x', value: '1' }],
  sol: ['txnSol', { data: 'AQAB' }],
  tron: ['txnTron', { txID: 'cd'.repeat(32) }],
  cosmos: ['txnCosmos', { data: '{"messages":[]}' }],
};
const TYPES = Object.keys(PAYLOADS) as NetworkType[];

function failurePath(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError);
    return (error as InvalidResponseError).path;
  }
  throw new Error('expected the parse to fail');
}

describe('NETWORKS', () => {
  it('registers every network type once, each with its engine, wallet reads and WalletConnect part', async () => {
    expect(Object.keys(NETWORKS).sort()).toEqual(Object.keys(NETWORK_FACTS).sort());
    for (const network of Object.values(NETWORKS)) {
      const engine = await network.engine();
      expect(engine.runStep).toBeTypeOf('function');
      expect(engine.previewStep).toBeTypeOf('function');
      expect(network.wallet.readBalances).toBeTypeOf('function');
      expect(network.walletConnect.namespace).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('gives each network a wallet stack: EVM loads after the first paint, the others on demand', () => {
    const onDemand = Object.entries(NETWORKS)
      .filter(([, network]) => 'onDemandStack' in network)
      .map(([type]) => type);
    expect(onDemand.sort()).toEqual(['cosmos', 'sol', 'tron']);
  });

  it.each(TYPES)("names %s's payload reader, which reads its own field", async (type) => {
    const [field, payload] = PAYLOADS[type];
    const reader = await NETWORKS[type].payload();
    expect(reader.field).toBe(field);
    const readers = await loadTxnPayloadReaders();
    expect(readers[type]).toBe(reader);
    const txn = parseTxnData({ networkType: type, [field]: payload }, readers);
    expect(txn).toMatchObject({ networkType: type, txnType: 'on-chain' });
    expect(txn[reader.field]).toBeDefined();
    // Inferred from the only payload present, too.
    expect(parseTxnData({ [field]: payload }, readers).networkType).toBe(type);
    // Another network's field is not read for it.
    const [otherField, otherPayload] = PAYLOADS[type === 'sol' ? 'tron' : 'sol'];
    const misplaced = { networkType: type, [otherField]: otherPayload };
    expect(failurePath(() => parseTxnData(misplaced, readers))).toBe(`txnData.${field}`);
  });

  it("refuses a signature request on a network whose wallets do not sign one: only EVM's do", async () => {
    const readers = await loadTxnPayloadReaders();
    const typed = { domain: {}, types: { Order: [] }, message: {}, primaryType: 'Order' };
    const signs = TYPES.filter((type) => {
      const txnData = { networkType: type, txnType: 'sign-typed', [PAYLOADS[type][0]]: typed };
      try {
        return parseTxnData(txnData, readers).evmSignature?.kind === 'typed';
      } catch (error) {
        expect((error as InvalidResponseError).path).toBe('txnData.txnType');
        return false;
      }
    });
    expect(signs).toEqual(['evm']);
  });
});
