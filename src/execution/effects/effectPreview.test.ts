import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../../api/client';
import { RequestBudget } from '../../api/requestBudget';
import type { NextTxResult, Route, Step } from '../../api/types';
import { NATIVE_EVM_ADDRESS } from '../../lib/nativeAddresses';
import { NETWORKS } from '../../networks/networkRegistry';
import {
  APPROVAL,
  ETH,
  evmNextTx,
  ROUTER,
  recordingEvmSigner,
  SWAP,
  SWAP_ONLY_ROUTE,
  USDC,
  USER,
} from '../../test/erc20Swap';
import { route, SOLANA_SOL, step } from '../../test/routeFixtures';
import { SimulationFailedError } from '../errors';
import { encodeApprove } from '../evm/approval';
import type { EvmCall, EvmSigner } from '../signers';
import type { AccountEffect } from './accountEffects';
import { previewFirstEffect } from './effectPreview';

/** 0.01 ETH for 29.95 USDC, on chain 31337, for the user. */
const NATIVE_SWAP = step({
  stepId: 'swap',
  from: ETH,
  to: USDC,
  inputAmount: 10n ** 16n,
  outputAmount: 29_950_000n,
});
const NATIVE_ROUTE: Route = route({
  routeId: 'r1',
  from: ETH,
  to: USDC,
  steps: [NATIVE_SWAP],
  inputAmount: 10n ** 16n,
  userWalletAddress: USER,
});

/** The service: `/createTx` answers `steps`, `/nextTx` the router call or the API's own approval. */
function service(steps: Step[], swapValue = 0n) {
  const asked: string[] = [];
  const client = {
    budget: new RequestBudget({ limit: 20 }),
    createTx: async () => {
      asked.push('createTx');
      return { routeId: 'r1', steps };
    },
    getNextTx: async ({ stepId }: { stepId: string }): Promise<NextTxResult> => {
      asked.push(`nextTx:${stepId}`);
      return stepId === 'approve'
        ? evmNextTx(stepId, {
            to: USDC.address,
            value: 0n,
            data: encodeApprove(ROUTER, maxUint256),
          })
        : evmNextTx(stepId, { to: ROUTER, value: swapValue, data: '0xdeadbeef' });
    },
  } as unknown as RoutingClient;
  return { client, asked };
}

/** The user's wallet, its node answering `answer` to every effect simulation it is asked. */
function wallet(answer: (call: EvmCall) => Promise<AccountEffect[] | 'unsupported'>) {
  const simulated: EvmCall[] = [];
  const { signer, sent } = recordingEvmSigner({
    simulateEffects: async (call) => {
      simulated.push(call);
      const effects = await answer(call);
      return effects === 'unsupported'
        ? { status: 'unsupported', reason: 'the method eth_simulateV1 does not exist' }
        : { status: 'simulated', effects };
    },
  });
  return { signer, sent, simulated };
}

const deps = (client: RoutingClient, evm: EvmSigner | undefined, unlimitedApprovals = false) => ({
  client,
  networks: NETWORKS,
  signers: { evm },
  options: { unlimitedApprovals },
});

describe('previewFirstEffect', () => {
  it('simulates a native swap as the wallet would send it, and says what leaves and arrives', async () => {
    const { client, asked } = service([NATIVE_SWAP], 10n ** 16n);
    const { signer, sent, simulated } = wallet(async () => [
      { kind: 'send', asset: NATIVE_EVM_ADDRESS, amount: 10n ** 16n, to: ROUTER },
      { kind: 'receive', asset: USDC.address, amount: 29_950_000n },
    ]);
    const preview = await previewFirstEffect(NATIVE_ROUTE, deps(client, signer));
    expect(preview).toEqual({
      status: 'simulated',
      networkType: 'evm',
      stepType: 'swap',
      effect: {
        changes: [
          { asset: NATIVE_EVM_ADDRESS, delta: -(10n ** 16n) },
          { asset: USDC.address, delta: 29_950_000n },
        ],
        grants: [],
      },
    });
    expect(simulated).toEqual([
      { chainId: 31337, from: USER, to: ROUTER, data: '0xdeadbeef', value: 10n ** 16n },
    ]);
    expect(asked).toEqual(['createTx', 'nextTx:swap']);
    expect(sent).toEqual([]);
  });

  it('for an approval first, simulates the exact approval the widget signs, not the API calldata', async () => {
    const { client } = service([APPROVAL, SWAP]);
    const { signer, sent, simulated } = wallet(async () => [
      { kind: 'grant', asset: USDC.address, spender: ROUTER, amount: 250n, previous: 0n },
    ]);
    const preview = await previewFirstEffect(SWAP_ONLY_ROUTE, deps(client, signer));
    expect(simulated).toEqual([
      {
        chainId: 31337,
        from: USER,
        to: USDC.address,
        data: encodeApprove(ROUTER, 250n),
        value: 0n,
      },
    ]);
    expect(preview).toMatchObject({
      status: 'simulated',
      stepType: 'approval',
      effect: { changes: [], grants: [{ asset: USDC.address, spender: ROUTER, amount: 250n }] },
    });
    expect(sent).toEqual([]);
  });

  it('with the allowance already there, simulates the swap that comes first instead', async () => {
    const { client } = service([APPROVAL, SWAP]);
    const { signer, simulated } = wallet(async () => [
      { kind: 'send', asset: USDC.address, amount: 250n },
    ]);
    signer.readAllowance = async () => 250n;
    const preview = await previewFirstEffect(SWAP_ONLY_ROUTE, deps(client, signer));
    expect(simulated.map((c) => c.to)).toEqual([ROUTER]);
    expect(preview).toMatchObject({ status: 'simulated', stepType: 'swap' });
  });

  it('asks nothing without a wallet connected on the first step’s network', async () => {
    const { client, asked } = service([NATIVE_SWAP], 10n ** 16n);
    const { signer } = wallet(async () => []);
    signer.account = () => undefined;
    expect(await previewFirstEffect(NATIVE_ROUTE, deps(client, signer))).toEqual({
      status: 'unavailable',
      reason: 'no-wallet',
    });
    expect(await previewFirstEffect(NATIVE_ROUTE, deps(client, undefined))).toEqual({
      status: 'unavailable',
      reason: 'no-wallet',
    });
    expect(asked).toEqual([]);
  });

  it('asks nothing when the request budget has too little left for the swap itself', async () => {
    const { client, asked } = service([NATIVE_SWAP], 10n ** 16n);
    const { signer } = wallet(async () => []);
    // Ten requests of the minute's twenty already started: the preview would leave too few.
    for (let i = 0; i < 10; i++)
      await client.budget.schedule(async () => {}, { priority: 'quote' });
    expect(await previewFirstEffect(NATIVE_ROUTE, deps(client, signer))).toEqual({
      status: 'unavailable',
      reason: 'budget',
    });
    expect(asked).toEqual([]);
  });

  it('asks nothing for a first step on a network whose wallet is not connected', async () => {
    const { client, asked } = service([]);
    const solana = route({
      routeId: 'r1',
      from: SOLANA_SOL,
      steps: [step({ stepId: 'swap', from: SOLANA_SOL })],
    });
    // Only the EVM wallet: Solana's step is previewed by the Solana signer, which is not there.
    const { signer } = wallet(async () => []);
    expect(await previewFirstEffect(solana, deps(client, signer))).toEqual({
      status: 'unavailable',
      reason: 'no-wallet',
    });
    expect(asked).toEqual([]);
  });

  it('says when the node cannot simulate effects', async () => {
    const { client } = service([NATIVE_SWAP], 10n ** 16n);
    const { signer } = wallet(async () => 'unsupported');
    expect(await previewFirstEffect(NATIVE_ROUTE, deps(client, signer))).toEqual({
      status: 'unavailable',
      reason: 'no-simulation',
    });
  });

  it('fails with the reason when the simulation reverts, or a check refuses the payload; nothing is sent', async () => {
    const { client } = service([NATIVE_SWAP], 10n ** 16n);
    const { signer, sent } = wallet(async () => {
      throw new SimulationFailedError({ reason: 'DEADLINE' });
    });
    await expect(previewFirstEffect(NATIVE_ROUTE, deps(client, signer))).rejects.toThrow(
      SimulationFailedError,
    );
    // Native value beyond what the step spends: refused by the step's own checks.
    const greedy = service([NATIVE_SWAP], 10n ** 18n);
    const other = wallet(async () => []);
    await expect(
      previewFirstEffect(NATIVE_ROUTE, deps(greedy.client, other.signer)),
    ).rejects.toThrow();
    expect(other.simulated).toEqual([]);
    expect([...sent, ...other.sent]).toEqual([]);
  });
});
