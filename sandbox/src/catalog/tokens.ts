import type { NetworkType } from '../wire';
import { COSMOS_CHAIN_ID, TRON_CHAIN_ID } from './chains';
import type { Deployment } from './deployment';

/**
 * The tokens of each sandbox chain, with fixed prices (USD). Addresses come from the deployment
 * (deployment.ts); everything else is here.
 *
 * Native tokens: EVM uses the all-`e` address (docs/routing-api.md conventions); Solana's native
 * SOL is listed under the wrapped-SOL mint `So11111111111111111111111111111111111111112`, as Solana
 * DEX aggregators do; Tron's TRX uses the base58 form of the zero address; Cosmos uses the bank
 * denom `uatom`.
 */

export const EVM_NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
export const SOL_NATIVE = 'So11111111111111111111111111111111111111112';
export const TRON_NATIVE = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
export const COSMOS_NATIVE = 'uatom';

export interface TokenSpec {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  price: number;
  priceId: string;
  isNative?: boolean;
  isPopular?: boolean;
  /** A scam-looking token: the widget must warn about it. */
  isFlagged?: boolean;
  marketCap?: number;
}

const usdc = {
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  price: 1,
  priceId: 'usd-coin',
  isPopular: true,
};
const usdt = {
  symbol: 'USDT',
  name: 'Tether USD',
  decimals: 6,
  price: 1.0002,
  priceId: 'tether',
  isPopular: true,
};
const scam = {
  symbol: 'USDC',
  name: 'USDC Airdrop - claim at usdc-bonus.example',
  decimals: 6,
  price: 0.0001,
  priceId: 'sandbox-scam',
  isFlagged: true,
};

function evmTokens(d: Deployment, chainId: string): TokenSpec[] {
  const t = d.evm[chainId]!.tokens;
  return [
    {
      address: EVM_NATIVE,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      price: 3000,
      priceId: 'ethereum',
      isNative: true,
      isPopular: true,
      marketCap: 360e9,
    },
    { ...usdc, address: t.USDC, marketCap: 60e9 },
    { ...usdt, address: t.USDT, marketCap: 110e9 },
    {
      address: t.WETH,
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      price: 3000,
      priceId: 'weth',
      isPopular: true,
    },
    {
      address: t.WBTC,
      symbol: 'WBTC',
      name: 'Wrapped Bitcoin',
      decimals: 8,
      price: 60000,
      priceId: 'wrapped-bitcoin',
    },
    {
      address: t.DAI,
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      decimals: 18,
      price: 0.9998,
      priceId: 'dai',
    },
    { ...scam, address: t.SCAM },
  ];
}

/** Tokens per chain id, in display order (native first). */
export function tokenSpecs(d: Deployment): Record<string, TokenSpec[]> {
  const m = d.sol.mints;
  return {
    '31337': evmTokens(d, '31337'),
    '31338': evmTokens(d, '31338'),
    sol: [
      {
        address: SOL_NATIVE,
        symbol: 'SOL',
        name: 'Solana',
        decimals: 9,
        price: 150,
        priceId: 'solana',
        isNative: true,
        isPopular: true,
      },
      { ...usdc, address: m.USDC },
      { ...usdt, address: m.USDT },
      {
        address: m.WBTC,
        symbol: 'WBTC',
        name: 'Wrapped Bitcoin (Portal)',
        decimals: 8,
        price: 60000,
        priceId: 'wrapped-bitcoin',
      },
      {
        address: m.BONK,
        symbol: 'BONK',
        name: 'Bonk',
        decimals: 5,
        price: 0.00002,
        priceId: 'bonk',
      },
      { ...scam, address: m.SCAM },
    ],
    [TRON_CHAIN_ID]: [
      {
        address: TRON_NATIVE,
        symbol: 'TRX',
        name: 'Tron',
        decimals: 6,
        price: 0.12,
        priceId: 'tron',
        isNative: true,
        isPopular: true,
      },
      { ...usdt, address: d.tron.tokens.USDT },
      { ...usdc, address: d.tron.tokens.USDC, isPopular: false },
      { ...scam, symbol: 'USDT', address: d.tron.tokens.SCAM },
    ],
    [COSMOS_CHAIN_ID]: [
      {
        address: COSMOS_NATIVE,
        symbol: 'ATOM',
        name: 'Cosmos Hub Atom',
        decimals: 6,
        price: 7,
        priceId: 'cosmos',
        isNative: true,
        isPopular: true,
      },
      {
        ...usdc,
        address: 'ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013',
        isPopular: false,
      },
      {
        address: 'ibc/14F9BC3E44B8A9C1BE1FB08980FAB87034C9905EF17CF2F5008FC085218811CC',
        symbol: 'OSMO',
        name: 'Osmosis',
        decimals: 6,
        price: 0.5,
        priceId: 'osmosis',
      },
      { ...scam, address: 'ibc/31285DBD8FF5E0C0AC3933C3FBD2D3009E72E45A614759A4A520B907D0EB4063' },
    ],
  };
}

/** Network types compare addresses differently: EVM hex is case-insensitive, base58 is not. */
export function sameAddress(networkType: NetworkType, a: string, b: string): boolean {
  return networkType === 'evm' ? a.toLowerCase() === b.toLowerCase() : a === b;
}
