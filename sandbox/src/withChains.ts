import { bridgeChainId } from './abis';
import { CHAIN_SPECS, COSMOS_CHAIN_ID, TRON_CHAIN_ID } from './catalog/chains';
import {
  DEFAULT_DEPLOYMENT,
  type DeploymentOverride,
  EVM_DEPLOY_ORDER,
  SOL_DEPLOY_ORDER,
  TRON_DEPLOY_ORDER,
} from './catalog/deployment';
import { type TokenSpec, tokenSpecs } from './catalog/tokens';
import { type SandboxChains, type StartChainsOptions, startChains } from './chains/index';
import { formatAddress, fromEvmAddress } from './chains/tron/address';
import type { SandboxOptions } from './config';
import { DEV_KEYS_WARNING } from './devAccounts';
import { createMiningFault } from './miningFault';
import { type RunningSandbox, startSandbox } from './server';
import { createLedgerStatus } from './status/ledgerStatus';
import { createTimeline } from './status/timeline';

/**
 * The sandbox on its local chains (what `npm run sandbox` starts): the chains engineer's anvils,
 * Solana ledger, Tron ledger and Cosmos ledger are started with the catalog's tokens, and the API
 * is told their RPC URLs,
 * deployed addresses, blockhashes, funded dev keys, transaction outcomes and the solver that
 * fills gasless orders.
 */
export interface RunningSandboxWithChains extends RunningSandbox {
  chains: SandboxChains;
}

/** The ledgers derive mint keys from the symbol, so the flagged look-alike deploys as 'SCAM'. */
const deploySpec = (t: TokenSpec, symbol = t.symbol) => ({
  symbol,
  name: t.name,
  decimals: t.decimals,
  priceUsd: String(t.price),
});

export async function startSandboxWithChains(
  options: SandboxOptions = {},
  chainOptions: Pick<StartChainsOptions, 'deliveryDelayMs' | 'solanaSlotMs' | 'ports'> = {},
): Promise<RunningSandboxWithChains> {
  const specs = tokenSpecs(DEFAULT_DEPLOYMENT);
  const [evmNative, ...evmTokens] = specs['31337']!;
  const [solNative, ...solTokens] = specs.sol!;
  const [trxNative, ...tronTokens] = specs[TRON_CHAIN_ID]!;
  const cosmosDenoms = specs[COSMOS_CHAIN_ID]!.map((t) => ({
    denom: t.address,
    symbol: t.symbol,
    decimals: t.decimals,
    priceUsd: String(t.price),
  }));
  const ports = { ...options.chainPorts, ...chainOptions.ports };
  const chains = await startChains({
    ...chainOptions,
    ...(Object.keys(ports).length > 0 ? { ports } : {}),
    seed: options.seed ?? '1',
    evmTokens: evmTokens.map((t, i) => deploySpec(t, EVM_DEPLOY_ORDER[i])),
    evmNative: deploySpec(evmNative!),
    solanaTokens: solTokens.map((t, i) => deploySpec(t, SOL_DEPLOY_ORDER[i])),
    solanaNative: deploySpec(solNative!),
    tronTokens: tronTokens.map((t, i) => deploySpec(t, TRON_DEPLOY_ORDER[i])),
    tronNative: deploySpec(trxNative!),
    cosmosChainId: COSMOS_CHAIN_ID,
    cosmosDenoms,
    // A chain without a ledger (none since Tron and Cosmos have theirs): bridge deposits to it
    // count as delivered, not refunded.
    simulatedChains: CHAIN_SPECS.filter((c) => !c.executable).map((c) =>
      bridgeChainId(c.chainId).toString(),
    ),
  });
  try {
    const deployment: DeploymentOverride = { evm: {}, sol: {} };
    const rpcUrls: Record<string, string[]> = {
      sol: [chains.solana.rpcUrl],
      [TRON_CHAIN_ID]: [chains.tron.rpcUrl],
      [COSMOS_CHAIN_ID]: [chains.cosmos.restUrl],
    };
    for (const chain of chains.evm) {
      const d = chain.deployment;
      rpcUrls[String(chain.chainId)] = [chain.rpcUrl];
      deployment.evm![String(chain.chainId)] = {
        router: d.router,
        bridge: d.bridge,
        settlement: d.settlement,
        batchExecutor: d.batchExecutor,
        tokens: Object.fromEntries(
          EVM_DEPLOY_ORDER.map((symbol, i) => [symbol, d.tokens[i]!.address]),
        ),
      };
    }
    const [lookupTable] = chains.solana.lookupTables;
    deployment.sol = {
      vault: chains.solana.vault.owner.publicKey.toBase58(),
      mints: Object.fromEntries(
        SOL_DEPLOY_ORDER.map((symbol, i) => [symbol, chains.solana.mints[i]!.address]),
      ),
      ...(lookupTable ? { lookupTables: { galaxy: lookupTable, okapi: lookupTable } } : {}),
    };
    const tron = chains.tron.deployment;
    const base58 = (address: `0x${string}`) => formatAddress(fromEvmAddress(address), true);
    deployment.tron = {
      router: base58(tron.router),
      bridge: base58(tron.bridge),
      tokens: Object.fromEntries(
        TRON_DEPLOY_ORDER.map((symbol, i) => [symbol, base58(tron.tokens[i]!.address)]),
      ),
    };
    const applyChainFaults = createMiningFault(chains.evm);
    // SANDBOX_FAULTS may hold a chain's mining from the start.
    if (options.faults) await applyChainFaults(options.faults);
    const sandbox = await startSandbox({
      ...options,
      rpcUrls: { ...rpcUrls, ...options.rpcUrls },
      deployment,
      statusSource:
        options.statusSource ??
        createLedgerStatus(chains, createTimeline(options.timelineMsPerSecond ?? 3)),
      orderFiller: options.orderFiller ?? chains.orders,
      applyChainFaults,
      solanaBlockhash: () => chains.solana.latestBlockhash().blockhash,
      tronRefBlock: () => chains.tron.ledger.refBlock(),
      devAccounts: () => ({
        warning: DEV_KEYS_WARNING,
        evm: chains.devAccounts.evm,
        solana: chains.devAccounts.solana,
        tron: chains.devAccounts.tron,
        cosmos: chains.devAccounts.cosmos,
      }),
    });
    // The fault `destinationSwap` reaches the relayer and the solver when they settle.
    chains.settlement.destinationSwapFails = () => sandbox.faults.destinationSwapFails;
    // The fault `cosmosPoolSkim` reaches the Cosmos ledger's pool, in blocks and simulations.
    chains.cosmos.ledger.poolSkims = () => sandbox.faults.config.cosmosPoolSkim;
    return {
      ...sandbox,
      chains,
      close: async () => {
        await sandbox.close();
        await chains.close();
      },
    };
  } catch (error) {
    await chains.close();
    throw error;
  }
}
