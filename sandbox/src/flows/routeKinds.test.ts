import { PublicKey } from '@solana/web3.js';
import { decodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../../src/api/types';
import {
  assembleLiteTransaction,
  TransactionTooLargeError,
} from '../../../src/wallets/solana/liteAssembly';
import { parseLitePayload } from '../../../src/wallets/solana/litePayload';
import { type BalanceChanges, executeMeasured } from './balanceChanges';
import type { RouteRun } from './executeRoute';
import { type FlowSandbox, setupFlowSandbox } from './flowSandbox';
import { type QuotedCase, quoteCase, type RouteCase } from './routeCase';

/**
 * Issue 3's matrix, through the API alone with the widget's client: every route kind is quoted,
 * created, fetched step by step, signed with the dev keys, sent to the chain's RPC from `/chains`
 * and followed on `/status`; the ledgers are read before and after. The input leaves the payer
 * exactly, the recipient gets at least `minOutputAmount`, and the payer's native coin moves by
 * the fees read from the chain and nothing else. One table of kinds, one body; `check` is what a
 * kind proves beyond that.
 */
const env = setupFlowSandbox();

interface Executed extends QuotedCase {
  env: FlowSandbox;
  run: RouteRun;
}

interface RouteKind extends RouteCase {
  name: string;
  /** Step types in order, `(skipTxn)` for the ones a relayer does. */
  steps: string[];
  /** The destination has no ledger (Tron): its output cannot be read, `check` proves delivery. */
  simulatedDestination?: true;
  /** `exact`: approvals are signed as the widget signs them (its own exact approve). */
  approvals?: 'exact';
  check?: (r: Executed) => void | Promise<void>;
}

const stepTypes = (run: RouteRun) =>
  run.steps.map((s) => `${s.step.stepType}${s.skipTxn ? ' (skipTxn)' : ''}`);

function expectSettled(kind: RouteKind, route: Route, run: RouteRun, changes: BalanceChanges) {
  expect(run.status).toBe('success');
  expect(changes.inputDebited).toBe(route.inputAmount);
  if (kind.simulatedDestination) {
    expect(changes.outputCredited).toBeUndefined();
  } else {
    expect(changes.outputCredited).toBeGreaterThanOrEqual(route.minOutputAmount);
    expect(changes.outputCredited).toBeGreaterThan(0n);
  }
  expect(changes.fees).toBeGreaterThan(0n);
  if (changes.nativeSpent !== undefined) expect(changes.nativeSpent).toBe(changes.fees);
}

const destinationHash =
  (step: number) =>
  ({ run }: Executed) =>
    expect(run.steps[step]!.status!.destTxnHash).toMatch(/^0x[0-9a-f]{64}$/);

function expectSignedOnSolana(run: RouteRun, lite: boolean) {
  expect(run.steps[0]!.signed).toMatchObject({ networkType: 'sol', lite });
}

/** What the payer still allows the contract its step at `spenderStep` calls. */
async function allowanceLeft({ env, run, route, parties }: Executed, spenderStep: number) {
  const spender = run.steps[spenderStep]!.txnData!.txnEvm!.to as Hex;
  return env.ledgers.evm(route.from.chainId).readContract({
    address: route.from.address as Hex,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [parties.payer as Hex, spender],
  });
}

/**
 * The sandbox hands out `approve(router, 2^256-1)`, as the live service does; the widget's own
 * `approve(router, exact input)` was signed instead, `/status` took its hash as the step's, and
 * the swap spent all of it.
 */
async function exactApprovalSpent(executed: Executed) {
  const { run, route } = executed;
  const [approval, swap] = run.steps;
  const router = swap!.txnData!.txnEvm!.to as Hex;
  expect(approval!.txnData!.txnEvm!.to.toLowerCase()).toBe(route.from.address.toLowerCase());
  const served = decodeFunctionData({ abi: erc20Abi, data: approval!.txnData!.txnEvm!.data! });
  expect(served).toEqual({ functionName: 'approve', args: [router, maxUint256] });
  const signed = decodeFunctionData({ abi: erc20Abi, data: approval!.reencodedApproval! });
  expect(signed).toEqual({ functionName: 'approve', args: [router, route.inputAmount] });
  expect(approval!.status!.status).toBe('success');
  expect(await allowanceLeft(executed, 1)).toBe(0n);
}

/** The approval signed as handed out is unlimited: the bridge may still spend everything. */
async function unlimitedApprovalLeft(executed: Executed) {
  expect(executed.run.steps[0]!.reencodedApproval).toBeUndefined();
  expect(await allowanceLeft(executed, 1)).toBe(maxUint256);
}

/** Jupiter-like payload, and the widget's assembly refuses it once it cannot fit in a packet. */
async function galaxyPayloadAndSizeLimit({ env, run, parties }: Executed) {
  expectSignedOnSolana(run, true);
  const payload = parseLitePayload(run.steps[0]!.txnData!.txnSol!.data);
  if (payload.format !== 'swapInstructions') throw new Error('expected the galaxy format');
  expect(payload.lookupTableAddresses).toHaveLength(1);
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

const ROUTE_KINDS: RouteKind[] = [
  {
    name: "same-chain ERC-20 swap: the widget's exact approval instead of the unlimited one, router swap (USDC -> WETH on 31337)",
    payer: { evm: 0 },
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '250',
    provider: 'sandswap',
    steps: ['approval', 'swap'],
    approvals: 'exact',
    check: exactApprovalSpent,
  },
  {
    name: 'native swap: ETH as value, no approval (ETH -> USDC on 31337)',
    payer: { evm: 1 },
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.5',
    provider: 'sandswap',
    steps: ['swap'],
    check: ({ run, route }) => expect(run.steps[0]!.txnData!.txnEvm!.value).toBe(route.inputAmount),
  },
  {
    name: 'EVM -> EVM bridge: unlimited approval as served, deposit, relayer claim skipped (USDC 31337 -> 31338)',
    payer: { evm: 2 },
    from: ['31337', 'USDC'],
    to: ['31338', 'USDC'],
    amount: '120',
    provider: 'arc',
    steps: ['approval', 'bridge', 'claim (skipTxn)'],
    check: async (executed) => {
      destinationHash(1)(executed);
      await unlimitedApprovalLeft(executed);
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
    steps: ['swap', 'approval', 'bridge'],
  },
  {
    name: 'EVM -> Solana: deposit on anvil, SOL paid on the ledger (USDC 31337 -> SOL)',
    payer: { evm: 4 },
    recipient: { solana: 0 },
    from: ['31337', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '75',
    provider: 'span',
    steps: ['approval', 'bridge'],
    check: ({ run }) => expect(run.steps[1]!.status!.destTxnUrl).toContain('/explorer/sol/tx/'),
  },
  {
    name: 'Solana -> EVM: order memo on the ledger, ETH paid on anvil (USDC sol -> ETH 31338)',
    payer: { solana: 1 },
    recipient: { evm: 1 },
    from: ['sol', 'USDC'],
    to: ['31338', 'ETH'],
    amount: '300',
    provider: 'swift',
    steps: ['bridge'],
    check: destinationHash(0),
  },
  {
    name: 'Solana standard mode: a serialized v0 transaction (SOL -> USDC, dunes)',
    payer: { solana: 2 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '1.5',
    provider: 'dunes',
    steps: ['swap'],
    check: ({ run }) => expectSignedOnSolana(run, false),
  },
  {
    name: 'Solana lite, Jupiter-like payload assembled by the widget (USDC -> SOL, galaxy)',
    payer: { solana: 3 },
    from: ['sol', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '40',
    lite: true,
    provider: 'galaxy',
    steps: ['swap'],
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
    steps: ['swap'],
    check: ({ run }) => {
      expectSignedOnSolana(run, true);
      expect(parseLitePayload(run.steps[0]!.txnData!.txnSol!.data).format).toBe('instructionLists');
    },
  },
  {
    name: 'EVM -> Tron (no ledger): the deposit executes on anvil and is delivered on the simulated side, with no destination hash',
    payer: { evm: 2 },
    recipient: 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa',
    from: ['31337', 'USDC'],
    to: ['728126428', 'USDT'],
    amount: '40',
    provider: 'arc',
    steps: ['approval', 'bridge'],
    simulatedDestination: true,
    check: ({ env, run }) => {
      const deposit = run.steps[1]!;
      expect(deposit.status).not.toHaveProperty('destTxnHash');
      // Delivered, not refunded: the input stays with the bridge.
      const delivery = env.sandbox.chains.deliveries.get(deposit.signed!.hash);
      expect(delivery).toMatchObject({ state: 'DONE', simulatedDestination: true });
      expect(delivery?.refundTxHash).toBeUndefined();
    },
  },
];

describe('every route kind executes on the local chains', () => {
  it.each(ROUTE_KINDS.map((kind) => [kind.name, kind] as const))('%s', async (_name, kind) => {
    const ctx = env.context();
    const quoted = await quoteCase(env, ctx, kind);
    const { run, changes } = await executeMeasured(
      ctx,
      quoted.route,
      quoted.signers,
      quoted.parties,
      kind.approvals ? { approvals: kind.approvals } : {},
    );
    expect(stepTypes(run)).toEqual(kind.steps);
    expectSettled(kind, quoted.route, run, changes);
    await kind.check?.({ ...quoted, env, run });
  });
});
