/**
 * Bench: a two-step swap (the widget's exact approval, then the swap; USDC -> WETH on 31337) run
 * by the widget's execution engine from "Confirm swap" to done, on the sandbox's ledgers, with the
 * engine's real status pacing and no API key (the unauthenticated budget: 20 requests a minute).
 * Reports the API requests it made (all of them, and in its first minute), and the time from the
 * ledger's confirmation of each step to the step shown done (the engine's `tracking` -> `done`).
 */
import { createRoutingClient } from '../../../src/api/client';
import { createExecutionStore } from '../../../src/execution/executionStore';
import { beginExecution, runExecution } from '../../../src/execution/runExecution';
import { loadTxnPayloadReaders } from '../../../src/networks/loadTxnPayloadReaders';
import { NETWORKS } from '../../../src/networks/networkRegistry';
import { freshQuoteFor } from '../../../src/quoting/freshQuote';
import { memoryStorage } from '../../../src/state/persistedStorage';
import { loadDevWallets } from '../flows/devWallets';
import { devSigners } from '../flows/engineSigners';
import { connectLedgers } from '../flows/ledgers';
import { startSandboxWithChains } from '../withChains';

export default async function run(): Promise<Array<{ name: string; value: number; unit: string }>> {
  const sandbox = await startSandboxWithChains({ port: 0 }, { deliveryDelayMs: 200 });
  try {
    const requests: number[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      requests.push(performance.now());
      return fetch(input, init);
    };
    const client = createRoutingClient(
      { baseUrl: sandbox.baseUrl, fetch: countingFetch },
      loadTxnPayloadReaders,
    );
    const [chains, tokens, wallets] = await Promise.all([
      client.getChains(),
      client.getTokens({ chainId: '31337' }),
      loadDevWallets(sandbox.baseUrl.replace(/\/v1$/, '')),
    ]);
    const ledgers = connectLedgers(chains);
    const pick = (symbol: string) =>
      tokens['31337']?.find((t) => t.symbol === symbol && !t.isFlagged);
    const [usdc, weth, account] = [pick('USDC'), pick('WETH'), wallets.evm[0]];
    if (!usdc || !weth || !account) throw new Error('the sandbox lacks USDC, WETH or a dev key');
    const request = {
      fromChainId: '31337',
      fromAssetAddress: usdc.address,
      toChainId: '31337',
      toAssetAddress: weth.address,
      amount: { inputAmount: 25_000_000n },
      userWalletAddress: account.address,
      include: ['sandswap'],
    };
    const [reviewed] = (await client.getQuotes(request)).quotes;
    if (!reviewed) throw new Error('no sandswap route');

    // From "Confirm swap" on.
    requests.length = 0;
    const start = performance.now();
    const store = createExecutionStore({ storageKey: 'bench', storage: memoryStorage() });
    const onChainAt = new Map<string, number>();
    const confirmToDone: number[] = [];
    store.subscribe((state) => {
      for (const execution of Object.values(state.executions)) {
        for (const step of execution.steps) {
          if (step.phase === 'tracking' && !onChainAt.has(step.stepId)) {
            onChainAt.set(step.stepId, performance.now());
          }
          const at = onChainAt.get(step.stepId);
          if (step.phase === 'done' && at !== undefined) {
            confirmToDone.push(performance.now() - at);
            onChainAt.set(step.stepId, Number.NaN);
          }
        }
      }
    });
    const deps = {
      client,
      networks: NETWORKS,
      store,
      signers: devSigners(ledgers, { evm: account }),
      options: { unlimitedApprovals: false },
    };
    const fresh = await freshQuoteFor(client, request, reviewed);
    await beginExecution(fresh.route, deps);
    const done = await runExecution(fresh.route.routeId, deps);
    if (done.status !== 'done') throw new Error(`the swap ended ${done.status}`);
    const firstMinute = requests.filter((at) => at - start <= 60_000).length;
    const settled = confirmToDone.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
    const median = settled[Math.floor(settled.length / 2)] ?? Number.NaN;
    if (firstMinute > 20)
      throw new Error(`${firstMinute} API requests in the first minute (budget 20)`);
    return [
      {
        name: 'two-step swap, Confirm swap -> done: API requests (first minute, budget 20)',
        value: firstMinute,
        unit: 'requests',
      },
      {
        name: 'two-step swap, Confirm swap -> done: time',
        value: (performance.now() - start) / 1000,
        unit: 's',
      },
      {
        name: 'ledger confirmation -> step shown done (median of steps)',
        value: median,
        unit: 'ms',
      },
    ];
  } finally {
    await sandbox.close();
  }
}
