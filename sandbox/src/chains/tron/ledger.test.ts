import {
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToString,
  parseUnits,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedTransactionHex } from '../../../../src/wallets/tron/signedTransactionHex';
import { sandboxRouterAbi } from '../../../contracts/build/abis';
import { NATIVE_ADDRESS } from '../evm/deploy';
import { convertAmount } from '../pricing';
import { DEFAULT_TRON_NATIVE, DEFAULT_TRON_TOKENS } from '../tokenSpecs';
import { ENERGY_PRICE_SUN } from './energy';
import { signTxId } from './signature';
import { startTronLedger, type TronChain } from './startTronLedger';
import { encodeRaw, rawFromJson, txIdOf } from './transaction';

/** One ledger for the file; every test reads it through its HTTP API only. */
let chain: TronChain;
beforeAll(async () => {
  chain = await startTronLedger({ tokens: DEFAULT_TRON_TOKENS, native: DEFAULT_TRON_NATIVE });
});
afterAll(() => chain?.close());

/** An unsigned or signed transaction as the API writes it. */
interface TxJson {
  txID: string;
  raw_data: unknown;
  raw_data_hex: string;
  visible?: boolean;
  signature?: string[];
}
/** An answer of the HTTP API, with the fields the tests read. */
interface Answer {
  result?: unknown;
  code?: string;
  message?: string;
  txid?: string;
  transaction?: TxJson & { ret?: unknown };
  constant_result?: string[];
  logs?: Array<{ address: string; topics: string[]; data: string }>;
  balance?: number;
  fee?: number;
  receipt?: { result?: string; energy_usage_total?: number };
  resMessage?: string;
  contractResult?: string[];
  ret?: unknown;
  raw_data_hex?: string;
}
async function api(path: string, body: object = {}): Promise<Answer> {
  const response = await fetch(`${chain.rpcUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

const dev = (i: number) => chain.devAccounts[i]!;
const token = (symbol: string) => chain.deployment.tokens.find((t) => t.symbol === symbol)!;
const tronHex = (evm: Hex) => `41${evm.slice(2).toLowerCase()}`;

/** An unsigned TriggerSmartContract from `/wallet/triggersmartcontract`. */
async function buildCall(
  from: number,
  contract: Hex,
  data: Hex,
  feeLimit = 100_000_000,
  callValue = 0,
) {
  const answer = await api('/wallet/triggersmartcontract', {
    owner_address: dev(from).hexAddress,
    contract_address: tronHex(contract),
    data: data.slice(2),
    fee_limit: feeLimit,
    call_value: callValue,
  });
  expect(answer.result).toEqual({ result: true });
  return answer.transaction as TxJson;
}

async function signed(tx: TxJson, by: number): Promise<TxJson> {
  return { ...tx, signature: [await signTxId(tx.txID, dev(by).evm.privateKey)] };
}

const trx = async (i: number) =>
  BigInt(
    (await api('/wallet/getaccount', { address: dev(i).address, visible: true })).balance ?? 0,
  );

async function tokenBalance(symbol: string, i: number): Promise<bigint> {
  const answer = await api('/wallet/triggerconstantcontract', {
    owner_address: dev(i).address,
    contract_address: tronHex(token(symbol).address),
    function_selector: 'balanceOf(address)',
    parameter: dev(i).evm.address.slice(2).toLowerCase().padStart(64, '0'),
    visible: true,
  });
  expect(answer.result).toEqual({ result: true });
  return BigInt(`0x${answer.constant_result?.[0]}`);
}

const transfer = (to: number, amount: bigint) =>
  encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [dev(to).evm.address, amount],
  });

const text = (hex: string) => hexToString(`0x${hex}`);

describe('Tron ledger', () => {
  it('tells its chain id by its genesis block, as Tron does (TronLink reads the network so)', async () => {
    const genesis = (await api('/wallet/getblockbynum', { num: 0 })) as { blockID: string };
    // The last 4 bytes of the genesis block's id: 31339 = 0x7a6b.
    expect(Number.parseInt(genesis.blockID.slice(-8), 16)).toBe(31339);
  });

  it('moves TRC-20 tokens for a transfer its owner signed, and burns the energy fee in TRX', async () => {
    const amount = parseUnits('25', 6);
    const [usdt0, usdt1, trx0] = [
      await tokenBalance('USDT', 0),
      await tokenBalance('USDT', 1),
      await trx(0),
    ];
    const tx = await buildCall(0, token('USDT').address, transfer(1, amount));
    expect(await api('/wallet/broadcasttransaction', await signed(tx, 0))).toEqual({
      result: true,
      txid: tx.txID,
    });
    const info = await api('/wallet/gettransactioninfobyid', { value: tx.txID });
    expect(info.receipt?.result).toBe('SUCCESS');
    expect(BigInt(info.fee ?? 0)).toBe(
      BigInt(info.receipt?.energy_usage_total ?? 0) * ENERGY_PRICE_SUN,
    );
    expect(await tokenBalance('USDT', 0)).toBe(usdt0 - amount);
    expect(await tokenBalance('USDT', 1)).toBe(usdt1 + amount);
    expect(await trx(0)).toBe(trx0 - BigInt(info.fee ?? 0));
    const byId = await api('/wallet/gettransactionbyid', { value: tx.txID });
    expect(byId.ret).toEqual([{ contractRet: 'SUCCESS' }]);
    expect(byId.raw_data_hex).toBe(tx.raw_data_hex);
  });

  it('swaps a TRC-20 for TRX on the router after an exact approval', async () => {
    const amountIn = parseUnits('120', 6);
    const out = convertAmount(amountIn, token('USDT'), chain.deployment.native);
    const [usdt, trxBefore] = [await tokenBalance('USDT', 2), await trx(2)];
    const approve = await buildCall(
      2,
      token('USDT').address,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.deployment.router, amountIn],
      }),
    );
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
    const swap = await buildCall(
      2,
      chain.deployment.router,
      encodeFunctionData({
        abi: sandboxRouterAbi,
        functionName: 'swap',
        args: [
          token('USDT').address,
          NATIVE_ADDRESS,
          amountIn,
          out,
          out,
          dev(2).evm.address,
          deadline,
        ],
      }),
    );
    let fees = 0n;
    for (const tx of [approve, swap]) {
      expect((await api('/wallet/broadcasttransaction', await signed(tx, 2))).result).toBe(true);
      const info = await api('/wallet/gettransactioninfobyid', { value: tx.txID });
      expect(info.receipt?.result).toBe('SUCCESS');
      fees += BigInt(info.fee ?? 0);
    }
    expect(out).toBe(parseUnits('1000.2', 6)); // 120 USDT at $1.0002, TRX at $0.12
    expect(await tokenBalance('USDT', 2)).toBe(usdt - amountIn);
    expect(await trx(2)).toBe(trxBefore + out - fees);
  });

  it('refuses a transaction signed by another key (SIGERROR), and takes the owner’s after', async () => {
    const before = await tokenBalance('USDT', 3);
    const tx = await buildCall(3, token('USDT').address, transfer(4, 1_000_000n));
    const answer = await api('/wallet/broadcasttransaction', await signed(tx, 4));
    expect(answer.code).toBe('SIGERROR');
    expect(text(answer.message ?? '')).toMatch(
      new RegExp(`^Validate signature error: [0-9a-f]{130} is signed by ${dev(4).address} but`),
    );
    expect(await api('/wallet/gettransactionbyid', { value: tx.txID })).toEqual({});
    expect(await tokenBalance('USDT', 3)).toBe(before);
    // A refused transaction is not on the ledger: its owner's signature still goes through.
    expect((await api('/wallet/broadcasttransaction', await signed(tx, 3))).result).toBe(true);
    expect(await tokenBalance('USDT', 3)).toBe(before - 1_000_000n);
  });

  it('refuses a raw_data that is not the raw_data_hex signed', async () => {
    const tx = await buildCall(3, token('USDT').address, transfer(4, 1_000_000n));
    const other = await buildCall(3, token('USDT').address, transfer(4, 9_000_000n));
    const answer = await api('/wallet/broadcasttransaction', {
      ...(await signed(tx, 3)),
      raw_data: other.raw_data,
    });
    expect(answer.code).toBe('SIGERROR');
  });

  it('fails a /wallet/broadcasttransaction without raw_data as java-tron does, running nothing', async () => {
    const before = await tokenBalance('USDT', 4);
    const tx = await signed(await buildCall(3, token('USDT').address, transfer(4, 1_000_000n)), 3);
    const { raw_data: _json, ...hexOnly } = tx;
    expect(await api('/wallet/broadcasttransaction', hexOnly)).toEqual({
      Error: 'class java.lang.NullPointerException : null',
    });
    expect(await api('/wallet/gettransactionbyid', { value: tx.txID })).toEqual({});
    expect(await tokenBalance('USDT', 4)).toBe(before);
  });

  it('takes the signed Transaction protobuf at /wallet/broadcasthex, as java-tron does', async () => {
    const before = await tokenBalance('USDT', 1);
    const tx = await signed(await buildCall(0, token('USDT').address, transfer(1, 2_000_000n)), 0);
    const hex = signedTransactionHex(tx.raw_data_hex, tx.signature?.[0] ?? '');
    expect(await api('/wallet/broadcasthex', { transaction: hex })).toEqual({
      result: true,
      code: 'SUCCESS',
      message: '',
      txid: tx.txID,
    });
    expect(await tokenBalance('USDT', 1)).toBe(before + 2_000_000n);
    expect(await api('/wallet/broadcasthex', { transaction: hex })).toEqual({
      result: false,
      code: 'DUP_TRANSACTION_ERROR',
      message: 'Dup transaction.',
      txid: tx.txID,
    });
  });

  it('refuses a replay of a transaction it executed (DUP_TRANSACTION_ERROR)', async () => {
    const before = await tokenBalance('USDT', 1);
    const tx = await signed(await buildCall(0, token('USDT').address, transfer(1, 3_000_000n)), 0);
    expect((await api('/wallet/broadcasttransaction', tx)).result).toBe(true);
    const replay = await api('/wallet/broadcasttransaction', tx);
    expect(replay).toEqual({
      code: 'DUP_TRANSACTION_ERROR',
      txid: tx.txID,
      message: expect.any(String),
    });
    expect(text(replay.message ?? '')).toBe('Dup transaction.');
    expect(await tokenBalance('USDT', 1)).toBe(before + 3_000_000n);
  });

  it('refuses an expired transaction (TRANSACTION_EXPIRATION_ERROR)', async () => {
    const built = await buildCall(0, token('USDT').address, transfer(1, 1n));
    const rawData = { ...(built.raw_data as object), expiration: Date.now() - 1_000 };
    const bytes = encodeRaw(rawFromJson(rawData, false));
    const txId = txIdOf(bytes);
    const answer = await api('/wallet/broadcasttransaction', {
      txID: txId,
      raw_data: rawData,
      raw_data_hex: Buffer.from(bytes).toString('hex'),
      signature: [await signTxId(txId, dev(0).evm.privateKey)],
    });
    expect(answer.code).toBe('TRANSACTION_EXPIRATION_ERROR');
    expect(text(answer.message ?? '')).toBe('Transaction expired');
    expect(await api('/wallet/gettransactioninfobyid', { value: txId })).toEqual({});
  });

  it('fails a call whose fee_limit buys too little energy (OUT_OF_ENERGY), burning all of it', async () => {
    const [usdt1, trx0] = [await tokenBalance('USDT', 1), await trx(0)];
    const tx = await buildCall(0, token('USDT').address, transfer(1, 5_000_000n), 2_000);
    // On chain, and failed: as on Tron, the broadcast is accepted and the receipt says why.
    expect((await api('/wallet/broadcasttransaction', await signed(tx, 0))).result).toBe(true);
    const info = await api('/wallet/gettransactioninfobyid', { value: tx.txID });
    expect(info).toMatchObject({
      fee: 2_000,
      receipt: { energy_fee: 2_000, energy_usage_total: 20, result: 'OUT_OF_ENERGY' },
      result: 'FAILED',
    });
    expect(text(info.resMessage ?? '')).toMatch(/^Not enough energy/);
    expect((await api('/wallet/gettransactionbyid', { value: tx.txID })).ret).toEqual([
      { contractRet: 'OUT_OF_ENERGY' },
    ]);
    expect(await tokenBalance('USDT', 1)).toBe(usdt1);
    expect(await trx(0)).toBe(trx0 - 2_000n);
  });

  it('answers a simulation with its logs, as java-tron’s TransactionExtention does, and moves nothing', async () => {
    const before = await tokenBalance('USDT', 3);
    const amount = 2_500_000n;
    const simulated = await api('/wallet/triggerconstantcontract', {
      owner_address: dev(3).address,
      contract_address: tronHex(token('USDT').address),
      data: transfer(4, amount).slice(2),
      visible: true,
    });
    expect(simulated.result).toEqual({ result: true });
    const word = (evm: Hex) => evm.slice(2).toLowerCase().padStart(64, '0');
    expect(simulated.logs).toEqual([
      {
        // 20-byte hex without Tron's 41, topics and data as hex: java-tron's Log, printed.
        address: token('USDT').address.slice(2).toLowerCase(),
        topics: [
          'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
          word(dev(3).evm.address),
          word(dev(4).evm.address),
        ],
        data: amount.toString(16).padStart(64, '0'),
      },
    ]);
    expect(await tokenBalance('USDT', 3)).toBe(before);
    // A call that emits nothing answers no logs, as java-tron leaves out an empty list.
    const read = await api('/wallet/triggerconstantcontract', {
      owner_address: dev(3).address,
      contract_address: tronHex(token('USDT').address),
      function_selector: 'decimals()',
      visible: true,
    });
    expect(read.logs).toBeUndefined();
  });

  it('says REVERT, with the revert data, for a call that reverts; a simulation says so first', async () => {
    const before = await tokenBalance('USDT', 0);
    const data = transfer(1, before + 1n);
    const simulated = await api('/wallet/triggerconstantcontract', {
      owner_address: dev(0).hexAddress,
      contract_address: tronHex(token('USDT').address),
      data: data.slice(2),
    });
    expect(simulated.result).toEqual({ result: true, message: expect.any(String) });
    expect(text((simulated.result as { message: string }).message)).toBe('REVERT opcode executed');
    expect(simulated.transaction?.ret).toEqual([{ ret: 'FAILED' }]);
    const tx = await buildCall(0, token('USDT').address, data);
    expect((await api('/wallet/broadcasttransaction', await signed(tx, 0))).result).toBe(true);
    const info = await api('/wallet/gettransactioninfobyid', { value: tx.txID });
    expect(info.receipt?.result).toBe('REVERT');
    expect(text(info.resMessage ?? '')).toBe('REVERT opcode executed');
    const reason = decodeErrorResult({ abi: [], data: `0x${info.contractResult?.[0]}` });
    expect(reason.args).toEqual(['SandboxToken: insufficient balance']);
    expect(await tokenBalance('USDT', 0)).toBe(before);
  });
});
