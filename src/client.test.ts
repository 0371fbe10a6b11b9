import { describe, expect, it } from 'vitest';
import { quickSwapBody } from './api/__fixtures__/quickSwapBody';
import { parseTxnData as parseWithReaders } from './api/parse/parseTxnData';
import { createRoutingClient, parseQuickSwapResponse, parseTxnData } from './client';
import { loadTxnPayloadReaders } from './networks/loadTxnPayloadReaders';

/** One `txnData` of each network, its payload in the field the network's reader names. */
const TXN_DATA = [
  { networkType: 'evm', txnEvm: { to: `0x${'ab'.repeat(20)}`, data: '0x', value: '1' } },
  { networkType: 'evm', txnType: 'sign-untyped', txnEvm: { message: 'hi' } },
  { networkType: 'sol', txnSol: { data: 'AQAB' } },
  { networkType: 'tron', txnTron: { txID: 'cd'.repeat(32) } },
  { networkType: 'cosmos', txnCosmos: { data: '{"messages":[]}' } },
  { networkType: 'sol', txnType: 'sign-typed', txnSol: { data: 'AQAB' } },
];

/** What a parse gives, or the path it refused. */
function outcome(parse: () => unknown): unknown {
  try {
    return parse();
  } catch (error) {
    return { refused: (error as { path?: string }).path };
  }
}

describe('the ./client entry, for an integrator who hands in no readers', () => {
  it("reads every network's payload as the widget does, with the readers its networks register", async () => {
    const registered = await loadTxnPayloadReaders();
    for (const txnData of TXN_DATA) {
      expect(outcome(() => parseTxnData(txnData))).toEqual(
        outcome(() => parseWithReaders(txnData, registered)),
      );
    }
    expect(outcome(() => parseTxnData(TXN_DATA[3]))).toMatchObject({ txnTron: { visible: false } });
    expect(outcome(() => parseTxnData(TXN_DATA[5]))).toEqual({ refused: 'txnData.txnType' });
  });

  it("its client reads a payload other than EVM's, and its /quick-swap parser the transactions", async () => {
    const body = { routeId: 'r1', stepId: 's1', txnData: TXN_DATA[4] };
    const fetch = async () => Response.json({ status: 'success', data: body });
    const client = createRoutingClient({ baseUrl: 'https://api.test/v1', fetch });
    const next = await client.getNextTx({ routeId: 'r1', stepId: 's1' });
    expect(next.txnData?.txnCosmos).toEqual({ data: '{"messages":[]}' });
    const { txns } = parseQuickSwapResponse(quickSwapBody());
    expect(txns.map((txn) => txn.txnEvm?.to)).toEqual([expect.any(String), expect.any(String)]);
  });
});
