/**
 * Starts every sandbox chain: two anvils with the contracts deployed, the Solana ledger with its
 * RPC server, the Tron ledger (a third anvil behind Tron's HTTP API), the Cosmos ledger with its
 * REST server, the bridge relayer (which serves the Tron ledger's bridge as it does the EVM
 * chains'), the IBC relay, the Solana intent solver and the gasless order solver. Chains boot in
 * parallel.
 */
import {
  type ChainTxFacts,
  type ChainTxStatus,
  getChainTxFacts,
  getChainTxStatus,
} from './chainStatus';
import { startIbcRelay } from './cosmos/ibcRelay';
import type { CosmosDevAccount } from './cosmos/keys';
import type { PricedDenom } from './cosmos/pool';
import { type CosmosChain, startCosmosLedger } from './cosmos/startCosmosLedger';
import { DeliveryLog } from './deliveries';
import { deployEvmContracts, type EvmDeployment } from './evm/deploy';
import type { EvmDevAccount } from './evm/devAccounts';
import { type EvmChain, startEvmChains } from './evm/startEvmChains';
import { createOrderFiller, type OrderFiller } from './orderFiller';
import { type Relayer, startRelayer } from './relayer';
import { createSettlementContext, type SettlementContext } from './settlement';
import type { SolanaDevAccount } from './solana/setupLedger';
import { type Solver, startSolver } from './solana/solver';
import { type SolanaChain, startSolanaLedger } from './solana/startSolanaLedger';
import {
  DEFAULT_EVM_NATIVE,
  DEFAULT_EVM_TOKENS,
  DEFAULT_SOLANA_NATIVE,
  DEFAULT_SOLANA_TOKENS,
  DEFAULT_TRON_NATIVE,
  DEFAULT_TRON_TOKENS,
  type NativeSpec,
  type TokenSpec,
} from './tokenSpecs';
import type { TronDevAccount } from './tron/devAccounts';
import { startTronLedger, type TronChain } from './tron/startTronLedger';
import { tronOutput, tronTxFacts, tronTxStatus } from './tron/status';

export interface StartChainsOptions {
  seed?: string | number;
  evmChains?: Array<{ chainId: number; name: string }>;
  evmTokens?: TokenSpec[];
  evmNative?: NativeSpec;
  solanaTokens?: TokenSpec[];
  solanaNative?: NativeSpec;
  tronTokens?: TokenSpec[];
  tronNative?: NativeSpec;
  /** Delay before the relayer/solver pays out (ms). Default 2000. */
  deliveryDelayMs?: number;
  /** Solana slot length (ms); 0 freezes the clock. Default 400. */
  solanaSlotMs?: number;
  /** The Cosmos ledger's chain id (default `sandbox-cosmos-1`) and denoms, native first. */
  cosmosChainId?: string;
  cosmosDenoms?: PricedDenom[];
  /** `tron` is the Tron ledger's HTTP API (its anvil takes a free port); `cosmos` is the Cosmos
   * ledger's REST API. */
  ports?: { evm?: number[]; solana?: number; tron?: number; cosmos?: number };
  /** Bridge chain ids (decimal text) of destinations without a ledger (settlement.ts). */
  simulatedChains?: string[];
}

export interface SandboxEvmChain extends EvmChain {
  deployment: EvmDeployment;
}

export interface SandboxChains {
  evm: SandboxEvmChain[];
  solana: SolanaChain;
  /** The Tron ledger: `rpcUrl` is its full-node HTTP API (tron/startTronLedger.ts). */
  tron: TronChain;
  cosmos: CosmosChain;
  deliveries: DeliveryLog;
  settlement: SettlementContext;
  /** Fills signed gasless orders on the EVM chains' settlement contracts (orderFiller.ts). */
  orders: OrderFiller;
  devAccounts: {
    evm: EvmDevAccount[];
    solana: Array<Omit<SolanaDevAccount, 'keypair'>>;
    tron: Array<Omit<TronDevAccount, 'evm'>>;
    cosmos: CosmosDevAccount[];
  };
  /** Status of a transaction by chain key ('sol', the Cosmos chain id, or the EVM or Tron chain id
   * as text) and hash/signature/txID. */
  getTransactionStatus(chain: string, txHash: string): Promise<ChainTxStatus>;
  /** Sender/target/calldata (EVM) or fee payer/memos/transfers (Solana); undefined when not on
   * the chain. */
  getTransactionFacts(chain: string, txHash: string): Promise<ChainTxFacts | undefined>;
  /** Milliseconds startChains took. */
  startupMs: number;
  close(): Promise<void>;
}

const DEFAULT_EVM_CHAINS = [
  { chainId: 31337, name: 'Sandbox Ethereum' },
  { chainId: 31338, name: 'Sandbox Base' },
];

export async function startChains(options: StartChainsOptions = {}): Promise<SandboxChains> {
  const started = Date.now();
  const evmReady = startEvmChains({
    chains: options.evmChains ?? DEFAULT_EVM_CHAINS,
    ...(options.ports?.evm ? { ports: options.ports.evm } : {}),
  }).then(async (chains) => {
    try {
      const deployments = await Promise.all(
        chains.map((chain) =>
          deployEvmContracts({
            rpcUrl: chain.rpcUrl,
            chainId: chain.chainId,
            tokens: options.evmTokens ?? DEFAULT_EVM_TOKENS,
            native: options.evmNative ?? DEFAULT_EVM_NATIVE,
          }),
        ),
      );
      return chains.map((chain, i) => ({ ...chain, deployment: deployments[i]! }));
    } catch (error) {
      await Promise.all(chains.map((c) => c.close()));
      throw error;
    }
  });
  // The ledger setup is synchronous work in this process; the anvils boot meanwhile.
  const solanaReady = startSolanaLedger({
    seed: options.seed ?? 1,
    tokens: options.solanaTokens ?? DEFAULT_SOLANA_TOKENS,
    native: options.solanaNative ?? DEFAULT_SOLANA_NATIVE,
    ...(options.solanaSlotMs === undefined ? {} : { slotMs: options.solanaSlotMs }),
    ...(options.ports?.solana === undefined ? {} : { port: options.ports.solana }),
  });
  const tronReady = startTronLedger({
    tokens: options.tronTokens ?? DEFAULT_TRON_TOKENS,
    native: options.tronNative ?? DEFAULT_TRON_NATIVE,
    ...(options.ports?.tron === undefined ? {} : { port: options.ports.tron }),
  });
  const cosmosReady = startCosmosLedger({
    seed: options.seed ?? 1,
    ...(options.cosmosChainId === undefined ? {} : { chainId: options.cosmosChainId }),
    ...(options.cosmosDenoms === undefined ? {} : { denoms: options.cosmosDenoms }),
    ...(options.ports?.cosmos === undefined ? {} : { port: options.ports.cosmos }),
  });
  const [evmResult, solanaResult, tronResult, cosmosResult] = await Promise.allSettled([
    evmReady,
    solanaReady,
    tronReady,
    cosmosReady,
  ]);
  if (
    evmResult.status === 'rejected' ||
    solanaResult.status === 'rejected' ||
    tronResult.status === 'rejected' ||
    cosmosResult.status === 'rejected'
  ) {
    if (evmResult.status === 'fulfilled') await Promise.all(evmResult.value.map((c) => c.close()));
    if (solanaResult.status === 'fulfilled') await solanaResult.value.close();
    if (tronResult.status === 'fulfilled') await tronResult.value.close();
    if (cosmosResult.status === 'fulfilled') await cosmosResult.value.close();
    const results = [evmResult, solanaResult, tronResult, cosmosResult];
    throw results.find((r) => r.status === 'rejected')?.reason;
  }
  const evm = evmResult.value;
  const solana = solanaResult.value;
  const tron = tronResult.value;
  const tronKey = String(tron.chainId);
  const cosmos = cosmosResult.value;

  const deliveries = new DeliveryLog();
  const settlement = createSettlementContext({
    // The Tron ledger's bridge is an EVM bridge on its anvil: the relayer serves it the same way.
    evm: [...evm.map((c) => c.deployment), tron.deployment],
    solana,
    cosmos,
    deliveries,
    ...(options.simulatedChains ? { simulatedChains: options.simulatedChains } : {}),
    ...(options.deliveryDelayMs === undefined ? {} : { delayMs: options.deliveryDelayMs }),
  });
  const relayer: Relayer = startRelayer(settlement);
  const solver: Solver = startSolver(settlement, solana);
  const ibcRelay = startIbcRelay(settlement, cosmos);
  let closing: Promise<void> | undefined;

  return {
    evm,
    solana,
    tron,
    cosmos,
    deliveries,
    settlement,
    orders: createOrderFiller(settlement),
    devAccounts: {
      evm: evm[0]?.deployment.devAccounts ?? [],
      solana: solana.devAccounts.map(({ publicKey, secretKey }) => ({ publicKey, secretKey })),
      tron: tron.devAccounts.map(({ evm: _, ...account }) => account),
      cosmos: cosmos.devAccounts,
    },
    getTransactionStatus: async (chain, txHash) => {
      if (chain === tronKey) return tronTxStatus(settlement, tron.ledger, chain, txHash);
      const status = await getChainTxStatus(settlement, chain, txHash);
      // A delivery paid on the Tron ledger names its token the Tron way.
      return status.output ? { ...status, output: tronOutput(status.output, tronKey) } : status;
    },
    getTransactionFacts: async (chain, txHash) =>
      chain === tronKey
        ? tronTxFacts(tron.ledger, txHash)
        : getChainTxFacts(settlement, chain, txHash),
    startupMs: Date.now() - started,
    close: () => {
      closing ??= (async () => {
        relayer.close();
        solver.close();
        ibcRelay.close();
        await Promise.all([
          ...evm.map((c) => c.close()),
          solana.close(),
          tron.close(),
          cosmos.close(),
        ]);
      })();
      return closing;
    },
  };
}
