import { erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ExecutionDeps } from '../../../src/execution/deps';
import { abortableSleep } from '../../../src/execution/deps';
import { createExecutionStore } from '../../../src/execution/executionStore';
import { beginExecution, runExecution } from '../../../src/execution/runExecution';
import { memoryStorage } from '../../../src/state/persistedStorage';
import { devSigners } from './engineSigners';
import { setupFlowSandbox } from './flowSandbox';
import { quoteCase, type RouteCase } from './routeCase';

/**
 * The widget's execution engine on the sandbox's real ledgers, driven by the dev keys through the
 * same signer code the widget runs: every route kind goes from `/createTx` to done, one step after
 * the other, with the widget's own exact approvals, and the ledgers agree with what the engine
 * says arrived.
 */
// Its own sandbox and chains: dev wallets are reused across files without sharing balances.
const env = setupFlowSandbox();

interface EngineKind extends RouteCase {
  name: string;
  /** `type:phase` of each step at the end. */
  steps: string[];
}

const KINDS: EngineKind[] = [
  {
    name: 'ERC-20 swap with its exact approval (USDC -> WETH on 31337)',
    payer: { evm: 0 },
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '40',
    provider: 'sandswap',
    steps: ['approval:done', 'swap:done'],
  },
  {
    name: 'native swap (ETH -> USDC on 31337)',
    payer: { evm: 1 },
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.1',
    provider: 'sandswap',
    steps: ['swap:done'],
  },
  {
    name: 'EVM -> EVM bridge with a relayer claim (USDC 31337 -> 31338)',
    payer: { evm: 2 },
    from: ['31337', 'USDC'],
    to: ['31338', 'USDC'],
    amount: '30',
    provider: 'arc',
    steps: ['approval:done', 'bridge:done', 'claim:skipped'],
  },
  {
    name: 'EVM -> Solana (USDC 31337 -> SOL)',
    payer: { evm: 3 },
    recipient: { solana: 0 },
    from: ['31337', 'USDC'],
    to: ['sol', 'SOL'],
    amount: '20',
    provider: 'span',
    steps: ['approval:done', 'bridge:done'],
  },
  {
    name: 'Solana -> EVM (USDC sol -> ETH 31338)',
    payer: { solana: 1 },
    recipient: { evm: 4 },
    from: ['sol', 'USDC'],
    to: ['31338', 'ETH'],
    amount: '50',
    provider: 'swift',
    steps: ['bridge:done'],
  },
  {
    name: 'Solana standard swap (SOL -> USDC, dunes)',
    payer: { solana: 2 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.5',
    provider: 'dunes',
    steps: ['swap:done'],
  },
  {
    name: 'Solana lite swap (SOL -> USDC, galaxy)',
    payer: { solana: 3 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.4',
    provider: 'galaxy',
    lite: true,
    steps: ['swap:done'],
  },
  {
    name: 'Solana lite swap (SOL -> USDC, okapi)',
    payer: { solana: 4 },
    from: ['sol', 'SOL'],
    to: ['sol', 'USDC'],
    amount: '0.3',
    provider: 'okapi',
    lite: true,
    steps: ['swap:done'],
  },
];

describe('the execution engine on the sandbox ledgers', () => {
  it.each(KINDS)('$name', async (kind) => {
    const ctx = env.context();
    const { route, signers, parties } = await quoteCase(env, ctx, kind);
    const prompts: string[] = [];
    const deps: ExecutionDeps = {
      client: ctx.client,
      signers: devSigners(env.ledgers, signers, (network) => prompts.push(network)),
      store: createExecutionStore({ storageKey: 'engine', storage: memoryStorage() }),
      options: { unlimitedApprovals: false },
      readBalance: (asset, owner) => env.ledgers.balance(asset, owner),
      // The pace of polling is the transport's own test; here the ledgers settle in ~200 ms.
      sleep: (ms, signal) => abortableSleep(Math.min(ms, 150), signal),
    };
    const inputBefore = await env.ledgers.balance(route.from, parties.payer);
    await beginExecution(route, deps);
    const done = await runExecution(route.routeId, deps);

    expect(done.steps.map((s) => `${s.step.stepType}:${s.phase}`)).toEqual(kind.steps);
    expect(done.status).toBe('done');
    // One wallet prompt per step that had something to sign, never more.
    expect(prompts).toHaveLength(kind.steps.filter((s) => s.endsWith(':done')).length);
    // What the engine says arrived is what the ledger shows, and at least the minimum.
    expect(done.received?.amount).toBeGreaterThanOrEqual(route.minOutputAmount);
    const native = route.from.isNative;
    if (!native) {
      const debited = inputBefore - (await env.ledgers.balance(route.from, parties.payer));
      expect(debited).toBe(route.inputAmount);
    }
    const approval = done.steps.find((s) => s.step.stepType === 'approval');
    if (approval?.target) {
      const left = await env.ledgers.evm(route.from.chainId).readContract({
        address: route.from.address as Hex,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [parties.payer as Hex, approval.target as Hex],
      });
      // The widget approved exactly the input, and the step spent all of it.
      expect(left).toBe(0n);
    }
  });
});
