/**
 * The Cosmos signer on the sandbox's Cosmos ledger, behind its Cosmos SDK REST API: the engine
 * runs a same-chain ATOM -> USDC swap (a `MsgSend` to the ledger's pool with the intent in the
 * memo, as the sandbox's `/nextTx` hands it out) signed by a dev key, DIRECT and amino, and the
 * ledger's balances say what moved. A transaction the ledger would fail is never signed, and a
 * REST API of another chain is not used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CosmosChain,
  startCosmosLedger,
} from '../../../sandbox/src/chains/cosmos/startCosmosLedger';
import type { RoutingClient } from '../../api/client';
import type { NextTxResult, Route, StatusResult, Step } from '../../api/types';
import { UnsafeTransactionError } from '../../execution/errors';
import { beginExecution, runExecution } from '../../execution/runExecution';
import { engineDepsWith } from '../../test/engineDeps';
import { asset, fee, route as makeRoute, step as makeStep } from '../../test/routeFixtures';
import { cosmosRest } from './cosmosRest';
import { type CosmosWallet, createCosmosSigner } from './cosmosSigner';
import { sandboxDevCosmosWallet } from './sandboxDevCosmosWallet';

const CHAIN = 'sandbox-cosmos-1';
const INPUT = 2_000_000n; // 2 ATOM at $7: 14 USDC at catalog prices
const QUOTED_OUT = 13_900_000n;
const MIN_OUT = 13_800_000n;

let chain: CosmosChain;
beforeAll(async () => {
  chain = await startCosmosLedger({ seed: 'cosmos-signer-test' });
});
afterAll(() => chain?.close());

function swapRoute(): { route: Route; step: Step } {
  const usdcDenom = chain.denoms[1]?.denom ?? '';
  const atom = asset({ symbol: 'ATOM', chainId: CHAIN, networkType: 'cosmos', address: 'uatom' });
  const usdc = asset({ symbol: 'USDC', chainId: CHAIN, networkType: 'cosmos', address: usdcDenom });
  const step = makeStep({
    from: atom,
    to: usdc,
    inputAmount: INPUT,
    outputAmount: QUOTED_OUT,
    fees: [fee({ type: 'NETWORK', amount: 6_250n, token: atom })],
  });
  const route = makeRoute({
    routeId: 'r1',
    from: atom,
    to: usdc,
    steps: [step],
    inputAmount: INPUT,
    outputAmount: QUOTED_OUT,
    minOutputAmount: MIN_OUT,
  });
  return { route, step };
}

/** `/nextTx` as the sandbox answers it for the swap (`sandbox/src/payloads/cosmos.ts`). */
function sandboxClient(step: Step, user: string, minOut = MIN_OUT): RoutingClient {
  const intent = JSON.stringify({
    sandbox: 'swap',
    routeId: 'r1',
    stepId: step.stepId,
    toChainId: CHAIN,
    toToken: step.to.address,
    minOut: minOut.toString(),
    out: QUOTED_OUT.toString(),
    recipient: user,
  });
  const send = {
    fromAddress: user,
    toAddress: chain.pool,
    amount: [{ denom: 'uatom', amount: INPUT.toString() }],
  };
  const data = JSON.stringify({
    messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: send }],
    memo: intent,
  });
  return {
    createTx: async () => ({ routeId: 'r1', steps: [step] }),
    getNextTx: async (): Promise<NextTxResult> =>
      ({
        routeId: 'r1',
        stepId: step.stepId,
        skipTxn: false,
        txnData: {
          networkType: 'cosmos',
          isCompleted: false,
          txnType: 'on-chain',
          txnCosmos: { data, gasLimit: '325000', gasPrice: '0.025' },
        },
      }) as NextTxResult,
    getStatus: async (): Promise<StatusResult> =>
      ({ routeId: 'r1', stepId: step.stepId, status: 'success', warnings: [] }) as StatusResult,
  } as unknown as RoutingClient;
}

/** The dev key `index`, counting its prompts. */
async function devWallet(index: number, aminoOnly = false) {
  const prompts: string[] = [];
  const key = chain.devAccounts[index]?.privateKey ?? '';
  const wallet: CosmosWallet = {
    ...(await sandboxDevCosmosWallet(key)),
    aminoOnly,
  };
  const counted: CosmosWallet = {
    ...wallet,
    signDirect: (chainId, doc) => {
      prompts.push('direct');
      return wallet.signDirect(chainId, doc);
    },
    signAmino: (chainId, doc) => {
      prompts.push('amino');
      return wallet.signAmino(chainId, doc);
    },
  };
  return { wallet: counted, prompts };
}

const settings = (chainId: string) => ({
  chainId,
  restUrl: chain.restUrl,
  feeDenom: 'uatom',
  gasPrice: '0.025',
});

async function swapWith(wallet: CosmosWallet, minOut = MIN_OUT) {
  const { route, step } = swapRoute();
  const user = wallet.address;
  const signer = createCosmosSigner({
    wallet: () => wallet,
    chain: (id) => (id === CHAIN ? settings(id) : undefined),
  });
  const { deps } = engineDepsWith(sandboxClient(step, user, minOut), undefined, {
    signers: { cosmos: signer },
  });
  const rest = cosmosRest(chain.restUrl);
  const before = {
    atom: await rest.balance(user, 'uatom'),
    usdc: await rest.balance(user, step.to.address),
  };
  await beginExecution({ ...route, userWalletAddress: user }, deps);
  const execution = await runExecution('r1', deps);
  const after = {
    atom: await rest.balance(user, 'uatom'),
    usdc: await rest.balance(user, step.to.address),
  };
  const hash = execution.steps[0]?.txHash;
  const landed = hash ? await rest.tx(hash) : undefined;
  return { execution, before, after, landed };
}

describe('the Cosmos signer on the sandbox ledger', () => {
  it('swaps ATOM for USDC signed DIRECT: the pool pays the quoted output, the wallet pays the input and the fee', async () => {
    const { wallet, prompts } = await devWallet(0);
    const { execution, before, after, landed } = await swapWith(wallet);

    expect(execution.status).toBe('done');
    expect(prompts).toEqual(['direct']);
    expect(landed?.code).toBe(0);
    expect(after.usdc - before.usdc).toBe(QUOTED_OUT);
    const paid = before.atom - after.atom - INPUT;
    // The fee: the simulated gas with its margin at 0.025 uatom, under twice the quoted 6250.
    expect(paid > 0n && paid <= 12_500n).toBe(true);
  });

  it('swaps with an amino-only (hardware) account', async () => {
    const { wallet, prompts } = await devWallet(1, true);
    const { execution, before, after } = await swapWith(wallet);

    expect(execution.status).toBe('done');
    expect(prompts).toEqual(['amino']);
    expect(after.usdc - before.usdc).toBe(QUOTED_OUT);
  });

  it("never offers a transaction the ledger would fail: the pool's reason is shown", async () => {
    const { wallet, prompts } = await devWallet(2);
    // A minimum above what the pool pays at catalog prices (14 USDC).
    const { execution, before, after } = await swapWith(wallet, 14_000_001n);

    expect(execution.status).toBe('stopped');
    const message = execution.steps[0]?.error?.message ?? '';
    expect(message).toContain(
      'This transaction would fail on chain (swap refused: output 13900000',
    );
    expect(message).toContain('so your wallet was not asked to sign it. Nothing was signed.');
    expect(prompts).toEqual([]);
    expect(after).toEqual(before);
  });

  it('does not use a REST API that runs another chain than the one asked', async () => {
    const { wallet } = await devWallet(3);
    const signer = createCosmosSigner({ wallet: () => wallet, chain: settings });
    const read = signer.readAccount({ chainId: 'cosmoshub-4', address: wallet.address });

    await expect(read).rejects.toBeInstanceOf(UnsafeTransactionError);
    await expect(read).rejects.toMatchObject({ rule: 'chain' });
  });
});
