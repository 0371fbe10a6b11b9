import { base64 } from '@scure/base';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import {
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddressEqual,
  maxUint256,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { TransactionTooLargeError } from '../../../src/execution/errors';
import type { StepRecord } from '../../../src/execution/model';
import { assembleLiteTransaction } from '../../../src/execution/solana/liteAssembly';
import { type LitePayload, parseLitePayload } from '../../../src/execution/solana/litePayload';
import { type FlowSandbox, setupFlowSandbox } from './flowSandbox';
import { type QuotedCase, quoteCase, type RouteCase } from './routeCase';
import { type EngineRun, runRoute } from './runRoute';

/**
 * Issue 3's matrix, run by the widget's execution engine (`beginExecution`, `runExecution`) with
 * the dev keys as wallets, through the same signer code the widget runs: every route kind goes
 * from `/createTx` to done on the local chains, one step after the other, with one wallet prompt
 * per signed step. The ledgers are read before and after: the input leaves the payer exactly, the
 * recipient gets between `minOutputAmount` and `outputAmount` (the ledgers take the route's
 * fees) and what the engine says arrived is exactly what was
 * credited (its ledger change, plus the fees it paid from that balance when the output is the
 * native coin), the payer's native coin moves by the fees read from the chain and nothing else,
 * and an approval leaves nothing allowed (the widget's exact one) or everything (unlimited, when
 * the user chose it). One table of kinds, one body; `check` is what a kind proves beyond that.
 */
const env = setupFlowSandbox();

interface Executed extends QuotedCase, EngineRun {
  env: FlowSandbox;
}

interface RouteKind extends RouteCase {
  name: string;
  /** `type:phase` of each step at the end (`skipped`: a relayer's, nothing signed). */
  steps: string[];
  /** The destination's output cannot be read (a chain `Ledgers` does not read): `check` proves
   * delivery. */
  simulatedDestination?: true;
  /** The user's "Unlimited token approvals" setting. */
  unlimitedApprovals?: true;
  check?: (r: Executed) => void | Promise<void>;
}

/** What the payer still allows the spender an approval step recorded. */
async function allowanceLeft({ env, parties }: Executed, approval: StepRecord) {
  const token = approval.step.from;
  return env.ledgers.evm(token.chainId).readContract({
    address: token.address as Hex,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [parties.payer as Hex, approval.target as Hex],
  });
}

/** The transaction the engine recorded for `step`, as the chain mined it. */
function mined({ env }: Executed, step: StepRecord) {
  return env.ledgers.evm(step.step.from.chainId).getTransaction({ hash: step.txHash as Hex });
}

const destinationHash =
  (step: number) =>
  ({ execution }: Executed) =>
    expect(execution.steps[step]!.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);

/**
 * The sandbox hands out `approve(router, 2^256-1)`, as the live service does; the engine signed
 * its own `approve(router, exact input)` instead, `/status` took its hash as the step's, and the
 * swap (to the contract the approval named) spent all of it: the body reads 0 left.
 */
async function exactApprovalSigned(executed: Executed) {
  const { execution, served, route } = executed;
  const [approval, swap] = execution.steps;
  const router = getAddress(swap!.target!);
  expect(getAddress(approval!.target!)).toBe(router);
  const handedOut = served.get(approval!.stepId)!.txnEvm!;
  expect(isAddressEqual(handedOut.to as Hex, route.from.address as Hex)).toBe(true);
  expect(decodeFunctionData({ abi: erc20Abi, data: handedOut.data! })).toEqual({
    functionName: 'approve',
    args: [router, maxUint256],
  });
  const signed = await mined(executed, approval!);
  expect(isAddressEqual(signed.to!, route.from.address as Hex)).toBe(true);
  expect(decodeFunctionData({ abi: erc20Abi, data: signed.input })).toEqual({
    functionName: 'approve',
    args: [router, route.inputAmount],
  });
  expect(approval!.status).toBe('success');
}

/** With the setting on, the approval signed is unlimited: the body reads 2^256-1 left. */
async function unlimitedApprovalSigned(executed: Executed) {
  const approval = executed.execution.steps[0]!;
  const signed = decodeFunctionData({
    abi: erc20Abi,
    data: (await mined(executed, approval)).input,
  });
  expect(signed).toEqual({
    functionName: 'approve',
    args: [getAddress(approval.target!), maxUint256],
  });
}

/** The Solana transaction the engine saved and sent for `step`. */
function signedSolana(step: StepRecord): VersionedTransaction {
  return VersionedTransaction.deserialize(base64.decode(step.solanaSigned!.signed));
}

/** Standard mode: the engine signed the service's transaction as it was handed out. */
function signedAsServed({ execution, served }: Executed) {
  const [swap] = execution.steps;
  const handedOut = VersionedTransaction.deserialize(
    base64.decode(served.get(swap!.stepId)!.txnSol!.data),
  );
  expect(signedSolana(swap!).message.serialize()).toEqual(handedOut.message.serialize());
}

/** Lite mode: a payload of `format`, assembled by the widget into a transaction the user pays. */
function assembledLite({ execution, served, parties }: Executed, format: LitePayload['format']) {
  const [swap] = execution.steps;
  const payload = parseLitePayload(served.get(swap!.stepId)!.txnSol!.data);
  expect(payload.format).toBe(format);
  const signed = signedSolana(swap!);
  expect(signed.message.staticAccountKeys[0]!.toBase58()).toBe(parties.payer);
  return { payload, signed };
}

/**
 * Jupiter-like payload, compiled against its lookup table, and the widget's assembly refuses it
 * once it cannot fit in a packet.
 */
async function galaxyPayloadAndSizeLimit(executed: Executed) {
  const { env, parties } = executed;
  const { payload, signed } = assembledLite(executed, 'swapInstructions');
  if (payload.format !== 'swapInstructions') return;
  expect(payload.lookupTableAddresses).toHaveLength(1);
  expect(signed.message.addressTableLookups.map((l) => l.accountKey.toBase58())).toEqual(
    payload.lookupTableAddresses,
  );
  const table = await env.ledgers.solana.getAddressLookupTable(
    new PublicKey(payload.lookupTableAddresses[0]!),
  );
  const bloated = {
    ...payload,
    otherInstructions: [{ ...payload.swapInstruction, data: new Uint8Array(1_100) }],
  };
  const { blockhash } = await env.ledgers.solana.getLatestBlockhash();
  expect(() =>
    assembleLiteTransaction({
      payload: bloated,
      payer: new PublicKey(parties.payer),
      recentBlockhash: blockhash,
      lookupTables: [table.value!],
    }),
  ).toThrow(TransactionTooLargeError);
}

/**
 * The solver paid the order on `dstChain`'s ledger: a delivery with its payout transaction, the
 * one the step names (never "delivered" with nothing paid).
 */
const paidOnLedger =
  (dstChain: string) =>
  ({ env, execution }: Executed) => {
    const bridge = execution.steps[0]!;
    const delivery = env.sandbox.chains.deliveries.get(bridge.txHash!);
    expect(delivery).toMatchObject({ state: 'DONE', dstChain });
    expect(delivery?.simulatedDestination).toBeUndefined();
    expect(bridge.destTxnHash).toBe(delivery?.dstTxHash);
  };

const ROUTE_KINDS: RouteKind[] = [
  {
    name: "same-chain ERC-20 swap: the widget's exact approval instead of the unlimited one, router swap (USDC -> WETH on 31337)",
    payer: { evm: 0 },
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '250',
    provider: 'sandswap',
    steps: ['approval:done', 'swap:done'],
    check: exactApprovalSigned,
  },
  {
    name: 'same-chain swap to the native coin: the approval and swap gas come out of the ETH that arrives (USDC -> ETH on 31337)',
    payer: { evm: 1 },
    from: ['31337', 'USDC'],
    to: ['31337', 'ETH'],
    amount: '90',
    provider: 'sandswap',
    steps: ['approval:done', 'swap:done'],
    check: ({ changes }) => {
      expect(changes.outputCredited).toBe(changes.outputBalanceChange! + changes.fees);
    },
  },
  {
    name: 'native swap: ETH as value, no approval (ETH -> USDC on 31337)',
    payer: { evm: 1 },
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.5',
    provider: 'sandswap',
    steps: ['swap:done'],
    check: async (executed) => {
      const swap = await mined(executed, executed.execution.steps[0]!);
      expect(swap.value).toBe(executed.route.inputAmount);
    },
  },
  {
    name: 'EVM -> EVM bridge with unlimited approvals on: approval of 2^256-1, deposit, relayer claim skipped (USDC 31337 -> 31338)',
    payer: { evm: 2 },
    from: ['31337', 'USDC'],
    to: ['31338', 'USDC'],
    amount: '120',
    provider: 'arc',
    steps: ['approval:done', 'bridge:done', 'claim:skipped'],
    unlimitedApprovals: true,
    check: async (executed) => {
      destinationHash(1)(executed);
      await unlimitedApprovalSigned(executed);
    },
  },
  {
    name: 'EVM -> EVM with a swap first: swap to USDC, approval, deposit (ETH 31337 -> USDC 31338)',
    payer: { evm: 3 },
    recipient: { evm: 0 },
    from: ['31337', 'ETH'],
    to: ['31338', 'USDC'],
    amount: '0.2',
    provider: 'span',
    steps: ['swap:done', 'approval:done', 'bridge:done'],
  },
  {
    name: 'EVM -> Solana: deposit on anvil, SOL paid on the ledger (USDC 31337 -> SOL)',
    payer: { evm: 4 },
    recipient: { solana: 0 },
    from: ['31337', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '75',
    provider: 'span',
    steps: ['approval:done', 'bridge:done'],
    check: ({ execution }) => expect(execution.steps[1]!.destTxnUrl).toContain('/explorer/sol/tx/'),
  },
  {
    name: 'Solana -> EVM: order memo on the ledger, ETH paid on anvil (USDC sol -> ETH 31338)',
    payer: { solana: 1 },
    recipient: { evm: 1 },
    from: ['sol', 'USDC'],
    to: ['31338', 'ETH'],
    amount: '300',
    provider: 'swift',
    steps: ['bridge:done'],
    check: destinationHash(0),
  },
  {
    name: 'Solana standard mode: a serialized v0 transaction (SOL -> USDC, dunes)',
    payer: { solana: 2 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '1.5',
    provider: 'dunes',
    steps: ['swap:done'],
    check: signedAsServed,
  },
  {
    name: 'Solana lite, Jupiter-like payload assembled by the widget (USDC -> SOL, galaxy)',
    payer: { solana: 3 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '40',
    lite: true,
    provider: 'galaxy',
    steps: ['swap:done'],
    check: galaxyPayloadAndSizeLimit,
  },
  {
    name: 'Solana lite, OKX-like payload assembled by the widget (SOL -> USDC, okapi)',
    payer: { solana: 4 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.8',
    lite: true,
    provider: 'okapi',
    steps: ['swap:done'],
    check: (executed) => {
      assembledLite(executed, 'instructionLists');
    },
  },
  {
    name: 'EVM -> Tron: the deposit executes on anvil and the relayer pays on the Tron ledger',
    payer: { evm: 0 },
    recipient: 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa',
    from: ['31337', 'USDC'],
    to: ['31339', 'USDT'],
    amount: '40',
    provider: 'arc',
    steps: ['approval:done', 'bridge:done'],
    check: ({ env, execution }) => {
      const deposit = execution.steps[1]!;
      const delivery = env.sandbox.chains.deliveries.get(deposit.txHash!);
      expect(delivery).toMatchObject({ state: 'DONE', dstChain: '31339' });
      expect(delivery?.simulatedDestination).toBeUndefined();
      expect(deposit.destTxnHash).toBe(delivery?.dstTxHash);
    },
  },
  {
    name: 'Solana -> Tron: order memo on the ledger, USDT paid on the Tron ledger (USDC sol -> USDT 31339)',
    payer: { solana: 0 },
    recipient: 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa',
    from: ['sol', 'USDC'],
    to: ['31339', 'USDT'],
    amount: '35',
    provider: 'arc',
    steps: ['bridge:done'],
    check: paidOnLedger('31339'),
  },
  {
    name: 'Solana -> Tron native: SOL in, TRX paid on the Tron ledger (SOL -> TRX 31339)',
    payer: { solana: 2 },
    recipient: 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa',
    from: ['sol', 'SOL'],
    to: ['31339', 'TRX'],
    amount: '0.5',
    provider: 'arc',
    steps: ['bridge:done'],
    check: paidOnLedger('31339'),
  },
  {
    name: 'Solana -> Cosmos: order memo on the ledger, USDC paid on the Cosmos ledger (USDC sol -> USDC sandbox-cosmos-1)',
    payer: { solana: 1 },
    recipient: 'cosmos1hsqf3s3gz3yt2tpyy8ndqpqeqvkgswctfduk9e',
    from: ['sol', 'USDC'],
    to: ['sandbox-cosmos-1', 'USDC'],
    amount: '30',
    provider: 'span',
    steps: ['bridge:done'],
    check: paidOnLedger('sandbox-cosmos-1'),
  },
];

describe('every route kind executes on the local chains, run by the execution engine', () => {
  it.each(ROUTE_KINDS.map((kind) => [kind.name, kind] as const))('%s', async (_name, kind) => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, kind);
    const run = await runRoute(ctx, quoted, { unlimitedApprovals: kind.unlimitedApprovals });
    const executed: Executed = { ...quoted, ...run, env };
    const { execution, changes, signed } = run;
    const { route } = quoted;

    expect(execution.steps.map((s) => `${s.step.stepType}:${s.phase}`)).toEqual(kind.steps);
    expect(execution.status).toBe('done');
    // One wallet prompt per step that had something to sign, never more.
    expect(signed).toHaveLength(kind.steps.filter((s) => s.endsWith(':done')).length);
    expect(changes.inputDebited).toBe(route.inputAmount);
    if (kind.simulatedDestination) {
      expect(changes.outputCredited).toBeUndefined();
      expect(execution.received).toBeUndefined();
    } else {
      // The ledgers take the fees the route lists: what arrives is what was quoted, never more.
      expect(changes.outputCredited).toBeGreaterThanOrEqual(route.minOutputAmount);
      expect(changes.outputCredited).toBeLessThanOrEqual(route.outputAmount);
      expect(changes.outputCredited).toBeGreaterThan(0n);
      // What the engine says arrived is what the route credited: the recipient's ledger change,
      // plus the fees it paid out of that balance when the output is the coin they are paid in.
      expect(execution.received?.amount).toBe(changes.outputCredited);
    }
    expect(changes.fees).toBeGreaterThan(0n);
    if (changes.nativeSpent !== undefined) expect(changes.nativeSpent).toBe(changes.fees);
    // Every transaction signed, on every network, had its simulated effect shown at its prompt.
    for (const step of execution.steps.filter((s) => s.txHash && s.signing !== 'typed')) {
      if (step.step.stepType === 'approval') expect(step.effect?.grants).toHaveLength(1);
      else expect(step.effect?.changes.some((c) => c.delta < 0n)).toBe(true);
    }
    for (const approval of execution.steps.filter((s) => s.step.stepType === 'approval')) {
      const left = await allowanceLeft(executed, approval);
      expect(left).toBe(kind.unlimitedApprovals ? maxUint256 : 0n);
    }
    await kind.check?.(executed);
  });
});
