import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import type { Asset, NetworkType, StatusResult, TxnData } from '../../api/types';
import { ATOM, swapData } from '../../test/cosmosFixtures';
import { engineDepsWith } from '../../test/engineDeps';
import {
  hashOf,
  ROUTER,
  recordingEvmSigner,
  SWAP_ONLY_ROUTE,
  swapOnlyService,
  USDC,
} from '../../test/erc20Swap';
import { route as makeRoute, step as makeStep, SOLANA_USDC } from '../../test/routeFixtures';
import { approveTxn, usdt } from '../../test/tronPayloads';
import { putExecution } from '../executionStore';
import type { Execution } from '../model';
import { beginExecution, runExecution } from '../runExecution';
import type { SolanaSigner } from '../signers';
import { stepAtWallet, stepPreparing } from '../transitions';

/**
 * The run asks `/nextTx` before it asks for a wallet: a step that signs nothing (`skipTxn`, a
 * relayer's claim) never needs one, and a step whose transaction needs a wallet that is not
 * connected waits for it, saying which, and is never failed for that. Each network type's step.
 */

/** `/nextTx`'s transaction of each network type: only its network is looked at before the wallet. */
const PAYLOAD: Record<NetworkType, Omit<TxnData, 'networkType'>> = {
  evm: {
    ...base(),
    txnEvm: { to: ROUTER, value: 0n, data: '0xdeadbeef', chainId: 31337 },
  },
  sol: { ...base(), txnSol: { data: 'AQ==' } },
  tron: { ...base(), txnTron: approveTxn() },
  cosmos: { ...base(), txnCosmos: { data: swapData() } },
};

function base() {
  return { isCompleted: false, skipTxn: false, txnType: 'on-chain' as const, gasless: false };
}

const ASSET: Record<NetworkType, Asset> = { evm: USDC, sol: SOLANA_USDC, tron: usdt, cosmos: ATOM };

/** One claim step on `network`, its `/nextTx` a transaction of that network or `skipTxn`. */
function service(network: NetworkType, skip: boolean) {
  const asset = ASSET[network];
  const claim = makeStep({ stepId: 'claim', stepType: 'claim', from: asset, to: asset });
  const route = makeRoute({ routeId: 'r1', from: asset, to: asset, steps: [claim] });
  const asked: string[] = [];
  const client = {
    createTx: async () => ({ routeId: 'r1', steps: [claim] }),
    getNextTx: async ({ stepId }: { stepId: string }) => {
      asked.push(`nextTx:${stepId}`);
      return skip
        ? { routeId: 'r1', stepId, skipTxn: true, txnData: null }
        : {
            routeId: 'r1',
            stepId,
            skipTxn: false,
            txnData: { networkType: network, ...PAYLOAD[network] },
          };
    },
    getStatus: async ({ stepId }: { stepId: string }) => {
      asked.push(`status:${stepId}`);
      return { routeId: 'r1', stepId, status: 'success', warnings: [] } as StatusResult;
    },
  } as unknown as RoutingClient;
  return { route, client, asked };
}

const NETWORKS: [NetworkType, string][] = [
  ['evm', 'EVM'],
  ['sol', 'Solana'],
  ['tron', 'Tron'],
  ['cosmos', 'Cosmos'],
];

describe.each(NETWORKS)('a %s step with no wallet of its network connected', (network) => {
  it('is skipped when /nextTx says there is nothing to sign: the swap completes', async () => {
    const { route, client, asked } = service(network, true);
    const { deps } = engineDepsWith(client, undefined, { signers: {} });
    await beginExecution(route, deps);
    const done = await runExecution('r1', deps);
    expect(done.status).toBe('done');
    expect(done.steps[0]).toMatchObject({ phase: 'skipped', error: undefined });
    expect(asked).toEqual(['nextTx:claim']);
  });

  it('waits for that wallet when its transaction needs a signature: running, never failed', async () => {
    const { route, client, asked } = service(network, false);
    const { deps } = engineDepsWith(client, undefined, { signers: {} });
    await beginExecution(route, deps);
    const waiting = await runExecution('r1', deps);
    expect(waiting.status).toBe('running');
    expect(waiting.steps[0]).toMatchObject({
      phase: 'preparing',
      awaitsWallet: network,
      error: undefined,
    });
    expect(asked).toEqual(['nextTx:claim']);
    // Run again (a wallet event that was not this one): still waiting, nothing failed.
    expect((await runExecution('r1', deps)).steps[0]).toMatchObject({
      phase: 'preparing',
      awaitsWallet: network,
    });
  });
});

describe('a step that waited for its wallet goes on once it is connected', () => {
  it('EVM: checked, signed once, followed to the end', async () => {
    const { client, asked } = swapOnlyService();
    const { signer, sent } = recordingEvmSigner();
    const { deps } = engineDepsWith(client, undefined);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    expect((await runExecution('r1', deps)).steps[0]?.awaitsWallet).toBe('evm');
    expect(sent).toHaveLength(0);
    const done = await runExecution('r1', { ...deps, signers: { evm: signer } });
    expect(done.status).toBe('done');
    expect(done.steps[0]).toMatchObject({ phase: 'done', awaitsWallet: undefined });
    expect(sent.map((c) => c.to)).toEqual([ROUTER]);
    // Asked again once the wallet is there: the first answer was never signed.
    expect(asked).toEqual(['nextTx:swap', 'nextTx:swap', `status:swap:${hashOf(1)}`]);
  });

  it('EVM, after a reload at its prompt: the chain is asked through the wallet before /nextTx, never a second prompt', async () => {
    const { client, asked } = swapOnlyService();
    // The prompt of nonce 5 went out: the chain has it, mined.
    const { signer, sent } = recordingEvmSigner({
      nonce: async () => 6,
      minedNonce: async () => 6,
      findByNonce: async () => hashOf(7) as `0x${string}`,
    });
    const { deps } = engineDepsWith(client, undefined);
    await beginExecution(SWAP_ONLY_ROUTE, deps);
    const e = deps.store.getState().executions.r1 as Execution;
    putExecution(
      deps.store,
      stepAtWallet(stepPreparing(e, 'swap', 1), 'swap', { nonce: 5, target: ROUTER }, 2),
    );
    const waiting = await runExecution('r1', deps);
    expect(waiting.steps[0]).toMatchObject({ phase: 'wallet', awaitsWallet: 'evm' });
    expect(asked).toEqual([]);
    const done = await runExecution('r1', { ...deps, signers: { evm: signer } });
    expect(done.steps[0]).toMatchObject({ phase: 'done', txHash: hashOf(7) });
    expect(sent).toHaveLength(0);
    expect(asked).toEqual([`status:swap:${hashOf(7)}`]);
  });

  it('Solana: prepared, signed once, sent, followed to the end', async () => {
    const { route, client } = service('sol', false);
    const { deps } = engineDepsWith(client, undefined, { signers: {} });
    await beginExecution(route, deps);
    expect((await runExecution('r1', deps)).steps[0]?.awaitsWallet).toBe('sol');
    const signed: string[] = [];
    const sol: SolanaSigner = {
      networkType: 'sol',
      account: () => 'User',
      prepare: async () => ({
        unsigned: 'AQ==',
        lastValidBlockHeight: 9,
        lite: false,
        programs: [],
        effects: [],
      }),
      sign: async () => {
        signed.push('sig1');
        return { signature: 'sig1', signed: 'AQ==', lastValidBlockHeight: 9 };
      },
      sendAndConfirm: async () => ({ status: 'confirmed' }),
    };
    const done = await runExecution('r1', { ...deps, signers: { sol } });
    expect(done.status).toBe('done');
    expect(done.steps[0]).toMatchObject({ phase: 'done', txHash: 'sig1', awaitsWallet: undefined });
    expect(signed).toEqual(['sig1']);
  });
});
