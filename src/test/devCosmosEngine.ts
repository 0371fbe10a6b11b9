import type { FlowSandbox } from '../../sandbox/src/flows/flowSandbox';
import { SANDBOX_COSMOS_CHAIN_ID, sandboxCosmosChains } from '../devtools/sandboxCosmosChain';
import type { ExecutionDeps } from '../execution/deps';
import { cosmosRest } from '../wallets/cosmos/cosmosRest';
import { type CosmosWallet, createCosmosSigner } from '../wallets/cosmos/cosmosSigner';
import { sandboxDevCosmosWallet } from '../wallets/cosmos/sandboxDevCosmosWallet';
import { engineDepsWith } from './engineDeps';

/**
 * Test data only: the engine on the flow sandbox with the Cosmos dev account `index` as its
 * wallet, through the widget's Cosmos signer on the config development builds take from
 * `/chains`. `prompts` counts the wallet's signatures; `rest` reads the ledger as a wallet does.
 */
export async function devCosmosEngine(
  env: FlowSandbox,
  index: number,
  extra: Partial<ExecutionDeps> = {},
  { aminoOnly = false } = {},
) {
  const ctx = env.context();
  const config = sandboxCosmosChains(await ctx.client.getChains());
  const key = env.sandbox.chains.cosmos.devAccounts[index]?.privateKey ?? '';
  const dev = await sandboxDevCosmosWallet(key);
  const prompts: string[] = [];
  const wallet: CosmosWallet = {
    ...dev,
    aminoOnly,
    signAmino: (chainId, doc) => {
      prompts.push('signAmino');
      return dev.signAmino(chainId, doc);
    },
    signDirect: (chainId, doc) => {
      prompts.push('signDirect');
      return dev.signDirect(chainId, doc);
    },
  };
  const signer = createCosmosSigner({ wallet: () => wallet, chain: (id) => config[id] });
  const { deps, storage } = engineDepsWith(ctx.client, undefined, {
    signers: { cosmos: signer },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50))),
    ...extra,
  });
  const rest = cosmosRest(config[SANDBOX_COSMOS_CHAIN_ID]?.restUrl ?? '');
  return { ctx, deps, storage, prompts, wallet, signer, rest, user: dev.address };
}
