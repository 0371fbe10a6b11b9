import type { NetworkType } from '../wire';

/** The sandbox's Cosmos ledger (chains/cosmos): a chain id no public network uses. */
export const COSMOS_CHAIN_ID = 'sandbox-cosmos-1';

/**
 * Sandbox Tron's chain id (the Tron ledger's, chains/tron/): no public network uses it (Tron
 * mainnet is 728126428), so a development wallet is never offered on a real network.
 */
export const TRON_CHAIN_ID = '31339';

/**
 * The five sandbox chains. EVM chain ids are anvil's 31337 and 31338, never a real network's, so
 * a real wallet can never be asked to sign on a real chain (docs/architecture.md).
 */
export interface ChainSpec {
  chainId: string;
  name: string;
  symbol: string;
  networkType: NetworkType;
  isPopular: boolean;
  /** False: quoted but not executable, no local ledger settles it (every sandbox chain has one). */
  executable: boolean;
  /** Default RPC URLs; the chains engineer's configuration replaces them. */
  defaultRpcUrls: string[];
}

export const CHAIN_SPECS: ChainSpec[] = [
  {
    chainId: '31337',
    name: 'Sandbox Ethereum',
    symbol: 'ETH',
    networkType: 'evm',
    isPopular: true,
    executable: true,
    defaultRpcUrls: ['http://127.0.0.1:8545'],
  },
  {
    chainId: '31338',
    name: 'Sandbox Base',
    symbol: 'ETH',
    networkType: 'evm',
    isPopular: true,
    executable: true,
    defaultRpcUrls: ['http://127.0.0.1:8546'],
  },
  {
    chainId: 'sol',
    name: 'Solana',
    symbol: 'SOL',
    networkType: 'sol',
    isPopular: true,
    executable: true,
    defaultRpcUrls: ['http://127.0.0.1:8899'],
  },
  {
    chainId: TRON_CHAIN_ID,
    name: 'Sandbox Tron',
    symbol: 'TRX',
    networkType: 'tron',
    isPopular: false,
    executable: true,
    // java-tron's HTTP port; with chains running, the ledger's own URL replaces it.
    defaultRpcUrls: ['http://127.0.0.1:8090'],
  },
  {
    // Never the Hub's `cosmoshub-4`: a dev wallet must not be offered on a public network's id.
    chainId: COSMOS_CHAIN_ID,
    name: 'Sandbox Cosmos',
    symbol: 'ATOM',
    networkType: 'cosmos',
    isPopular: false,
    executable: true,
    // The ledger's Cosmos SDK REST API (LCD), replaced by the running ledger's URL.
    defaultRpcUrls: ['http://127.0.0.1:1317'],
  },
];

/**
 * Explorer URL templates use the placeholders of the live service's chain listing:
 * `{txnHash}`, `{tokenAddress}`, `{address}`.
 */
export function explorerTemplates(origin: string, chainId: string) {
  const base = `${origin}/__sandbox/explorer/${encodeURIComponent(chainId)}`;
  return {
    txn: `${base}/tx/{txnHash}`,
    token: `${base}/token/{tokenAddress}`,
    address: `${base}/address/{address}`,
  };
}

export function fillTxnUrl(template: string, txnHash: string): string {
  return template.replace('{txnHash}', encodeURIComponent(txnHash));
}
