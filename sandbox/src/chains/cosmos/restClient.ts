/**
 * A small typed client of the ledger's REST API (the shapes restJson.ts writes), for tests and the
 * sandbox's flows: what a wallet or the widget reads over HTTP.
 */
import { toBase64 } from '@cosmjs/encoding';
import type { TxEvent } from './events';

export interface RestAccount {
  '@type': string;
  address: string;
  pub_key: { '@type': string; key: string } | null;
  account_number: string;
  sequence: string;
}

export interface RestTxResponse {
  height: string;
  txhash: string;
  codespace: string;
  code: number;
  raw_log: string;
  gas_wanted: string;
  gas_used: string;
  timestamp: string;
  events: TxEvent[];
}

export interface RestTx {
  body: { messages: Array<Record<string, unknown>>; memo: string };
}

interface RestError {
  code: number;
  message: string;
  details: unknown[];
}

export type RestAnswer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; body: RestError };

export function cosmosRest(baseUrl: string) {
  const call = async <T>(path: string, body?: unknown): Promise<RestAnswer<T>> => {
    const res = await fetch(`${baseUrl}${path}`, {
      ...(body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
    });
    return { ok: res.ok, status: res.status, body: await res.json() } as RestAnswer<T>;
  };
  const ok = <T>(answer: RestAnswer<T>): T => {
    if (!answer.ok) throw new Error(`REST ${answer.status}: ${answer.body.message}`);
    return answer.body;
  };
  return {
    call,
    nodeInfo: async () =>
      ok(
        await call<{ default_node_info: { network: string } }>(
          '/cosmos/base/tendermint/v1beta1/node_info',
        ),
      ),
    account: (address: string) =>
      call<{ account: RestAccount }>(`/cosmos/auth/v1beta1/accounts/${address}`),
    /** Smallest units of `denom` the address holds. */
    balance: async (address: string, denom: string): Promise<bigint> => {
      const { balances } = ok(
        await call<{ balances: Array<{ denom: string; amount: string }> }>(
          `/cosmos/bank/v1beta1/balances/${address}`,
        ),
      );
      return BigInt(balances.find((c) => c.denom === denom)?.amount ?? '0');
    },
    broadcast: async (txBytes: Uint8Array): Promise<RestTxResponse> =>
      ok(
        await call<{ tx_response: RestTxResponse }>('/cosmos/tx/v1beta1/txs', {
          tx_bytes: toBase64(txBytes),
          mode: 'BROADCAST_MODE_SYNC',
        }),
      ).tx_response,
    tx: (hash: string) =>
      call<{ tx: RestTx; tx_response: RestTxResponse }>(`/cosmos/tx/v1beta1/txs/${hash}`),
    simulate: (txBytes: Uint8Array) =>
      call<{
        gas_info: { gas_wanted: string; gas_used: string };
        result: { data: string; log: string; events: TxEvent[]; msg_responses: unknown[] };
      }>('/cosmos/tx/v1beta1/simulate', { tx_bytes: toBase64(txBytes) }),
  };
}
