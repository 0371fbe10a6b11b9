/**
 * Bench: what the effect check adds before an EVM wallet prompt. The same native swap (0.01 ETH
 * -> USDC through the sandbox router, on a fresh anvil with the sandbox contracts) simulated the
 * way the engine did before (`eth_call` from the user) and the way it does now
 * (`simulateEvmEffects`: `eth_simulateV1` with `traceTransfers`, then the effects derived), each
 * run 30 times after a warm-up; the medians and their ratio.
 */
import { createPublicClient, encodeFunctionData, http, maxUint256, parseEther } from 'viem';
import { simulateEvmEffects } from '../../../src/wallets/evm/simulateEffects';
import { sandboxRouterAbi } from '../../contracts/build/abis';
import { deployEvmContracts, NATIVE_ADDRESS } from '../chains/evm/deploy';
import { startAnvil } from '../chains/evm/startAnvil';
import { DEFAULT_EVM_NATIVE, DEFAULT_EVM_TOKENS } from '../chains/tokenSpecs';
import { effectCheckRows, medianMs } from './effectBench';

const RUNS = 30;

export default async function run() {
  const chain = await startAnvil({ chainId: 31337, name: 'bench' });
  try {
    const deployment = await deployEvmContracts({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      tokens: DEFAULT_EVM_TOKENS,
      native: DEFAULT_EVM_NATIVE,
    });
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const user = deployment.devAccounts[0]!.address;
    const usdc = deployment.tokens.find((t) => t.symbol === 'USDC')!.address;
    const amountIn = parseEther('0.01');
    const call = {
      chainId: chain.chainId,
      from: user,
      to: deployment.router,
      value: amountIn,
      data: encodeFunctionData({
        abi: sandboxRouterAbi,
        functionName: 'swap',
        args: [NATIVE_ADDRESS, usdc, amountIn, 1n, maxUint256, user, maxUint256],
      }),
    };
    const simulated = await simulateEvmEffects(client, call);
    if (simulated.status !== 'simulated' || simulated.effects.length !== 2) {
      throw new Error(`the swap's effect is not ETH out, USDC in: ${JSON.stringify(simulated)}`);
    }
    const plain = await medianMs(() => client.call({ account: user, ...call }), RUNS);
    const withEffects = await medianMs(() => simulateEvmEffects(client, call), RUNS);
    return effectCheckRows(
      'EVM',
      { plain: 'eth_call', checked: 'eth_simulateV1 with effects' },
      plain,
      withEffects,
    );
  } finally {
    await chain.close();
  }
}
