/**
 * The full-node HTTP API the ledger speaks (java-tron's `/wallet/*`, and `/walletsolidity/*` for
 * the queries TronWeb sends to a solidity node: on the sandbox every block is final at once).
 * Answers are java-tron's shapes; addresses and messages as `visible` asks (base58 and text, or
 * hex). A request the servlets cannot read answers `{ "Error": … }`, as java-tron does.
 */
import { tronAddressBytes } from './address';
import { blockJson, evmBlock } from './blocks';
import {
  accountJson,
  assertContract,
  constantCall,
  newRawTransaction,
  readCallRequest,
  refusal,
  unsignedJson,
} from './calls';
import { ENERGY_PRICE_SUN, MAX_FEE_LIMIT_SUN } from './energy';
import type { TronLedger } from './ledger';
import { transactionInfoJson, transactionJson } from './records';

type Handler = (
  ledger: TronLedger,
  body: Record<string, unknown>,
  visible: boolean,
) => Promise<unknown>;

const txIdParam = (body: Record<string, unknown>) =>
  typeof body.value === 'string' ? body.value.toLowerCase() : '';

const queries: Record<string, Handler> = {
  getnowblock: async (ledger, _, visible) => blockAt(ledger, 'latest', visible),
  getblockbynum: async (ledger, body, visible) => {
    const num = Number(body.num);
    return Number.isSafeInteger(num) && num >= 0 ? blockAt(ledger, BigInt(num), visible) : {};
  },
  getaccount: async (ledger, body, visible) => {
    const address = typeof body.address === 'string' ? tronAddressBytes(body.address) : undefined;
    if (!address) throw new Error('Invalid address');
    return accountJson(ledger.rpcUrl, address, visible);
  },
  triggerconstantcontract: async (ledger, body, visible) => {
    try {
      return await constantCall(ledger.rpcUrl, ledger.now(), readCallRequest(body), visible);
    } catch (error) {
      return refusal(error, visible);
    }
  },
  gettransactionbyid: async (ledger, body, visible) => {
    const record = ledger.get(txIdParam(body));
    return record ? transactionJson(record, visible) : {};
  },
  gettransactioninfobyid: async (ledger, body, visible) => {
    const record = ledger.get(txIdParam(body));
    return record ? transactionInfoJson(record, visible) : {};
  },
};

const builders: Record<string, Handler> = {
  triggersmartcontract: async (ledger, body, visible) => {
    try {
      const request = readCallRequest(body);
      await assertContract(ledger.rpcUrl, request.contract);
      const raw = await newRawTransaction(
        ledger.rpcUrl,
        ledger.now(),
        { type: 'TriggerSmartContract', ...request },
        request.feeLimit,
      );
      return { result: { result: true }, transaction: unsignedJson(raw, visible) };
    } catch (error) {
      return refusal(error, visible);
    }
  },
  createtransaction: async (ledger, body, visible) => {
    const owner = typeof body.owner_address === 'string' && tronAddressBytes(body.owner_address);
    const to = typeof body.to_address === 'string' && tronAddressBytes(body.to_address);
    const amount =
      typeof body.amount === 'number' || typeof body.amount === 'string' ? body.amount : 0;
    if (!owner || !to || !/^\d{1,19}$/.test(String(amount))) {
      throw new Error('owner_address, to_address and amount are required');
    }
    const contract = { type: 'TransferContract' as const, owner, to, amount: BigInt(amount) };
    return unsignedJson(
      await newRawTransaction(ledger.rpcUrl, ledger.now(), contract, 0n),
      visible,
    );
  },
  broadcasttransaction: (ledger, body) => ledger.broadcast(body),
  broadcasthex: (ledger, body) => ledger.broadcastHex(body),
  getchainparameters: async () => ({
    chainParameter: [
      { key: 'getEnergyFee', value: ENERGY_PRICE_SUN },
      { key: 'getMaxFeeLimit', value: MAX_FEE_LIMIT_SUN },
      { key: 'getTransactionFee', value: 1000 },
    ],
  }),
};

async function blockAt(ledger: TronLedger, tag: bigint | 'latest', visible: boolean) {
  const block = await evmBlock(ledger.rpcUrl, tag);
  if (!block) return {};
  const transactions = block.transactions.flatMap((hash) => {
    const record = ledger.byEvmHash(hash);
    return record ? [transactionJson(record, visible)] : [];
  });
  return blockJson(block, transactions);
}

/** The handler of a path, or undefined (a 404): `/wallet/<name>` or `/walletsolidity/<query>`. */
export function tronHandler(path: string): Handler | undefined {
  const match = /^\/(wallet|walletsolidity)\/([a-z]+)$/.exec(path);
  if (!match) return undefined;
  const [, api, name] = match as unknown as [string, string, string];
  if (Object.hasOwn(queries, name)) return queries[name];
  return api === 'wallet' && Object.hasOwn(builders, name) ? builders[name] : undefined;
}

/** `visible` as java-tron reads it: JSON true, or the text "true" in a query string. */
export function isVisible(body: Record<string, unknown>): boolean {
  return body.visible === true || body.visible === 'true';
}
