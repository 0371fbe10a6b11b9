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

const RUNS = 30;

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export default async function run(): Promise<Array<{ name: string; value: number; unit: string }>> {
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
    const plain = await medianMs(() => client.call({ account: user, ...call }));
    const withEffects = await medianMs(() => simulateEvmEffects(client, call));
    return [
      { name: 'EVM simulation before a prompt: eth_call (before)', value: plain, unit: 'ms' },
      {
        name: 'EVM simulation before a prompt: eth_simulateV1 with effects (now)',
        value: withEffects,
        unit: 'ms',
      },
      { name: 'EVM effect check: cost against eth_call', value: withEffects / plain, unit: 'x' },
    ];
  } finally {
    await chain.close();
  }
}
