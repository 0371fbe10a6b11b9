import {
  PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { decodeFunctionData, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { createRoutingClient } from '../../../src/api/client';
import type { Step, TxnData, TxnEvm } from '../../../src/api/types';
import { checkEvmPayload } from '../../../src/execution/evm/checkEvmPayload';
import {
  assembleLiteTransaction,
  UnexpectedSignerError,
} from '../../../src/execution/solana/liteAssembly';
import {
  isLitePayloadText,
  type LiteInstruction,
  orderedLiteInstructions,
  parseLitePayload,
} from '../../../src/execution/solana/litePayload';
import { loadTxnPayloadReaders } from '../../../src/networks/loadTxnPayloadReaders';
import { routerSwapAbi } from '../abis';
import { DEFAULT_DEPLOYMENT } from '../catalog/deployment';
import type { Tampering } from '../faults';
import { FOREIGN_PROGRAM_ID, TAMPER_SOLANA_KEY } from '../payloads/solanaInstructions';
import { TAMPER_EVM_ADDRESS } from '../payloads/tamper';
import { EVM_USER, quoteParams, SOL_USER, T } from '../testing/fixtures';
import { setupSandbox } from '../testing/harness';
import type { Params } from '../testing/routes';

/**
 * Fault injection's payload tamperings (`tamperNextTx`): each is read back through the widget's
 * own client and parsers (so it parses), decoded and compared with the same step's payload
 * untampered (the one thing it says it changes, and nothing else), and where the widget already
 * has the check (EVM payload rules, the lite assembly's signer rule) that check refuses it while
 * the untampered payload passes. The sandbox clock stands still, so the two payloads of a step
 * differ only by the tampering.
 */
const NOW = Date.now();
const api = setupSandbox({ now: () => NOW });
const client = () => createRoutingClient({ baseUrl: api.sandbox.baseUrl }, loadTxnPayloadReaders);
const contracts = DEFAULT_DEPLOYMENT.evm['31337']!;

const tamper = (tamperNextTx: Tampering[]) =>
  api.request('PUT', '/__sandbox/faults', { body: JSON.stringify({ tamperNextTx }) });
const queueLeft = async (): Promise<Tampering[]> =>
  (await api.request('GET', '/__sandbox/faults')).body.tamperNextTx;

/** Quotes `provider`'s route, `/createTx`, and answers its steps as the widget parsed them. */
async function createdSteps(params: Params, provider: string) {
  const [route] = (await api.data('/quotes', { ...params, include: provider })).quotes;
  const { steps } = await client().createTx({ routeId: route.routeId });
  return { routeId: route.routeId as string, steps };
}

async function payloadOf(routeId: string, step: Step): Promise<TxnData> {
  const next = await client().getNextTx({ routeId, stepId: step.stepId });
  if (!next.txnData) throw new Error(`step ${step.stepId} has nothing to sign`);
  return next.txnData;
}

/** The step's payload tampered with (the queue's only entry) and as normally handed out. */
async function tamperedAndClean(tampering: Tampering, routeId: string, step: Step) {
  await tamper([tampering]);
  const tampered = await payloadOf(routeId, step);
  expect(await queueLeft()).toEqual([]);
  return { tampered, clean: await payloadOf(routeId, step) };
}

const USDC_TO_WETH = quoteParams(T.usdc, T.weth, EVM_USER, { inputAmountDisplay: '25' });
const ETH_TO_USDC = quoteParams(T.eth, T.usdc, EVM_USER, { inputAmountDisplay: '0.5' });
const USDC_TO_BASE = quoteParams(T.usdc, T.baseUsdc, EVM_USER, { inputAmountDisplay: '30' });

interface EvmCase {
  tampering: Tampering;
  params: Params;
  provider: string;
  stepType: Step['stepType'];
  /** What the tampering changed, from the untampered payload; everything else must be equal. */
  changed: (clean: TxnEvm) => Partial<TxnEvm>;
  /** The widget's rule that refuses it; none when only the simulation can (see the flows). */
  rule?: string;
}

const EVM_CASES: EvmCase[] = [
  {
    tampering: 'spender',
    params: USDC_TO_WETH,
    provider: 'sandswap',
    stepType: 'approval',
    changed: () => ({
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [TAMPER_EVM_ADDRESS, maxUint256],
      }),
    }),
    rule: 'spender',
  },
  {
    tampering: 'approvalToken',
    params: USDC_TO_WETH,
    provider: 'sandswap',
    stepType: 'approval',
    // The first catalog token that is not the one the step spends.
    changed: () => ({ to: contracts.tokens.USDT }),
    rule: 'approval-token',
  },
  {
    tampering: 'sender',
    params: ETH_TO_USDC,
    provider: 'sandswap',
    stepType: 'swap',
    changed: () => ({ from: TAMPER_EVM_ADDRESS }),
    rule: 'sender',
  },
  {
    tampering: 'chain',
    params: USDC_TO_WETH,
    provider: 'sandswap',
    stepType: 'approval',
    changed: () => ({ chainId: 31338 }),
    rule: 'chain',
  },
  {
    tampering: 'value',
    params: ETH_TO_USDC,
    provider: 'sandswap',
    stepType: 'swap',
    changed: (clean) => ({ value: clean.value + 10n ** 18n }),
    rule: 'value',
  },
  {
    tampering: 'target',
    params: USDC_TO_WETH,
    provider: 'sandswap',
    stepType: 'swap',
    changed: () => ({ to: contracts.bridge }),
    rule: 'target-changed',
  },
  {
    tampering: 'disguisedApproval',
    params: USDC_TO_WETH,
    provider: 'sandswap',
    stepType: 'swap',
    changed: () => ({
      to: contracts.tokens.USDC,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [TAMPER_EVM_ADDRESS, maxUint256],
      }),
    }),
    rule: 'hidden-approval',
  },
  {
    tampering: 'disguisedApproval',
    params: ETH_TO_USDC,
    provider: 'sandswap',
    stepType: 'swap',
    changed: () => ({
      to: Object.values(contracts.tokens)[0]!,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [TAMPER_EVM_ADDRESS, maxUint256],
      }),
    }),
    rule: 'hidden-approval',
  },
  {
    tampering: 'target',
    params: USDC_TO_BASE,
    provider: 'arc',
    stepType: 'bridge',
    changed: () => ({ to: contracts.router }),
    rule: 'target-changed',
  },
];

describe('EVM payload tamperings', () => {
  it.each(EVM_CASES.map((c) => [`${c.tampering} (${c.stepType})`, c] as const))(
    '%s changes only what it names, parses, and the widget check refuses it',
    async (_name, c) => {
      const { routeId, steps } = await createdSteps(c.params, c.provider);
      const index = steps.findIndex((s) => s.stepType === c.stepType);
      const step = steps[index]!;
      const { tampered, clean } = await tamperedAndClean(c.tampering, routeId, step);
      const cleanEvm = clean.txnEvm!;
      expect(tampered.txnEvm).toEqual({ ...cleanEvm, ...c.changed(cleanEvm) });

      // The contract the approval unlocks, or the one this step's payload gave before.
      const spending = steps.slice(index + 1).find((s) => s.stepType !== 'approval');
      const context = {
        step,
        account: EVM_USER,
        spendingTarget:
          step.stepType === 'approval' && spending
            ? (await payloadOf(routeId, spending)).txnEvm!.to
            : undefined,
        knownTarget: step.stepType === 'approval' ? undefined : cleanEvm.to,
      };
      expect(() => checkEvmPayload({ ...context, txn: cleanEvm })).not.toThrow();
      expect(() => checkEvmPayload({ ...context, txn: tampered.txnEvm! })).toThrow(
        expect.objectContaining({ name: 'UnsafeTransactionError', rule: c.rule }),
      );
    },
  );

  it('revert: the same swap with a deadline an hour past, which no check before simulation sees', async () => {
    const { routeId, steps } = await createdSteps(ETH_TO_USDC, 'sandswap');
    const { tampered, clean } = await tamperedAndClean('revert', routeId, steps[0]!);
    const decode = (t: TxnData) =>
      decodeFunctionData({ abi: routerSwapAbi, data: t.txnEvm!.data! });
    const [tIn, tOut, amount, minOut, quotedOut, recipient, deadline] = decode(tampered).args;
    const cleanArgs = decode(clean).args;
    expect([tIn, tOut, amount, minOut, quotedOut, recipient]).toEqual(cleanArgs.slice(0, 6));
    expect(deadline).toBe(BigInt(Math.floor(NOW / 1000) - 3600));
    expect(cleanArgs[6]).toBeGreaterThan(BigInt(Math.floor(NOW / 1000)));
    expect({ ...tampered.txnEvm, data: clean.txnEvm!.data }).toEqual(clean.txnEvm);
    expect(() =>
      checkEvmPayload({
        step: steps[0]!,
        account: EVM_USER,
        txn: tampered.txnEvm!,
        knownTarget: clean.txnEvm!.to,
      }),
    ).not.toThrow();
  });
});

/** A Solana payload as one shape for both modes: who pays (standard mode) and the instructions. */
interface SolanaView {
  payer?: string;
  signers: string[];
  instructions: Array<{ programId: string; signers: string[]; data: Uint8Array }>;
}

function solanaView(txnData: TxnData): SolanaView {
  const text = txnData.txnSol!.data;
  if (isLitePayloadText(text)) {
    const instructions = orderedLiteInstructions(parseLitePayload(text)).map(
      (ix: LiteInstruction) => ({
        programId: ix.programId,
        signers: ix.accounts.filter((a) => a.isSigner).map((a) => a.pubkey),
        data: ix.data,
      }),
    );
    return { signers: [...new Set(instructions.flatMap((ix) => ix.signers))], instructions };
  }
  const { message } = VersionedTransaction.deserialize(Buffer.from(text, 'base64'));
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  const decompiled = TransactionMessage.decompile(message).instructions;
  return {
    payer: keys[0],
    signers: keys.slice(0, message.header.numRequiredSignatures),
    instructions: decompiled.map((ix: TransactionInstruction) => ({
      programId: ix.programId.toBase58(),
      signers: ix.keys.filter((k) => k.isSigner).map((k) => k.pubkey.toBase58()),
      data: ix.data,
    })),
  };
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** The input transfer's amount: System `transfer` (u64 after a u32 index) or Token `transferChecked`. */
function transferAmount(view: SolanaView): bigint {
  const ix = view.instructions.find(
    (i) =>
      (i.programId === SYSTEM_PROGRAM && i.data[0] === 2) ||
      (i.programId === TOKEN_PROGRAM && i.data[0] === 12),
  )!;
  const bytes = Buffer.from(ix.data);
  return bytes.readBigUInt64LE(ix.programId === SYSTEM_PROGRAM ? 4 : 1);
}

const SOL_TO_USDC = quoteParams(T.sol, T.solUsdc, SOL_USER, { inputAmountDisplay: '0.3' });
const USDC_TO_SOL_LITE = quoteParams(T.solUsdc, T.sol, SOL_USER, {
  inputAmountDisplay: '12',
  lite: true,
});
const SOL_TO_USDC_LITE = { ...SOL_TO_USDC, lite: true };
const user = SOL_USER;
const stranger = TAMPER_SOLANA_KEY.toBase58();
const foreign = FOREIGN_PROGRAM_ID.toBase58();

interface SolanaCase {
  tampering: Tampering;
  mode: string;
  params: Params;
  provider: string;
  check: (tampered: SolanaView, clean: SolanaView, raw: TxnData) => void;
}

const programs = (v: SolanaView) => v.instructions.map((ix) => ix.programId);
const withoutMemo = (v: SolanaView) => v.instructions.filter((ix) => ix.programId !== MEMO_PROGRAM);

/** The lite assembly (the widget's) refuses an instruction wanting another signer. */
function assemblyRefuses(raw: TxnData) {
  const payload = parseLitePayload(raw.txnSol!.data);
  expect(() =>
    assembleLiteTransaction({
      payload,
      payer: new PublicKey(user),
      recentBlockhash: PublicKey.default.toBase58(),
      lookupTables: [],
    }),
  ).toThrow(UnexpectedSignerError);
}

const SOLANA_CASES: SolanaCase[] = [
  {
    tampering: 'feePayer',
    mode: 'standard',
    params: SOL_TO_USDC,
    provider: 'dunes',
    check: (t, c) => {
      expect([c.payer, c.signers]).toEqual([user, [user]]);
      // Another key pays; the user still has to sign the transfer and the memo.
      expect([t.payer, t.signers]).toEqual([stranger, [stranger, user]]);
      expect(t.instructions).toEqual(c.instructions);
    },
  },
  {
    tampering: 'extraSigner',
    mode: 'standard',
    params: SOL_TO_USDC,
    provider: 'dunes',
    check: (t, c) => {
      expect([t.payer, t.signers]).toEqual([user, [user, stranger]]);
      const memo = t.instructions.find((ix) => ix.programId === MEMO_PROGRAM)!;
      expect(memo.signers).toEqual([user, stranger]);
      expect(withoutMemo(t)).toEqual(withoutMemo(c));
    },
  },
  {
    tampering: 'extraSigner',
    mode: 'lite (galaxy)',
    params: USDC_TO_SOL_LITE,
    provider: 'galaxy',
    check: (t, c, raw) => {
      expect([c.signers, t.signers]).toEqual([[user], [user, stranger]]);
      assemblyRefuses(raw);
    },
  },
  {
    tampering: 'foreignProgram',
    mode: 'standard',
    params: SOL_TO_USDC,
    provider: 'dunes',
    check: (t, c) => {
      expect(programs(t)).toEqual([...programs(c), foreign]);
      expect(t.instructions.slice(0, -1)).toEqual(c.instructions);
      expect(t.signers).toEqual([user]);
    },
  },
  {
    tampering: 'foreignProgram',
    mode: 'lite (okapi)',
    params: SOL_TO_USDC_LITE,
    provider: 'okapi',
    check: (t, c) => {
      expect(programs(c)).not.toContain(foreign);
      expect(programs(t)).toEqual([...programs(c), foreign]);
    },
  },
  {
    tampering: 'foreignProgram',
    mode: 'lite (galaxy)',
    params: USDC_TO_SOL_LITE,
    provider: 'galaxy',
    check: (t, c, raw) => {
      expect(programs(t)).toEqual([...programs(c), foreign]);
      // Where an aggregator would slip it in: the instructions run after the swap.
      const payload = parseLitePayload(raw.txnSol!.data);
      expect(payload.format === 'swapInstructions' && payload.otherInstructions.length).toBe(1);
    },
  },
  {
    tampering: 'solForeignTransfer',
    mode: 'standard',
    params: SOL_TO_USDC,
    provider: 'dunes',
    check: (t, c) => {
      // The route's instructions, then the stranger's account opened and 1,000 BONK (5 decimals)
      // moved by the Token program's `Transfer` (3): allowed programs, the user the only signer.
      expect(t.instructions.slice(0, -2)).toEqual(c.instructions);
      expect(programs(t).slice(-2)).toEqual([ATA_PROGRAM, TOKEN_PROGRAM]);
      const transfer = Buffer.from(t.instructions.at(-1)!.data);
      expect([transfer[0], transfer.readBigUInt64LE(1)]).toEqual([3, 1_000n * 10n ** 5n]);
      expect(t.signers).toEqual([user]);
    },
  },
  {
    tampering: 'solForeignTransfer',
    mode: 'lite (galaxy)',
    params: USDC_TO_SOL_LITE,
    provider: 'galaxy',
    check: (t, c, raw) => {
      expect(programs(t)).toEqual([...programs(c), ATA_PROGRAM, TOKEN_PROGRAM]);
      expect(t.signers).toEqual([user]);
      const payload = parseLitePayload(raw.txnSol!.data);
      expect(payload.format === 'swapInstructions' && payload.otherInstructions.length).toBe(2);
    },
  },
  {
    tampering: 'solRevert',
    mode: 'standard (SOL input)',
    params: SOL_TO_USDC,
    provider: 'dunes',
    check: (t, c) => {
      expect(transferAmount(c)).toBe(300_000_000n);
      expect(transferAmount(t)).toBe(2n ** 64n - 1n);
      expect(programs(t)).toEqual(programs(c));
      expect(t.signers).toEqual([user]);
    },
  },
  {
    tampering: 'solRevert',
    mode: 'lite (SPL input)',
    params: USDC_TO_SOL_LITE,
    provider: 'galaxy',
    check: (t, c) => {
      expect(transferAmount(c)).toBe(12_000_000n);
      expect(transferAmount(t)).toBe(2n ** 64n - 1n);
      expect(programs(t)).toEqual(programs(c));
    },
  },
];

describe('Solana payload tamperings', () => {
  it.each(SOLANA_CASES.map((c) => [`${c.tampering}, ${c.mode}`, c] as const))(
    '%s: parses, and decodes to what it names',
    async (_name, c) => {
      const { routeId, steps } = await createdSteps(c.params, c.provider);
      const { tampered, clean } = await tamperedAndClean(c.tampering, routeId, steps[0]!);
      c.check(solanaView(tampered), solanaView(clean), tampered);
    },
  );
});

describe('the tampering queue', () => {
  it('is consumed in order, each entry by the first answer of a kind it applies to', async () => {
    const erc20 = await createdSteps(USDC_TO_WETH, 'sandswap');
    const [approval, swap] = erc20.steps;
    const claimRoute = await createdSteps(USDC_TO_BASE, 'arc');
    const claim = claimRoute.steps.at(-1)!;
    const tron = await createdSteps(
      quoteParams(T.tronUsdt, T.trx, 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa'),
      'sunflower',
    );
    const solana = await createdSteps(SOL_TO_USDC, 'dunes');
    await tamper(['target', 'spender', 'feePayer', 'sender']);

    // `target` waits for a swap or bridge: the approval goes out as it is, and so do answers
    // with nothing to tamper with (a relayer claim), a Tron approval and error answers.
    const untouched = await payloadOf(erc20.routeId, approval!);
    expect(decodeFunctionData({ abi: erc20Abi, data: untouched.txnEvm!.data! }).args).toEqual([
      contracts.router,
      maxUint256,
    ]);
    expect(
      (await client().getNextTx({ routeId: claimRoute.routeId, stepId: claim.stepId })).skipTxn,
    ).toBe(true);
    await payloadOf(tron.routeId, tron.steps[0]!);
    expect((await api.get('/nextTx', { routeId: erc20.routeId, stepId: 'nope' })).status).toBe(404);
    expect(await queueLeft()).toEqual(['target', 'spender', 'feePayer', 'sender']);

    expect((await payloadOf(erc20.routeId, swap!)).txnEvm!.to).toBe(contracts.bridge);
    expect(await queueLeft()).toEqual(['spender', 'feePayer', 'sender']);
    const approvedTo = decodeFunctionData({
      abi: erc20Abi,
      data: (await payloadOf(erc20.routeId, approval!)).txnEvm!.data!,
    }).args[0];
    expect(approvedTo).toBe(getAddress(TAMPER_EVM_ADDRESS));
    // `feePayer` is first now: an EVM answer does not take `sender` past it.
    expect((await payloadOf(erc20.routeId, swap!)).txnEvm!.from).toBe(EVM_USER);
    expect(await queueLeft()).toEqual(['feePayer', 'sender']);
    expect(solanaView(await payloadOf(solana.routeId, solana.steps[0]!)).payer).toBe(stranger);
    expect((await payloadOf(erc20.routeId, swap!)).txnEvm!.from).toBe(TAMPER_EVM_ADDRESS);
    expect(await queueLeft()).toEqual([]);
    expect((await payloadOf(erc20.routeId, swap!)).txnEvm).toMatchObject({
      from: EVM_USER,
      to: contracts.router,
    });
  });

  it('refuses unknown tamperings with a 400 naming the field', async () => {
    for (const body of [{ tamperNextTx: ['spender', 'everything'] }, { tamperNextTx: 'spender' }]) {
      const answer = await api.request('PUT', '/__sandbox/faults', { body: JSON.stringify(body) });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/^tamperNextTx: must be an array of spender, /);
    }
  });
});
