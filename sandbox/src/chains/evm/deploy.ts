import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  maxUint256,
  parseEther,
} from 'viem';
import {
  sandboxBatchExecutorAbi,
  sandboxBatchExecutorBytecode,
  sandboxBridgeAbi,
  sandboxBridgeBytecode,
  sandboxRouterAbi,
  sandboxRouterBytecode,
  sandboxSettlementAbi,
  sandboxSettlementBytecode,
  sandboxTokenAbi,
  sandboxTokenBytecode,
} from '../../../contracts/build/abis';
import { amountForUsd, rateBetween } from '../pricing';
import type { NativeSpec, TokenSpec } from '../tokenSpecs';
import {
  DEPLOYER_INDEX,
  DEV_ACCOUNT_COUNT,
  type EvmDevAccount,
  evmAccountAt,
  evmDevAccounts,
  RELAYER_INDEX,
  SOLVER_INDEX,
} from './devAccounts';
import { type OperatorCall, OperatorSigner } from './operatorSigner';

export const NATIVE_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export interface DeployEvmOptions {
  rpcUrl: string;
  chainId: number;
  tokens: TokenSpec[];
  native: NativeSpec;
  devAccountCount?: number;
  /** The accounts funded with tokens, instead of anvil's first `devAccountCount` (Tron's keys). */
  devAccounts?: EvmDevAccount[];
  /** USD worth of each token minted to the router and to the bridge (default 10,000,000). */
  liquidityUsd?: bigint;
  /** USD worth of each token minted to each dev account (default 100,000). */
  devTokenUsd?: bigint;
  /** Native coin sent to the router and to the bridge (default 1,000 ETH each). */
  nativeLiquidity?: bigint;
}

export interface DeployedToken extends TokenSpec {
  address: Address;
}

export interface EvmDeployment {
  chainId: number;
  rpcUrl: string;
  tokens: DeployedToken[];
  native: NativeSpec & { address: Address };
  router: Address;
  bridge: Address;
  /** SandboxSettlement: fills the gasless orders (EIP-712) the solver is handed. */
  settlement: Address;
  /** SandboxBatchExecutor: the code the phone wallet's smart account delegates to (EIP-7702). */
  batchExecutor: Address;
  deployer: EvmDevAccount;
  relayer: EvmDevAccount;
  /** Fills orders on the settlement contract from its own funds (tokens minted, approved). */
  solver: EvmDevAccount;
  devAccounts: EvmDevAccount[];
}

/**
 * Deploys the sandbox contracts on a fresh anvil from the deployer key, funds router and bridge
 * liquidity and the solver's inventory (which it approves to the settlement contract), mints
 * tokens to the dev accounts and sets every pair's router rate from USD prices.
 * On a fresh chain the deployer's nonces start at 0, so the addresses are the same every run.
 */
export async function deployEvmContracts(options: DeployEvmOptions): Promise<EvmDeployment> {
  const deployer = evmAccountAt(DEPLOYER_INDEX);
  const relayer = evmAccountAt(RELAYER_INDEX);
  const solver = evmAccountAt(SOLVER_INDEX);
  const devAccounts =
    options.devAccounts ?? evmDevAccounts(options.devAccountCount ?? DEV_ACCOUNT_COUNT);
  const signer = new OperatorSigner(options.rpcUrl, options.chainId, deployer.privateKey);
  const firstNonce = await signer.client.getTransactionCount({ address: deployer.address });
  const addressAt = (offset: number) =>
    getContractAddress({ from: deployer.address, nonce: BigInt(firstNonce + offset) });

  const tokens: DeployedToken[] = options.tokens.map((spec, i) => ({
    ...spec,
    address: addressAt(i),
  }));
  const router = addressAt(tokens.length);
  const bridge = addressAt(tokens.length + 1);
  const settlement = addressAt(tokens.length + 2);
  const batchExecutor = addressAt(tokens.length + 3);
  const native = { ...options.native, address: NATIVE_ADDRESS };

  const calls: OperatorCall[] = [
    ...tokens.map((t) => ({
      data: encodeDeployData({
        abi: sandboxTokenAbi,
        bytecode: sandboxTokenBytecode,
        args: [t.name, t.symbol, t.decimals],
      }),
    })),
    { data: encodeDeployData({ abi: sandboxRouterAbi, bytecode: sandboxRouterBytecode }) },
    {
      data: encodeDeployData({
        abi: sandboxBridgeAbi,
        bytecode: sandboxBridgeBytecode,
        args: [relayer.address],
      }),
    },
    {
      data: encodeDeployData({
        abi: sandboxSettlementAbi,
        bytecode: sandboxSettlementBytecode,
        args: [solver.address],
      }),
    },
    {
      data: encodeDeployData({
        abi: sandboxBatchExecutorAbi,
        bytecode: sandboxBatchExecutorBytecode,
      }),
    },
  ];

  const liquidityUsd = options.liquidityUsd ?? 10_000_000n;
  const devTokenUsd = options.devTokenUsd ?? 100_000n;
  const mint = (token: DeployedToken, to: Address, amount: bigint): OperatorCall => ({
    to: token.address,
    data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'mint', args: [to, amount] }),
  });
  for (const token of tokens) {
    calls.push(mint(token, router, amountForUsd(liquidityUsd, token)));
    calls.push(mint(token, bridge, amountForUsd(liquidityUsd, token)));
    calls.push(mint(token, solver.address, amountForUsd(liquidityUsd, token)));
    for (const dev of devAccounts)
      calls.push(mint(token, dev.address, amountForUsd(devTokenUsd, token)));
  }
  const nativeLiquidity = options.nativeLiquidity ?? parseEther('1000');
  calls.push({ to: router, data: '0x', value: nativeLiquidity, gas: 100_000n });
  calls.push({ to: bridge, data: '0x', value: nativeLiquidity, gas: 100_000n });

  const priced = [native, ...tokens];
  for (const from of priced) {
    for (const to of priced) {
      if (from.address === to.address) continue;
      const { numerator, denominator } = rateBetween(from, to);
      calls.push({
        to: router,
        data: encodeFunctionData({
          abi: sandboxRouterAbi,
          functionName: 'setRate',
          args: [from.address, to.address, numerator, denominator],
        }),
      });
    }
  }

  await signer.execute(calls);
  // The solver pays outputs from its own tokens: the settlement contract may pull them.
  await new OperatorSigner(options.rpcUrl, options.chainId, solver.privateKey).execute(
    tokens.map((t) => ({
      to: t.address,
      data: encodeFunctionData({
        abi: sandboxTokenAbi,
        functionName: 'approve',
        args: [settlement, maxUint256],
      }),
    })),
  );
  return {
    chainId: options.chainId,
    rpcUrl: options.rpcUrl,
    tokens,
    native,
    router,
    bridge,
    settlement,
    batchExecutor,
    deployer,
    relayer,
    solver,
    devAccounts,
  };
}

/** Finds a deployed token (or the native coin) by address, case-insensitively. */
export function findEvmToken(
  deployment: EvmDeployment,
  address: Hex,
): (NativeSpec & { address: Address }) | DeployedToken | undefined {
  const a = address.toLowerCase();
  if (a === NATIVE_ADDRESS.toLowerCase()) return deployment.native;
  return deployment.tokens.find((t) => t.address.toLowerCase() === a);
}
