import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { hexToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { NextTxResult, StatusResult } from '../../api/types';
import { ATOM, EVIL, NOW, POOL, SWAP, swapData, USDC, USER } from '../../test/cosmosFixtures';
import { engineDepsWith } from '../../test/engineDeps';
import { route as makeRoute } from '../../test/routeFixtures';
import type { AccountEffect } from '../effects/accountEffects';
import { SimulationFailedError } from '../errors';
import { putExecution } from '../executionStore';
import type { StepRecord } from '../model';
import { beginExecution, runExecution } from '../runExecution';
import type { CosmosSigner, CosmosTxResult, UnsignedCosmosTx } from '../signers';
import { startExecution, stepAtWallet, stepPreparing, stepSubmitted } from '../transitions';
import { type CosmosMsg, MSG_SEND } from './cosmosPayload';
import { cosmosBodyBytes, cosmosTxHash } from './cosmosTxBytes';

const ROUTE = makeRoute({
  routeId: 'r1',
  from: ATOM,
  to: USDC,
  steps: [SWAP],
  inputAmount: SWAP.inputAmount,
  outputAmount: SWAP.outputAmount,
  minOutputAmount: 19_700_000n,
  userWalletAddress: USER,
});

function fakeClient(data = swapData()) {
  const calls: string[] = [];
  const client = {
    createTx: async () => ({ routeId: 'r1', steps: [SWAP] }),
    getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
      calls.push(`nextTx:${stepId}`);
      const txnCosmos = { data, value: '2000000', gasLimit: '325000', gasPrice: '0.025' };
      return {
        routeId: 'r1',
        stepId,
        skipTxn: false,
        txnData: { networkType: 'cosmos', isCompleted: false, txnType: 'on-chain', txnCosmos },
      } as NextTxResult;
    },
    getStatus: async ({ stepId }: { stepId: string }): Promise<StatusResult> => {
      calls.push(`status:${stepId}`);
      return { routeId: 'r1', stepId, status: 'success', warnings: [] } as StatusResult;
    },
  } as unknown as RoutingClient;
  return { client, calls };
}

/** Another account's public key (compressed secp256k1, anvil's first account's). */
const OTHER_KEY = hexToBytes(
  '0x038318535b54105d4a7aae60c08fc45f9687181b4fdfc625bd1a753fa7397fed75',
);

/** A bank send of the swap's input from `sender` to the pool. */
function sendFrom(sender: string): CosmosMsg {
  const value = {
    fromAddress: sender,
    toAddress: POOL,
    amount: [{ denom: 'uatom', amount: '2000000' }],
  };
  return { typeUrl: MSG_SEND, value: MsgSend.fromPartial(value) };
}

/**
 * Bytes as a wallet signs them: the body asked, one signer info at the sequence (with the
 * signer's public key when given), the fee.
 */
function signedBytes(tx: UnsignedCosmosTx, fee = tx.fee, publicKey?: Uint8Array): Uint8Array {
  const authInfo = AuthInfo.fromPartial({
    signerInfos: [
      {
        sequence: tx.sequence,
        publicKey: publicKey && {
          typeUrl: '/cosmos.crypto.secp256k1.PubKey',
          value: PubKey.encode({ key: publicKey }).finish(),
        },
      },
    ],
    fee: { amount: fee.amount, gasLimit: fee.gas },
  });
  return TxRaw.encode({
    bodyBytes: cosmosBodyBytes(tx.messages, tx.memo),
    authInfoBytes: AuthInfo.encode(authInfo).finish(),
    signatures: [new Uint8Array(64).fill(1)],
  }).finish();
}

/** What a chain's simulation shows of `tx` on the sender: its messages' coins and its fee leave. */
function simulatedEffects(tx: UnsignedCosmosTx, script: LedgerScript): AccountEffect[] {
  const coins = [
    ...tx.messages.flatMap((m) => (m.typeUrl === MSG_SEND ? m.value.amount : [m.value.token])),
    ...tx.fee.amount,
  ];
  return [
    ...coins.map((c) => ({ kind: 'send' as const, asset: c.denom, amount: BigInt(c.amount) })),
    ...(script.extraEffects ?? []),
  ];
}

interface LedgerScript {
  simulation?: SimulationFailedError;
  gasUsed?: bigint;
  /** The code the transaction gets in its block. */
  deliverCode?: number;
  /** What the simulation shows besides the messages' coins and the fee (a chain module's doing). */
  extraEffects?: AccountEffect[];
  /** What the wallet does to the fee it was asked to sign. */
  walletFee?: (tx: UnsignedCosmosTx) => UnsignedCosmosTx['fee'];
}

/** A wallet on a ledger in memory: one block per transaction taken, sequences as the SDK's. */
function fakeLedger(script: LedgerScript = {}, onBroadcast?: () => void) {
  const events: string[] = [];
  const blocks = new Map<string, CosmosTxResult>();
  const ledger = { sequence: 4n, signedFees: [] as string[] };
  const signer: CosmosSigner = {
    networkType: 'cosmos',
    account: () => USER,
    feeSettings: () => ({ feeDenom: 'uatom', gasPrice: '0.025' }),
    ibcChannels: () => ({ '31337': 'channel-0' }),
    readAccount: async () => {
      events.push('account');
      return { accountNumber: 7n, sequence: ledger.sequence };
    },
    simulate: async (tx) => {
      events.push('simulate');
      if (script.simulation) throw script.simulation;
      return { gasUsed: script.gasUsed ?? 70_000n, effects: simulatedEffects(tx, script) };
    },
    sign: async (tx) => {
      events.push('sign');
      ledger.signedFees.push(`${tx.fee.amount[0]?.amount}${tx.fee.amount[0]?.denom}/${tx.fee.gas}`);
      return signedBytes(tx, script.walletFee?.(tx));
    },
    broadcast: async ({ txBytes }) => {
      events.push('broadcast');
      onBroadcast?.();
      const hash = cosmosTxHash(txBytes);
      if (blocks.has(hash)) return { code: 19, rawLog: 'tx already exists in cache' };
      ledger.sequence += 1n;
      const code = script.deliverCode ?? 0;
      blocks.set(hash, { height: 10n, code, rawLog: code ? 'pool: below minOut' : '' });
      return { code: 0, rawLog: '' };
    },
    readTx: async ({ hash }) => {
      events.push('readTx');
      return blocks.get(hash);
    },
  };
  return { signer, events, ledger, blocks };
}

function setup(script: LedgerScript = {}, data?: string) {
  const { client, calls } = fakeClient(data);
  let atBroadcast: StepRecord | undefined;
  const ledger = fakeLedger(script, () => {
    atBroadcast = deps.store.getState().executions.r1?.steps[0];
  });
  // Time passes only while the engine waits for the chain.
  let clock = NOW;
  const { deps } = engineDepsWith(client, undefined, {
    signers: { cosmos: ledger.signer },
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
  });
  return { deps, calls, ...ledger, atBroadcast: () => atBroadcast };
}

describe('runExecution: a Cosmos step', () => {
  it('simulates, signs once with the fee from the simulated gas, saves the hash and bytes, then sends and follows it', async () => {
    const env = setup();
    await beginExecution(ROUTE, env.deps);
    const done = await runExecution('r1', env.deps);

    expect(done.status).toBe('done');
    expect(env.events).toEqual([
      'account',
      'simulate',
      'simulate',
      'sign',
      'account',
      'broadcast',
      'account',
      'readTx',
    ]);
    // 70,000 gas used, 91,000 asked; 0.025 uatom per gas, rounded up.
    expect(env.ledger.signedFees).toEqual(['2275uatom/91000']);
    const hash = done.steps[0]?.txHash;
    expect(hash).toMatch(/^[0-9A-F]{64}$/);
    expect(env.blocks.has(hash ?? '')).toBe(true);
    // Saved before it went out: a reload at any point finds what was signed.
    expect(env.atBroadcast()).toMatchObject({ phase: 'submitted', txHash: hash });
    expect(env.atBroadcast()?.cosmosSigned).toEqual(expect.any(String));
    expect(env.calls).toEqual(['nextTx:s1', 'status:s1']);
  });

  it('waits for the Cosmos wallet, then goes on once it is connected: signed once', async () => {
    const { deps, calls, events } = setup();
    await beginExecution(ROUTE, deps);
    const waiting = await runExecution('r1', { ...deps, signers: {} });
    expect(waiting.status).toBe('running');
    expect(waiting.steps[0]).toMatchObject({ phase: 'preparing', awaitsWallet: 'cosmos' });
    expect(events).toEqual([]);
    const done = await runExecution('r1', deps);
    expect(done.status).toBe('done');
    expect(done.steps[0]?.awaitsWallet).toBeUndefined();
    expect(events.filter((e) => e === 'sign')).toHaveLength(1);
    expect(calls).toEqual(['nextTx:s1', 'nextTx:s1', 'status:s1']);
  });

  it('shows a failing simulation with its reason and never asks the wallet', async () => {
    const simulation = new SimulationFailedError({ reason: 'insufficient funds' });
    const env = setup({ simulation });
    await beginExecution(ROUTE, env.deps);
    const stopped = await runExecution('r1', env.deps);

    expect(stopped.status).toBe('stopped');
    expect(stopped.steps[0]?.error?.message).toBe(
      'This transaction would fail on chain (insufficient funds), so your wallet was not asked to sign it. Nothing was signed.',
    );
    expect(env.events).not.toContain('sign');
  });

  it('refuses a tampered payload before simulating or asking the wallet', async () => {
    const env = setup({}, swapData({ fromAddress: EVIL }));
    await beginExecution(ROUTE, env.deps);
    const stopped = await runExecution('r1', env.deps);

    expect(stopped.steps[0]).toMatchObject({
      phase: 'failed',
      error: { code: 'UNSAFE_TRANSACTION' },
    });
    expect(stopped.steps[0]?.error?.message).toBe(
      'The transaction would be sent from another wallet than yours. Nothing was signed.',
    );
    expect(env.events).toEqual([]);
  });

  it("refuses another network's payload, in the field its reader names, before anything is prepared", async () => {
    const env = setup();
    const txnData = { networkType: 'tron', isCompleted: false, txnType: 'on-chain', txnTron: {} };
    const answer = { routeId: 'r1', stepId: 's1', skipTxn: false, txnData } as NextTxResult;
    const deps = { ...env.deps, client: { ...env.deps.client, getNextTx: async () => answer } };
    await beginExecution(ROUTE, deps);
    const stopped = await runExecution('r1', deps);

    expect(stopped.steps[0]).toMatchObject({
      phase: 'failed',
      error: { code: 'UNSAFE_TRANSACTION' },
    });
    expect(stopped.steps[0]?.error?.message).toBe(
      'The routing service sent a transaction for another kind of network. Nothing was signed.',
    );
    expect(stopped.steps[0]?.error?.details).toContain('expected txnCosmos, got tron');
    expect(env.events).toEqual([]);
  });

  it('refuses a fee over twice the quoted one before the wallet, and one the wallet raised before sending', async () => {
    const costly = setup({ gasUsed: 500_000n });
    await beginExecution(ROUTE, costly.deps);
    const refused = await runExecution('r1', costly.deps);
    expect(refused.steps[0]?.error?.message).toBe(
      'The network fee would be far higher than the one this route was quoted with. Nothing was signed.',
    );
    expect(costly.events).not.toContain('sign');

    const raised = setup({
      walletFee: (tx) => ({ amount: [{ denom: 'uatom', amount: '90000' }], gas: tx.fee.gas }),
    });
    await beginExecution(ROUTE, raised.deps);
    const kept = await runExecution('r1', raised.deps);
    expect(kept.steps[0]?.phase).toBe('failed');
    expect(kept.steps[0]?.txHash).toBeUndefined();
    expect(kept.steps[0]?.error?.details).toContain('fee 90000uatom');
    expect(raised.events).not.toContain('broadcast');
  });

  it('simulates the exact transaction to sign, with its fee, and refuses another denom leaving before the wallet', async () => {
    const foreign: AccountEffect = { kind: 'send', asset: 'ibc/USDC', amount: 5_000_000n };
    const env = setup({ extraEffects: [foreign] });
    const simulated: UnsignedCosmosTx[] = [];
    const simulate = env.signer.simulate;
    env.signer.simulate = async (tx) => {
      simulated.push(tx);
      return simulate(tx);
    };
    await beginExecution(ROUTE, env.deps);
    const stopped = await runExecution('r1', env.deps);

    expect(stopped.steps[0]?.error).toMatchObject({ code: 'UNSAFE_TRANSACTION' });
    expect(stopped.steps[0]?.error?.message).toBe(
      'This transaction would also send 5 USDC from your wallet. Nothing was signed.',
    );
    expect(env.events).not.toContain('sign');
    // The second simulation is of what the wallet would sign: the fee from the first one's gas.
    expect(simulated.map((tx) => tx.fee.amount)).toEqual([
      [],
      [{ denom: 'uatom', amount: '2275' }],
    ]);
  });

  it('refuses more of the fee denom leaving than the input and the stated fee', async () => {
    const env = setup({ extraEffects: [{ kind: 'send', asset: 'uatom', amount: 1n }] });
    await beginExecution(ROUTE, env.deps);
    const stopped = await runExecution('r1', env.deps);

    expect(stopped.steps[0]?.error?.message).toBe(
      'This transaction would take 2.002276 ATOM from your wallet, more than the 2.002275 ATOM this step spends. Nothing was signed.',
    );
    expect(env.events).not.toContain('sign');
  });

  it("fails with the chain's log when the transaction fails in its block", async () => {
    const env = setup({ deliverCode: 1 });
    await beginExecution(ROUTE, env.deps);
    const stopped = await runExecution('r1', env.deps);

    expect(stopped.steps[0]).toMatchObject({ phase: 'failed' });
    expect(stopped.steps[0]?.error?.message).toBe(
      'The transaction failed on chain: pool: below minOut',
    );
  });
});

describe('runExecution: a Cosmos step after a reload', () => {
  /** The step as saved after the wallet signed `tx`, before or after it went out. */
  const tx: UnsignedCosmosTx = {
    chainId: 'sandbox-cosmos-1',
    messages: [sendFrom(USER)],
    memo: '',
    fee: { amount: [{ denom: 'uatom', amount: '2275' }], gas: 91_000n },
    accountNumber: 7n,
    sequence: 4n,
  };

  async function signedRecord(env: ReturnType<typeof setup>, bytes = signedBytes(tx)) {
    const hash = cosmosTxHash(bytes);
    let e = startExecution(ROUTE, [SWAP], { recipient: USER, now: NOW });
    e = stepAtWallet(stepPreparing(e, 's1', NOW), 's1', {}, NOW);
    e = stepSubmitted(
      e,
      's1',
      { txHash: hash, cosmosSigned: Buffer.from(bytes).toString('base64') },
      NOW,
    );
    putExecution(env.deps.store, e);
    return { bytes, hash };
  }

  it('re-sends the saved bytes while the sequence has not moved, without a second signature', async () => {
    const env = setup();
    const { hash } = await signedRecord(env);
    const done = await runExecution('r1', env.deps, undefined, { followOnly: true });

    expect(done.status).toBe('done');
    expect(env.events).toEqual(['account', 'broadcast', 'account', 'readTx']);
    expect(env.blocks.has(hash)).toBe(true);
  });

  it('only follows a transaction the chain already has', async () => {
    const env = setup();
    const { bytes } = await signedRecord(env);
    await env.signer.broadcast({ chainId: 'sandbox-cosmos-1', txBytes: bytes });
    env.events.length = 0;
    const done = await runExecution('r1', env.deps, undefined, { followOnly: true });

    expect(done.status).toBe('done');
    expect(env.events).toEqual(['account', 'readTx']);
  });

  it.each([
    [
      'whose messages another account sends',
      () => signedBytes({ ...tx, messages: [sendFrom(EVIL)] }),
    ],
    ["signed with another account's key", () => signedBytes(tx, tx.fee, OTHER_KEY)],
  ])('neither sends nor follows saved bytes %s, even once the chain has them', async (_, bytes) => {
    const env = setup();
    const { hash } = await signedRecord(env, bytes());
    // On the chain already: following it would mark the step done on another account's word.
    env.blocks.set(hash, { height: 9n, code: 0, rawLog: '' });
    env.ledger.sequence = 5n;
    const stopped = await runExecution('r1', env.deps, undefined, { followOnly: true });

    expect(env.events).not.toContain('broadcast');
    expect(env.events).not.toContain('readTx');
    expect(stopped.steps[0]?.phase).not.toBe('done');
    expect(stopped.steps[0]?.error?.message).toBe(
      'The transaction saved for this step was signed by another account than the connected one, so it was neither sent nor followed. Nothing was signed.',
    );
  });

  it('saved bytes wait for the wallet to be sent, and are never signed again', async () => {
    const env = setup();
    const { hash } = await signedRecord(env);
    const waiting = await runExecution('r1', { ...env.deps, signers: {} });
    expect(waiting.steps[0]).toMatchObject({ phase: 'submitted', awaitsWallet: 'cosmos' });
    const done = await runExecution('r1', env.deps);
    expect(done.status).toBe('done');
    expect(env.blocks.has(hash)).toBe(true);
    expect(env.events).not.toContain('sign');
  });

  it('sends nothing whose bytes do not hash to the saved hash', async () => {
    const env = setup();
    await signedRecord(env);
    const e = env.deps.store.getState().executions.r1;
    if (!e) throw new Error('no execution');
    // Bytes of another transaction, as well formed as the saved ones.
    const forged = Buffer.from(signedBytes({ ...tx, memo: 'other' })).toString('base64');
    putExecution(env.deps.store, {
      ...e,
      steps: e.steps.map((s) => ({ ...s, cosmosSigned: forged })),
    });
    await runExecution('r1', env.deps, undefined, { followOnly: true });

    expect(env.events).not.toContain('broadcast');
    expect(env.events).not.toContain('sign');
  });
});
