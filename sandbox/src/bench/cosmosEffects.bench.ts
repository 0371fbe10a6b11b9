/**
 * Bench: what the effect check adds before a Cosmos wallet prompt. The same ATOM -> USDC swap
 * (a `MsgSend` to the ledger's pool with the intent in its memo, as the sandbox's `/nextTx` hands
 * it out, through the engine's shape checks) on a fresh Cosmos ledger, simulated the way the
 * engine did before (the gas-only `/simulate`) and the way it does now (that one, then the
 * fee-included transaction simulated again, its `cosmosEffects` derived and judged), each run 20
 * times after a warm-up; the medians and their ratio.
 */
import { checkCosmosTransaction } from '../../../src/execution/cosmos/checkCosmosTransaction';
import { checkCosmosEffects } from '../../../src/execution/cosmos/cosmosEffectPolicy';
import { feeAmount, gasWithMargin } from '../../../src/execution/cosmos/cosmosFee';
import type { UnsignedCosmosTx } from '../../../src/execution/signers';
import { asset, route, step } from '../../../src/test/routeFixtures';
import { createCosmosSigner } from '../../../src/wallets/cosmos/cosmosSigner';
import { sandboxDevCosmosWallet } from '../../../src/wallets/cosmos/sandboxDevCosmosWallet';
import { startCosmosLedger } from '../chains/cosmos/startCosmosLedger';
import { effectCheckRows, medianMs } from './effectBench';

const RUNS = 20;
const GAS_PRICE = '0.025';
const INPUT = 2_000_000n; // 2 ATOM at $7: 14 USDC at catalog prices
const QUOTED_OUT = 13_900_000n;
const MIN_OUT = 13_800_000n;

export default async function run() {
  const chain = await startCosmosLedger({ seed: 'bench' });
  try {
    const wallet = {
      ...(await sandboxDevCosmosWallet(chain.devAccounts[0]!.privateKey)),
      aminoOnly: false,
    };
    const user = wallet.address;
    const feeDenom = chain.native.denom;
    const signer = createCosmosSigner({
      wallet: () => wallet,
      chain: () => ({ restUrl: chain.restUrl, feeDenom, gasPrice: GAS_PRICE }),
    });
    const on = { chainId: chain.chainId, networkType: 'cosmos' as const };
    const swap = step({
      from: asset({ symbol: 'ATOM', ...on, address: feeDenom }),
      to: asset({ symbol: 'USDC', ...on, address: chain.denoms[1]!.denom }),
      inputAmount: INPUT,
      outputAmount: QUOTED_OUT,
    });
    const swapRoute = route({ routeId: 'bench', from: swap.from, to: swap.to, steps: [swap] });
    const intent = {
      sandbox: 'swap',
      routeId: 'bench',
      stepId: swap.stepId,
      toChainId: chain.chainId,
      toToken: swap.to.address,
      minOut: MIN_OUT.toString(),
      out: QUOTED_OUT.toString(),
      recipient: user,
    };
    const send = {
      fromAddress: user,
      toAddress: chain.pool,
      amount: [{ denom: feeDenom, amount: INPUT.toString() }],
    };
    const data = JSON.stringify({
      messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: send }],
      memo: JSON.stringify(intent),
    });
    const checked = checkCosmosTransaction({
      step: swap,
      txn: { data, gasLimit: '325000', gasPrice: GAS_PRICE },
      account: user,
      chainId: chain.chainId,
      recipient: user,
      toNetworkType: 'cosmos',
      minOutput: MIN_OUT,
      ibcChannels: () => undefined,
      now: Date.now(),
    });
    const state = await signer.readAccount({ chainId: chain.chainId, address: user });
    if (!state) throw new Error(`${user} is unknown on the ledger`);
    const draft: UnsignedCosmosTx = {
      ...checked,
      fee: { amount: [], gas: 0n },
      accountNumber: state.accountNumber,
      sequence: state.sequence,
    };
    // The engine's steps (cosmos/cosmosStep.ts): the gas, then the fee-included transaction.
    const gasOnly = () => signer.simulate(draft);
    const withEffectCheck = async () => {
      const gas = gasWithMargin((await gasOnly()).gasUsed);
      const amount = feeAmount(gas, GAS_PRICE) ?? 0n;
      const fee = { amount: [{ denom: feeDenom, amount: amount.toString() }], gas };
      const { effects } = await signer.simulate({ ...draft, fee });
      checkCosmosEffects(effects, {
        step: swap,
        route: swapRoute,
        fee: { denom: feeDenom, amount },
      });
    };
    await withEffectCheck(); // throws unless the swap passes the check
    const plain = await medianMs(gasOnly, RUNS);
    const withEffects = await medianMs(withEffectCheck, RUNS);
    return effectCheckRows(
      'Cosmos',
      {
        plain: 'gas-only /simulate',
        checked: 'gas /simulate + fee-included /simulate with effects',
      },
      plain,
      withEffects,
    );
  } finally {
    await chain.close();
  }
}
