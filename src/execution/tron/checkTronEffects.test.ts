import { bytesToHex, type Hex, keccak256, toBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  address,
  approvalStep,
  EVIL,
  ROUTER,
  swapStep,
  T,
  trx,
  trxSwapStep,
  USDT,
  USER,
  usdt,
} from '../../test/tronPayloads';
import { EffectRefusedError } from '../effects/effectErrors';
import type { TronLog } from '../signers';
import { checkTronEffects, type TronEffectContext } from './checkTronEffects';
import type { CheckedTronTxn } from './checkTronTransaction';

/** A TRC-20 the route does not use, which the user holds. */
const FOREIGN = address('abcdef0000000000000000000000000000000001');
const MAX = 2n ** 256n - 1n;

const hex20 = (bytes: Uint8Array) => bytesToHex(bytes.subarray(1)).slice(2);
const word = (value: bigint | Uint8Array) =>
  (typeof value === 'bigint' ? value.toString(16) : hex20(value)).padStart(64, '0');
const topic = (signature: string) => keccak256(toBytes(signature)).slice(2);
/** A log as java-tron prints it: the emitter's 20 bytes, topics and data in hex. */
const log = (
  emitter: Uint8Array,
  signature: string,
  indexed: Array<bigint | Uint8Array>,
  data: Array<bigint | Uint8Array> = [],
): TronLog => ({
  address: hex20(emitter),
  topics: [topic(signature), ...indexed.map(word)],
  data: data.map(word).join(''),
});
const transferLog = (token: Uint8Array, from: Uint8Array, to: Uint8Array, amount: bigint) =>
  log(token, 'Transfer(address,address,uint256)', [from, to], [amount]);
const approvalLog = (token: Uint8Array, spender: Uint8Array, amount: bigint) =>
  log(token, 'Approval(address,address,uint256)', [USER, spender], [amount]);

const call = (extra: Partial<CheckedTronTxn> = {}): CheckedTronTxn => ({
  kind: 'call',
  contractType: 'TriggerSmartContract',
  txID: '00'.repeat(32),
  rawDataHex: '00',
  owner: T(USER),
  target: T(ROUTER),
  callValue: 0n,
  callTokenValue: 0n,
  tokenId: 0n,
  data: '0x12345678' as Hex,
  feeLimit: 100_000_000n,
  expiration: 0,
  rawData: {},
  ...extra,
});
const approval = call({
  kind: 'approval',
  target: T(USDT),
  spender: T(ROUTER),
  approvalAmount: 250n,
});

/** The swap step (250 USDT -> TRX) whose call emits `logs`. */
const onSwap = (logs: TronLog[], extra: Partial<TronEffectContext> = {}): TronEffectContext => ({
  step: swapStep,
  checked: call(),
  simulation: { logs },
  routeTokens: [usdt, trx],
  ...extra,
});

/** The refusal's words, or 'passed'. */
async function verdict(ctx: TronEffectContext): Promise<string> {
  try {
    await checkTronEffects(ctx);
    return 'passed';
  } catch (error) {
    if (!(error instanceof EffectRefusedError)) throw error;
    return error.shortMessage;
  }
}

describe('checkTronEffects: what a Tron transaction does to the account, held to its step', () => {
  it('passes a swap that spends its own input and receives what it buys', async () => {
    const logs = [transferLog(USDT, USER, ROUTER, 250n), transferLog(FOREIGN, ROUTER, USER, 9n)];
    expect(await verdict(onSwap(logs))).toBe('passed');
  });

  it("refuses a foreign token's transfer from the user (a swap made a TRC-20 transfer)", async () => {
    const logs = [transferLog(FOREIGN, USER, EVIL, 1_000_000_000n)];
    expect(await verdict(onSwap(logs, { checked: call({ target: T(FOREIGN) }) }))).toBe(
      `This transaction would also send 1000000000 units of ${T(FOREIGN).slice(0, 4)}…${T(FOREIGN).slice(-4)} from your wallet. Nothing was signed.`,
    );
  });

  it('names a token the route does not have by a chain read of its symbol and decimals', async () => {
    const logs = [transferLog(FOREIGN, USER, EVIL, 1_000_000_000n)];
    const readToken = async (token: string) =>
      token === T(FOREIGN) ? { symbol: 'USDC', decimals: 6 } : undefined;
    expect(await verdict(onSwap(logs, { readToken }))).toBe(
      'This transaction would also send 1,000 USDC from your wallet. Nothing was signed.',
    );
  });

  it("refuses a foreign token's transferFrom that the called contract makes on the user's allowance", async () => {
    // The router pulls the route's USDT as it should, and a token it was once allowed.
    const logs = [transferLog(USDT, USER, ROUTER, 250n), transferLog(FOREIGN, USER, EVIL, 5n)];
    expect(await verdict(onSwap(logs))).toMatch(/^This transaction would also send 5 units of T/);
  });

  it('refuses more of the step’s own token than it spends', async () => {
    const logs = [transferLog(USDT, USER, EVIL, 251n)];
    expect(await verdict(onSwap(logs))).toContain('0.000251 USDT');
  });

  it('refuses an increaseApproval-style Approval (the new allowance) on a swap step', async () => {
    const logs = [transferLog(USDT, USER, ROUTER, 250n), approvalLog(FOREIGN, EVIL, MAX)];
    expect(await verdict(onSwap(logs))).toMatch(/would also let T\S+ spend/);
  });

  it("refuses any grant on a swap step, even of the route's own token to its router", async () => {
    expect(await verdict(onSwap([approvalLog(USDT, ROUTER, 250n)]))).toMatch(/would also let/);
  });

  it('passes an Approval that only lowers the allowance (a transferFrom spending it), read before', async () => {
    // An allowance of 1,000 left from before; the swap spends 250 of it: Approval(user, router, 750).
    const logs = [transferLog(USDT, USER, ROUTER, 250n), approvalLog(USDT, ROUTER, 750n)];
    const readAllowance = async (token: string, spender: string) =>
      token === T(USDT) && spender === T(ROUTER) ? 1_000n : 0n;
    expect(await verdict(onSwap(logs, { readAllowance }))).toBe('passed');
    // Raised above what it was: a grant.
    const raised = [approvalLog(USDT, ROUTER, 1_001n)];
    expect(await verdict(onSwap(raised, { readAllowance }))).toMatch(/would also let/);
    // Nothing read: any allowance is a grant.
    expect(await verdict(onSwap(logs))).toMatch(/would also let/);
  });

  it('refuses an operator for everything: ApprovalForAll, ERC-777 AuthorizedOperator, Permit2', async () => {
    const all = log(FOREIGN, 'ApprovalForAll(address,address,bool)', [USER, EVIL], [1n]);
    const operator = log(FOREIGN, 'AuthorizedOperator(address,address)', [EVIL, USER]);
    const permit2 = log(
      ROUTER,
      'Approval(address,address,address,uint160,uint48)',
      [USER, FOREIGN, EVIL],
      [MAX >> 96n, 0n],
    );
    for (const shape of [all, operator, permit2]) {
      expect(await verdict(onSwap([shape]))).toMatch(/would also let .* (spend|move)/);
    }
    // Revoking an operator takes nothing away.
    const revoke = log(FOREIGN, 'ApprovalForAll(address,address,bool)', [USER, EVIL], [0n]);
    expect(await verdict(onSwap([revoke]))).toBe('passed');
  });

  it('refuses any other log naming the user, and ignores logs that do not', async () => {
    const odd = log(FOREIGN, 'Delegated(address,address)', [USER, EVIL]);
    expect(await verdict(onSwap([odd]))).toMatch(
      /would also change your account in a way this swap does not need/,
    );
    const elsewhere = transferLog(FOREIGN, ROUTER, EVIL, 7n);
    expect(await verdict(onSwap([elsewhere]))).toBe('passed');
    // The called router's own record of the swap names the user, and moves nothing itself.
    const swapped = log(ROUTER, 'Swapped(address,address,uint256)', [USER, USDT], [250n]);
    expect(await verdict(onSwap([transferLog(USDT, USER, ROUTER, 250n), swapped]))).toBe('passed');
  });

  it('refuses a TRC-10 token leaving by call_token_value', async () => {
    const checked = call({ callTokenValue: 1_000n, tokenId: 1_000_001n });
    expect(await verdict(onSwap([], { checked }))).toBe(
      'This transaction would also send 1000 units of 1000001 from your wallet. Nothing was signed.',
    );
  });

  it('counts TRX leaving by call_value, within the value the step states', async () => {
    const ctx = onSwap([], { step: trxSwapStep, checked: call({ callValue: 1_000n }) });
    expect(await checkTronEffects(ctx)).toEqual([
      { kind: 'send', asset: trx.address, amount: 1_000n, to: T(ROUTER) },
    ]);
  });

  it('passes an approval step’s exact grant and refuses any other grant or movement', async () => {
    const approve = (logs: TronLog[]) =>
      verdict(onSwap(logs, { step: approvalStep, checked: approval }));
    expect(await approve([approvalLog(USDT, ROUTER, 250n)])).toBe('passed');
    expect(await approve([approvalLog(USDT, ROUTER, 251n)])).toMatch(/would also let/);
    expect(await approve([approvalLog(USDT, EVIL, 250n)])).toMatch(/would also let/);
    expect(
      await approve([approvalLog(USDT, ROUTER, 250n), transferLog(USDT, USER, EVIL, 1n)]),
    ).toMatch(/would also send 0.000001 USDT/);
  });

  it('takes a TRX transfer, which runs no code, as the amount it sends', async () => {
    const ctx = onSwap([], {
      step: trxSwapStep,
      checked: call({
        contractType: 'TransferContract',
        callValue: 1_000n,
        data: undefined,
        target: T(EVIL),
      }),
      simulation: undefined,
    });
    expect(await checkTronEffects(ctx)).toEqual([
      { kind: 'send', asset: trx.address, amount: 1_000n, to: T(EVIL) },
    ]);
  });
});
