/**
 * Which tokens exist on the sandbox chains, with the USD prices the router rates, the relayer and
 * the solver convert with. Prices are decimal strings (e.g. '3000.5'), never floats.
 */
export interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  priceUsd: string;
}

/** The native coin of a chain (all-`e` address on EVM, SOL on Solana). */
export interface NativeSpec {
  symbol: string;
  decimals: number;
  priceUsd: string;
}

export const DEFAULT_EVM_TOKENS: TokenSpec[] = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1' },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, priceUsd: '1' },
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, priceUsd: '3000' },
];
export const DEFAULT_EVM_NATIVE: NativeSpec = { symbol: 'ETH', decimals: 18, priceUsd: '3000' };

export const DEFAULT_SOLANA_TOKENS: TokenSpec[] = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1' },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, priceUsd: '1' },
  { symbol: 'WETH', name: 'Wrapped Ether (Wormhole)', decimals: 8, priceUsd: '3000' },
];
export const DEFAULT_SOLANA_NATIVE: NativeSpec = { symbol: 'SOL', decimals: 9, priceUsd: '150' };

/** The Tron ledger's TRC-20s (`SCAM` is the catalog's flagged look-alike) and TRX (6 decimals). */
export const DEFAULT_TRON_TOKENS: TokenSpec[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, priceUsd: '1.0002' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1' },
  { symbol: 'SCAM', name: 'USDT Airdrop', decimals: 6, priceUsd: '0.0001' },
];
export const DEFAULT_TRON_NATIVE: NativeSpec = { symbol: 'TRX', decimals: 6, priceUsd: '0.12' };
