import { COSMOS_CHAIN_ID, TRON_CHAIN_ID } from '../catalog/chains';
import { DEFAULT_DEPLOYMENT } from '../catalog/deployment';
import { EVM_NATIVE, SOL_NATIVE, TRON_NATIVE } from '../catalog/tokens';

/** Addresses the tests quote with (catalog defaults, anvil account 0, a seed-1 Solana dev key). */
export const EVM_USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const EVM_OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SOL_USER = 'DDGn9ZAPpMJ25RwZ6fTHmEtjtj9oqjFQmBjMv1zf18rw';
export const TRON_USER = 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa';
export const COSMOS_USER = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu';

const evm = DEFAULT_DEPLOYMENT.evm['31337']!.tokens;
const sol = DEFAULT_DEPLOYMENT.sol.mints;
export const T = {
  eth: { chainId: '31337', address: EVM_NATIVE },
  usdc: { chainId: '31337', address: evm.USDC },
  weth: { chainId: '31337', address: evm.WETH },
  baseEth: { chainId: '31338', address: EVM_NATIVE },
  baseUsdc: { chainId: '31338', address: evm.USDC },
  sol: { chainId: 'sol', address: SOL_NATIVE },
  solUsdc: { chainId: 'sol', address: sol.USDC },
  solBonk: { chainId: 'sol', address: sol.BONK },
  trx: { chainId: TRON_CHAIN_ID, address: TRON_NATIVE },
  tronUsdt: { chainId: TRON_CHAIN_ID, address: DEFAULT_DEPLOYMENT.tron.tokens.USDT },
  atom: { chainId: COSMOS_CHAIN_ID, address: 'uatom' },
} as const;

type Tok = { chainId: string; address: string };

/** Query parameters of a quote request from `from` to `to`. */
export function quoteParams(
  from: Tok,
  to: Tok,
  user: string,
  extra: Record<string, string | number | boolean> = {},
): Record<string, string | number | boolean> {
  return {
    fromChainId: from.chainId,
    fromAssetAddress: from.address,
    toChainId: to.chainId,
    toAssetAddress: to.address,
    userWalletAddress: user,
    ...(extra.inputAmount === undefined && extra.inputAmountDisplay === undefined
      ? { inputAmountDisplay: '1' }
      : {}),
    ...extra,
  };
}
