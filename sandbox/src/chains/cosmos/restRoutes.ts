/**
 * The REST endpoints of a Cosmos SDK node the ledger answers (the grpc-gateway routes of the
 * tendermint, auth, bank and tx services), with grpc-gateway's error body `{ code, message,
 * details }` and HTTP status: 400 InvalidArgument (3), 404 NotFound (5), 500 Unknown (2, a failed
 * simulation, as the SDK reports it).
 */

import { sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toHex } from '@cosmjs/encoding';
import type { CosmosLedger } from './ledger';
import { accountJson, txJson, txResponseJson } from './restJson';
import { checkAddress } from './validate';

export class GatewayError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly grpcCode: number,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new GatewayError(400, 3, message);
const notFound = (message: string) => new GatewayError(404, 5, message);

/** uint64 max: the gas limit a simulation runs with. */
const SIMULATION_GAS_WANTED = '18446744073709551615';

export interface RestRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function bech32Param(ledger: CosmosLedger, address: string): string {
  try {
    checkAddress(address, ledger.params.prefix, 'account');
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : String(error));
  }
  return address;
}

function txBytesOf(body: unknown): Uint8Array {
  const value = (body as { tx_bytes?: unknown } | null)?.tx_bytes;
  if (typeof value !== 'string' || value === '') throw invalid('invalid empty tx');
  try {
    return fromBase64(value);
  } catch {
    throw invalid('tx_bytes: not base64');
  }
}

function nodeInfo(ledger: CosmosLedger, origin: string) {
  return {
    default_node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      default_node_id: toHex(sha256(new TextEncoder().encode(ledger.params.chainId))).slice(0, 40),
      listen_addr: origin,
      network: ledger.params.chainId,
      version: '0.38.0',
      channels: '',
      moniker: 'sandbox',
      other: { tx_index: 'on', rpc_address: origin },
    },
    application_version: {
      name: 'sandbox',
      app_name: 'sandbox-cosmos',
      version: '1.0.0',
      git_commit: '',
      build_tags: '',
      go_version: '',
      build_deps: [],
      cosmos_sdk_version: 'v0.50.0',
    },
  };
}

function latestBlock(ledger: CosmosLedger) {
  const header = {
    version: { block: '11', app: '0' },
    chain_id: ledger.params.chainId,
    height: ledger.height.toString(),
    time: new Date(ledger.blockTime).toISOString(),
  };
  const block = { header, data: { txs: [] }, evidence: { evidence: [] }, last_commit: null };
  return {
    block_id: { hash: '', part_set_header: { total: 0, hash: '' } },
    block,
    sdk_block: block,
  };
}

const PREFIX = '/cosmos/';

export function routeRest(ledger: CosmosLedger, req: RestRequest, origin: string): unknown {
  const { method, path } = req;
  if (!path.startsWith(PREFIX)) throw notFound('Not Found');
  const parts = path.slice(PREFIX.length).split('/').map(decodeURIComponent);
  const route = parts.slice(0, 3).join('/');
  const [arg, extra] = parts.slice(3);

  if (method === 'GET' && route === 'base/tendermint/v1beta1' && parts.length === 4) {
    if (arg === 'node_info') return nodeInfo(ledger, origin);
    if (arg === 'syncing') return { syncing: false };
  }
  if (method === 'GET' && path === '/cosmos/base/tendermint/v1beta1/blocks/latest') {
    return latestBlock(ledger);
  }
  if (method === 'GET' && route === 'auth/v1beta1/accounts' && arg && !extra) {
    const account = ledger.state.account(bech32Param(ledger, arg));
    if (!account) throw notFound(`account ${arg} not found`);
    return accountJson(account);
  }
  if (method === 'GET' && route === 'bank/v1beta1/balances' && arg) {
    const balances = ledger.state.balances(bech32Param(ledger, arg));
    if (extra === 'by_denom') {
      const denom = req.query.get('denom') ?? '';
      if (!denom) throw invalid('invalid denom');
      return { balance: { denom, amount: ledger.state.balance(arg, denom).toString() } };
    }
    if (!extra) return { balances, pagination: { next_key: null, total: String(balances.length) } };
  }
  if (method === 'POST' && path === '/cosmos/tx/v1beta1/txs') {
    const mode = (req.body as { mode?: unknown } | null)?.mode ?? 'BROADCAST_MODE_SYNC';
    if (mode !== 'BROADCAST_MODE_SYNC' && mode !== 'BROADCAST_MODE_ASYNC') {
      throw invalid(`unsupported return type ${String(mode)}; supported types: sync, async`);
    }
    return { tx_response: txResponseJson(ledger.broadcast(txBytesOf(req.body))) };
  }
  if (method === 'GET' && route === 'tx/v1beta1/txs' && arg && !extra) {
    let hash: string;
    try {
      hash = toHex(fromHex(arg)).toUpperCase();
    } catch {
      throw invalid(`tx hash ${arg} is not valid hex`);
    }
    const record = ledger.getTx(hash);
    if (!record) throw notFound(`tx not found: ${arg}`);
    return { tx: txJson(record), tx_response: txResponseJson(record) };
  }
  if (method === 'POST' && path === '/cosmos/tx/v1beta1/simulate') {
    const simulation = ledger.simulate(txBytesOf(req.body));
    if (!simulation.ok) {
      throw new GatewayError(
        500,
        2,
        `${simulation.error.rawLog} With gas wanted: '${SIMULATION_GAS_WANTED}' and gas used: '${simulation.gasUsed}' `,
      );
    }
    return {
      gas_info: { gas_wanted: SIMULATION_GAS_WANTED, gas_used: simulation.gasUsed.toString() },
      result: { data: '', log: '', events: simulation.events, msg_responses: [] },
    };
  }
  throw notFound('Not Found');
}
