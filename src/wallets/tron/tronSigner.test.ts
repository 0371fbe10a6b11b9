import {
  encodeErrorResult,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  stringToHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { SimulationFailedError } from '../../execution/errors';
import type { TronTransaction } from '../../execution/signers';
import { tronTextToEvmHex } from '../../execution/tron/tronAddress';
import type { TronHttp } from './tronHttp';
import { createTronSigner } from './tronSigner';

const errorAbi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
] as const;
/** `Error("DEADLINE")` as a revert's return data, hex without `0x`, as java-tron writes it. */
const DEADLINE = encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: ['DEADLINE'] }).slice(
  2,
);
const hexText = (text: string) => stringToHex(text).slice(2);
const TX: TronTransaction = { txID: 'ab'.repeat(32), rawDataHex: '0a02', visible: false };

/** The signer on a node that answers `answer` to every request; `asked` keeps the requests. */
function signerOn(answer: unknown) {
  const asked: Array<[string, Record<string, unknown>]> = [];
  const http = (async (path: string, body: Record<string, unknown>) => {
    asked.push([path, body]);
    return answer;
  }) as TronHttp;
  const wallet = {
    address: () => 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa',
    signTransaction: async () => '',
  };
  return { signer: createTronSigner(wallet, http), asked };
}

describe("the Tron signer reads a full node's answers", () => {
  it('a simulation that reverts throws with the revert reason; one that passes, nothing', async () => {
    const reverted = signerOn({
      result: { result: true, message: 'REVERT opcode executed' },
      constant_result: [DEADLINE],
      transaction: { ret: [{ ret: 'FAILED' }] },
    });
    const call = { owner: 'T1', contract: 'T2', data: '0x12' as const, callValue: 5n };
    const error = await reverted.signer.simulate(call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulationFailedError);
    expect((error as SimulationFailedError).reason).toBe('DEADLINE');
    expect(reverted.asked[0]).toEqual([
      '/wallet/triggerconstantcontract',
      { owner_address: 'T1', contract_address: 'T2', data: '12', call_value: 5n, visible: true },
    ]);
    const passed = signerOn({ result: { result: true }, constant_result: ['01'] });
    await expect(passed.signer.simulate(call)).resolves.toEqual({ logs: [] });
  });

  it("a simulation answers the call's logs as the node printed them; unreadable logs are refused", async () => {
    const log = {
      address: 'a614f803b6fd780986a42c78ec9c7f77e6ded13c',
      topics: ['ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'],
      data: '00'.repeat(32),
    };
    const call = { owner: 'T1', contract: 'T2', data: '0x12' as const, callValue: 0n };
    const answered = signerOn({ result: { result: true }, constant_result: ['01'], logs: [log] });
    expect(await answered.signer.simulate(call)).toEqual({ logs: [log] });
    // A node whose logs cannot be read has not said what the call does: nothing is offered.
    for (const logs of [[{ ...log, topics: 'ddf2' }], [{ ...log, data: 'xyz' }], { log }]) {
      const odd = signerOn({ result: { result: true }, constant_result: ['01'], logs });
      const error = await odd.signer.simulate(call).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SimulationFailedError);
    }
  });

  it("reads a token's symbol and decimals to name it; a token that does not answer both is unnamed", async () => {
    const symbol = encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'USDC' });
    const decimals = encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 });
    const answers = (symbolHex: string) => {
      const asked: unknown[] = [];
      const http = (async (_path: string, body: Record<string, unknown>) => {
        asked.push(body);
        const hex = body.data === '95d89b41' ? symbolHex : decimals; // symbol()
        return { result: { result: true }, constant_result: [hex.slice(2)] };
      }) as TronHttp;
      const wallet = { address: () => 'T1', signTransaction: async () => '' };
      return { signer: createTronSigner(wallet, http), asked };
    };
    const named = answers(symbol);
    expect(await named.signer.readToken('T9', 'T1')).toEqual({ symbol: 'USDC', decimals: 6 });
    expect(named.asked[0]).toMatchObject({
      owner_address: 'T1',
      contract_address: 'T9',
      data: '95d89b41',
    });
    expect(await answers('0x').signer.readToken('T9', 'T1')).toBeUndefined();
    const reverted = signerOn({ result: { result: true, message: 'REVERT opcode executed' } });
    expect(await reverted.signer.readToken('T9', 'T1')).toBeUndefined();
  });

  it("reads the owner's allowance to a spender before a call, as allowance(owner, spender)", async () => {
    const owner = 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa';
    const spender = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
    const result = encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: 750n });
    const read = signerOn({ result: { result: true }, constant_result: [result.slice(2)] });
    expect(await read.signer.readAllowance('T9', owner, spender)).toBe(750n);
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'allowance',
      args: [tronTextToEvmHex(owner)!, tronTextToEvmHex(spender)!],
    });
    expect(read.asked[0]?.[1]).toMatchObject({ contract_address: 'T9', data: data.slice(2) });
    const reverted = signerOn({ result: { result: true, message: 'REVERT opcode executed' } });
    expect(await reverted.signer.readAllowance('T9', owner, spender)).toBeUndefined();
  });

  it("maps the broadcast's codes: sent, known, expired, refused with its words", async () => {
    expect(await signerOn({ result: true }).signer.broadcast(TX, 'ff')).toEqual({ status: 'sent' });
    const dup = { code: 'DUP_TRANSACTION_ERROR', message: hexText('Dup transaction.') };
    expect(await signerOn(dup).signer.broadcast(TX, 'ff')).toEqual({ status: 'known' });
    const late = { code: 'TRANSACTION_EXPIRATION_ERROR', message: hexText('Transaction expired') };
    expect(await signerOn(late).signer.broadcast(TX, 'ff')).toEqual({ status: 'expired' });
    const tapos = { code: 'TAPOS_ERROR', message: hexText('Tapos check error') };
    expect(await signerOn(tapos).signer.broadcast(TX, 'ff')).toEqual({
      status: 'refused',
      code: 'TAPOS_ERROR',
      message: 'Tapos check error',
    });
  });

  it('reads a receipt: none yet, success with its fee, REVERT and OUT_OF_ENERGY with why', async () => {
    expect(await signerOn({}).signer.receipt(TX.txID)).toBeUndefined();
    const ok = { id: TX.txID, fee: 345_000, receipt: { result: 'SUCCESS' } };
    expect(await signerOn(ok).signer.receipt(TX.txID)).toEqual({
      status: 'success',
      fee: 345_000n,
    });
    const transfer = { id: TX.txID, receipt: { net_usage: 268 } };
    expect(await signerOn(transfer).signer.receipt(TX.txID)).toMatchObject({ status: 'success' });
    const revert = {
      id: TX.txID,
      fee: 1_000,
      result: 'FAILED',
      resMessage: hexText('REVERT opcode executed'),
      contractResult: [DEADLINE],
      receipt: { result: 'REVERT' },
    };
    expect(await signerOn(revert).signer.receipt(TX.txID)).toEqual({
      status: 'failed',
      reason: 'REVERT: DEADLINE',
      fee: 1_000n,
    });
    const energy = {
      id: TX.txID,
      result: 'FAILED',
      resMessage: hexText('Not enough energy'),
      contractResult: [''],
      receipt: { result: 'OUT_OF_ENERGY' },
    };
    expect(await signerOn(energy).signer.receipt(TX.txID)).toMatchObject({
      status: 'failed',
      reason: 'OUT_OF_ENERGY: Not enough energy',
    });
  });
});
