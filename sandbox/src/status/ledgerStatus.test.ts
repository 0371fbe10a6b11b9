import { TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import {
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  keccak256,
  maxUint256,
  stringToBytes,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { MEMO_PROGRAM_ID } from '../chains/solana/keys';
import { decodeTransfer } from '../chains/solana/transfer';
import {
  COSMOS_USER,
  EVM_OTHER,
  EVM_USER,
  quoteParams,
  SOL_USER,
  T,
  TRON_USER,
} from '../testing/fixtures';
import { type Harness, type Json, setupSandbox } from '../testing/harness';
import {
  createLedgerStatus,
  type LedgerLookup,
  type LedgerState,
  type LedgerTxFacts,
} from './ledgerStatus';
import { createTimeline } from './timeline';

const HASH = `0x${'cd'.repeat(32)}`;
const ledger = new Map<
  string,
  {
    state: LedgerState;
    delivery?: { dstTxHash?: string };
    output?: { chain: string; token: string; amount: bigint };
  }
>();
const facts = new Map<string, LedgerTxFacts>();
const asked: string[] = [];
const ledgers: LedgerLookup = {
  async getTransactionStatus(chain, txHash) {
    asked.push(`${chain}:${txHash}`);
    return ledger.get(txHash) ?? { state: 'NOT_FOUND' };
  },
  async getTransactionFacts(_chain, txHash) {
    return facts.get(txHash);
  },
};
const api = setupSandbox({ statusSource: createLedgerStatus(ledgers, createTimeline(0)) });
/** Its clock stands still, so its timeline keeps every step in progress: a success is the ledger's. */
const clock = Date.now();
const slow = setupSandbox({
  statusSource: createLedgerStatus(ledgers, createTimeline(1_000)),
  now: () => clock,
});

async function firstStep(
  params: Record<string, string | number | boolean>,
  provider: string,
  sandbox: Harness = api,
) {
  const [route] = (await sandbox.data('/quotes', { ...params, include: provider }))
    .quotes as Json[];
  const { steps } = await sandbox.data('/createTx', { routeId: route.routeId });
  return { routeId: route.routeId as string, steps: steps as Json[] };
}

/** What the Solana ledger would say of the transaction `/nextTx` served (standard mode). */
function solanaFacts(txnSol: string): LedgerTxFacts {
  const tx = VersionedTransaction.deserialize(Buffer.from(txnSol, 'base64'));
  const { instructions, payerKey } = TransactionMessage.decompile(tx.message);
  const raw = instructions.map((ix) => ({
    program: ix.programId.toBase58(),
    keys: ix.keys.map((k) => k.pubkey.toBase58()),
    data: ix.data,
  }));
  return {
    kind: 'sol',
    feePayer: payerKey.toBase58(),
    memos: raw
      .filter((ix) => ix.program === MEMO_PROGRAM_ID.toBase58())
      .map((ix) => Buffer.from(ix.data).toString('utf8')),
    transfers: raw.flatMap((ix) => decodeTransfer(ix.program, ix.keys, ix.data) ?? []),
  };
}

describe('ledger-backed /status', () => {
  it('maps the ledger states and reports the delivery hash', async () => {
    const { routeId, steps } = await firstStep(
      quoteParams(T.eth, T.solUsdc, EVM_USER, { recipient: SOL_USER }),
      'swift',
    );
    const query = { routeId, stepId: steps[0].stepId, txnHash: HASH };
    expect((await api.data('/status', query)).status).toBe('not-started');
    const { txnData } = await api.data('/nextTx', { routeId, stepId: steps[0].stepId });
    const { from, to, data } = txnData.txnEvm;
    facts.set(HASH, { kind: 'evm', from, to, data });
    ledger.set(HASH, { state: 'PENDING' });
    expect((await api.data('/status', query)).status).toBe('in-progress');
    const signature = '5'.repeat(87);
    ledger.set(HASH, { state: 'SUCCESS', delivery: { dstTxHash: signature } });
    const done = await api.data('/status', query);
    expect(done).toMatchObject({ status: 'success', destTxnHash: signature });
    expect(done.destTxnUrl).toContain(`/explorer/sol/tx/${signature}`);
    expect(asked).toContain(`31337:${HASH}`);
    ledger.set(HASH, { state: 'REFUNDED' });
    expect((await api.data('/status', query)).status).toBe('failed');
  });

  it('says what was delivered, as the ledger has it: the ordered token on success, the bridged one on partial-success', async () => {
    const { routeId, steps } = await firstStep(
      quoteParams(T.usdc, T.baseEth, EVM_USER, { inputAmountDisplay: '30' }),
      'swift',
    );
    const bridge = steps.find((s) => s.stepType === 'bridge');
    const query = { routeId, stepId: bridge.stepId, txnHash: `0x${'b2'.repeat(32)}` };
    const { txnData } = await api.data('/nextTx', query);
    const { from, to, data } = txnData.txnEvm;
    facts.set(query.txnHash, { kind: 'evm', from, to, data });
    const dstTxHash = `0x${'b3'.repeat(32)}`;

    ledger.set(query.txnHash, { state: 'PENDING' });
    expect(await api.data('/status', query)).not.toHaveProperty('outputAmount');

    // Not the quote: what the payout paid (here more than the route's output).
    const paid = BigInt(bridge.outputAmount) + 12_345n;
    ledger.set(query.txnHash, {
      state: 'SUCCESS',
      delivery: { dstTxHash },
      output: { chain: '31338', token: T.baseEth.address, amount: paid },
    });
    const success = await api.data('/status', query);
    expect(success).toMatchObject({
      status: 'success',
      destTxnHash: dstTxHash,
      outputAmount: paid.toString(),
      outputToken: { chainId: '31338', symbol: 'ETH', blockchain: 'Sandbox Base' },
    });
    expect(success.outputAmountDisplay).toBe(formatUnits(paid, 18));

    ledger.set(query.txnHash, {
      state: 'PARTIAL',
      delivery: { dstTxHash },
      output: { chain: '31338', token: T.baseUsdc.address, amount: 29_950_000n },
    });
    expect(await api.data('/status', query)).toMatchObject({
      status: 'partial-success',
      destTxnHash: dstTxHash,
      outputAmount: '29950000',
      outputAmountDisplay: '29.95',
      outputToken: { chainId: '31338', address: T.baseUsdc.address, symbol: 'USDC', decimals: 6 },
    });
  });

  it('refuses a transaction that is not the one handed out for the step', async () => {
    const { routeId, steps } = await firstStep(
      quoteParams(T.eth, T.solUsdc, EVM_USER, { recipient: SOL_USER }),
      'swift',
    );
    const stepId = steps[0].stepId;
    const other = `0x${'ef'.repeat(32)}`;
    ledger.set(other, { state: 'SUCCESS' });
    facts.set(other, { kind: 'evm', from: EVM_USER, to: EVM_USER, data: '0x' });
    const before = await api.get('/status', { routeId, stepId, txnHash: other });
    expect(before.status).toBe(400);
    expect(before.body.error.message).toMatch(/^txnHash: no transaction was handed out/);
    const { txnData } = await api.data('/nextTx', { routeId, stepId });
    const answer = await api.get('/status', { routeId, stepId, txnHash: other });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(answer.body.error.message).toMatch(/^txnHash: transaction does not match this step/);
    // Same target and calldata from another sender is not the step's either.
    const { to, data } = txnData.txnEvm;
    facts.set(other, { kind: 'evm', from: `0x${'11'.repeat(20)}`, to, data });
    expect((await api.get('/status', { routeId, stepId, txnHash: other })).status).toBe(400);
    facts.set(other, { kind: 'evm', from: EVM_USER, to, data });
    expect((await api.data('/status', { routeId, stepId, txnHash: other })).status).toBe('success');
  });

  it("takes a smart account's batch (EIP-7702) for the step when one of its calls is the step's transaction", async () => {
    const { routeId, steps } = await firstStep(
      quoteParams(T.eth, T.solUsdc, EVM_USER, { recipient: SOL_USER }),
      'swift',
    );
    const stepId = steps[0].stepId;
    const { txnData } = await api.data('/nextTx', { routeId, stepId });
    const step = { to: txnData.txnEvm.to, data: txnData.txnEvm.data };
    const batch = `0x${'ba'.repeat(32)}`;
    ledger.set(batch, { state: 'SUCCESS' });
    const unrelated = { to: EVM_OTHER, data: '0x' };
    facts.set(batch, { kind: 'evm', from: EVM_USER, to: EVM_USER, data: '0x', calls: [unrelated] });
    expect((await api.get('/status', { routeId, stepId, txnHash: batch })).status).toBe(400);
    facts.set(batch, {
      kind: 'evm',
      from: EVM_USER,
      to: EVM_USER,
      data: '0x',
      calls: [unrelated, step],
    });
    expect((await api.data('/status', { routeId, stepId, txnHash: batch })).status).toBe('success');
  });

  it("accepts an approval the widget re-encoded: same token, sender and spender, at least the step's input", async () => {
    const { routeId, steps } = await firstStep(
      quoteParams(T.usdc, T.eth, EVM_USER, { inputAmountDisplay: '42' }),
      'sandswap',
    );
    const approval = steps[0];
    expect(approval.stepType).toBe('approval');
    const { txnData } = await api.data('/nextTx', { routeId, stepId: approval.stepId });
    const handedOut = txnData.txnEvm;
    const [spender, served] = decodeFunctionData({ abi: erc20Abi, data: handedOut.data })
      .args as readonly [Hex, bigint];
    expect(served).toBe(maxUint256);
    const input = BigInt(approval.inputAmount);
    const approve = (who: Hex, amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [who, amount] });
    const cases: Array<
      [name: string, tx: { from: string; to: string; data: string }, ok: boolean]
    > = [
      ['as handed out (unlimited)', handedOut, true],
      ['exact input', { ...handedOut, data: approve(spender, input) }, true],
      ['more than the input', { ...handedOut, data: approve(spender, input + 1n) }, true],
      ['one unit short', { ...handedOut, data: approve(spender, input - 1n) }, false],
      ['another spender', { ...handedOut, data: approve(EVM_OTHER, input) }, false],
      ['another token', { ...handedOut, to: T.weth.address, data: approve(spender, input) }, false],
      ['another sender', { ...handedOut, from: EVM_OTHER, data: approve(spender, input) }, false],
      ['trailing bytes', { ...handedOut, data: `${approve(spender, input)}00` }, false],
      [
        'not approve()',
        {
          ...handedOut,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [spender, input],
          }),
        },
        false,
      ],
    ];
    for (const [name, tx, ok] of cases) {
      const txnHash = keccak256(stringToBytes(name));
      facts.set(txnHash, { kind: 'evm', from: tx.from, to: tx.to, data: tx.data });
      ledger.set(txnHash, { state: 'SUCCESS' });
      const answer = await api.get('/status', { routeId, stepId: approval.stepId, txnHash });
      expect([name, answer.status]).toEqual([name, ok ? 200 : 400]);
      if (ok) expect(answer.body.data.status).toBe('success');
      else
        expect(answer.body.error.message).toMatch(/^txnHash: transaction does not match this step/);
    }
  });

  it('a Cosmos hash the Cosmos ledger does not have is not-started, no timeline success', async () => {
    const fromCosmos = await firstStep(
      quoteParams(T.atom, T.usdc, COSMOS_USER, { recipient: EVM_USER, inputAmountDisplay: '50' }),
      'span',
    );
    // The Cosmos ledger does not have this hash: nothing happened yet (no timeline success).
    const cosmosHash = 'AB'.repeat(32);
    const unseen = await api.data('/status', {
      routeId: fromCosmos.routeId,
      stepId: fromCosmos.steps[0].stepId,
      txnHash: cosmosHash,
    });
    expect(unseen.status).toBe('not-started');
    expect(unseen).not.toHaveProperty('destTxnHash');
  });

  it.each([
    ['Cosmos', T.atom, COSMOS_USER, 'span', '4', 'AB'.repeat(32)],
    ['Tron', T.tronUsdt, TRON_USER, 'arc', '3', 'ab'.repeat(32)],
  ])(
    "follows the solver's delivery from Solana to %s: in progress until it is paid, then success with the payout's hash, without waiting for the timeline",
    async (_, to, recipient, provider, hashDigit, payout) => {
      const { routeId, steps } = await firstStep(
        quoteParams(T.sol, to, SOL_USER, { recipient, inputAmountDisplay: '2' }),
        provider,
        slow,
      );
      const query = { routeId, stepId: steps[0].stepId, txnHash: hashDigit.repeat(88) };
      const { txnData } = await slow.data('/nextTx', query);
      facts.set(query.txnHash, solanaFacts(txnData.txnSol.data));
      ledger.set(query.txnHash, { state: 'PENDING' });
      expect((await slow.data('/status', query)).status).toBe('in-progress');
      ledger.set(query.txnHash, { state: 'SUCCESS', delivery: { dstTxHash: payout } });
      expect(await slow.data('/status', query)).toMatchObject({
        status: 'success',
        destTxnHash: payout,
      });
    },
  );
});
