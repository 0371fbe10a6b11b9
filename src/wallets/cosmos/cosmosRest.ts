import { base64 } from '@scure/base';
import type { CosmosEvent } from '../../execution/cosmos/cosmosEffects';
import { SimulationFailedError } from '../../execution/errors';
import type { CosmosAccountState, CosmosTxResult } from '../../execution/signers';
import { trimTrailing } from '../../lib/trimTrailing';

/**
 * The reads and writes the widget makes on a Cosmos chain, over the Cosmos SDK REST API (the
 * chain's `rpcUrls` entry, or the integrator's `restUrl`): an account's number and sequence, a
 * simulation, a sync broadcast, a transaction by hash, a balance. grpc-gateway's JSON, as the SDK
 * answers it; anything else is an error with the answer in its message.
 */
export interface CosmosRest {
  /** The chain id the node says it runs (`node_info.network`). */
  chainId(): Promise<string>;
  account(address: string): Promise<CosmosAccountState | undefined>;
  /** Gas used and the events; throws `SimulationFailedError` with the chain's log. */
  simulate(txBytes: Uint8Array): Promise<{ gasUsed: bigint; events: CosmosEvent[] }>;
  broadcast(txBytes: Uint8Array): Promise<{ code: number; rawLog: string }>;
  tx(hash: string): Promise<CosmosTxResult | undefined>;
  balance(address: string, denom: string): Promise<bigint>;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const integer = (value: unknown, what: string): bigint => {
  const digits = text(value);
  if (!/^\d{1,30}$/.test(digits)) throw new Error(`${what} is not an integer: ${digits}`);
  return BigInt(digits);
};

export function cosmosRest(baseUrl: string, fetchFn: typeof fetch = fetch): CosmosRest {
  const base = trimTrailing(baseUrl, '/');
  const call = async (path: string, body?: unknown): Promise<Answer> => {
    const init: RequestInit =
      body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          };
    const res = await fetchFn(`${base}${path}`, init);
    return { status: res.status, body: record(await res.json().catch(() => ({}))) };
  };
  const ok = (answer: Answer, path: string) => {
    if (answer.status !== 200) {
      throw new Error(`${path}: HTTP ${answer.status} ${text(answer.body.message).slice(0, 300)}`);
    }
    return answer.body;
  };
  return {
    async chainId() {
      const path = '/cosmos/base/tendermint/v1beta1/node_info';
      return text(record(ok(await call(path), path).default_node_info).network);
    },
    async account(address) {
      const path = `/cosmos/auth/v1beta1/accounts/${encodeURIComponent(address)}`;
      const answer = await call(path);
      if (answer.status === 404) return undefined;
      const account = record(ok(answer, path).account);
      return {
        accountNumber: integer(account.account_number, 'account_number'),
        sequence: integer(account.sequence, 'sequence'),
      };
    },
    async simulate(txBytes) {
      const path = '/cosmos/tx/v1beta1/simulate';
      const answer = await call(path, { tx_bytes: base64.encode(txBytes) });
      if (answer.status !== 200) {
        // The SDK appends the gas to the log; the reason is what comes before.
        const message = text(answer.body.message);
        const log = message.split(' With gas wanted: ')[0] ?? message;
        throw new SimulationFailedError({ reason: log || `HTTP ${answer.status}` });
      }
      return {
        gasUsed: integer(record(answer.body.gas_info).gas_used, 'gas_used'),
        events: readEvents(record(answer.body.result).events),
      };
    },
    async broadcast(txBytes) {
      const path = '/cosmos/tx/v1beta1/txs';
      const body = { tx_bytes: base64.encode(txBytes), mode: 'BROADCAST_MODE_SYNC' };
      const response = record(ok(await call(path, body), path).tx_response);
      return { code: Number(response.code ?? 0), rawLog: text(response.raw_log) };
    },
    async tx(hash) {
      const path = `/cosmos/tx/v1beta1/txs/${encodeURIComponent(hash)}`;
      const answer = await call(path);
      if (answer.status === 404) return undefined;
      const response = record(ok(answer, path).tx_response);
      return {
        height: integer(response.height, 'height'),
        code: Number(response.code ?? 0),
        rawLog: text(response.raw_log),
      };
    },
    async balance(address, denom) {
      const path = `/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}/by_denom?denom=${encodeURIComponent(denom)}`;
      return integer(record(ok(await call(path), path).balance).amount || '0', 'amount');
    },
  };
}

/**
 * `result.events` as the SDK writes them (`[{ type, attributes: [{ key, value, index }] }]`); an
 * answer without that list is an error, never "no effects".
 */
function readEvents(value: unknown): CosmosEvent[] {
  if (!Array.isArray(value)) throw new Error('simulate: result.events is not a list');
  return value.map((item) => {
    const event = record(item);
    const attributes = Array.isArray(event.attributes) ? event.attributes : [];
    return {
      type: text(event.type),
      attributes: attributes.map((a) => ({
        key: text(record(a).key),
        value: text(record(a).value),
      })),
    };
  });
}
