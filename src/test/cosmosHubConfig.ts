import type { CosmosChainConfig } from '../config/cosmosChains';

/** Test data only: a valid `cosmosChains` entry, the Cosmos Hub's, at example addresses. */
export const COSMOS_HUB_CONFIG: CosmosChainConfig = {
  chainName: 'Cosmos Hub',
  rpcUrl: 'https://rpc.example.com',
  restUrl: 'https://rest.example.com',
  bech32Prefix: 'cosmos',
  coinType: 118,
  feeDenom: 'uatom',
  feeSymbol: 'ATOM',
  feeDecimals: 6,
  gasPrice: '0.025',
};
