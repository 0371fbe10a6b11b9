import { defineSection } from '../../lib/messages';

/**
 * The token picker dialog (loaded on demand, its words with it): chains, search, options, the
 * unknown-token check and why a token could not be checked (`readTokenMetadata.ts`).
 */
export const tokenPickerMessages = defineSection('tokenPicker', {
  chainsFailed: 'Could not load chains: {reason}',
  tokensFailed: 'Could not load tokens: {reason}',
  loadingChains: 'Loading chains…',
  noChain: 'No chain available.',
  loadingTokens: 'Loading tokens…',
  tryAgain: 'Try again',
  chain: 'Chain',
  searchTokens: 'Search tokens',
  searchPlaceholder: 'Search by name, symbol or address',
  noMatch: 'No token matches “{query}”. Paste a token address to look it up.',
  noTokens: 'No tokens on this chain.',
  notOfferedAddress: 'This token is not offered here.',
  tokens: 'Tokens',
  /** An option's name: what the row shows first (WCAG 2.5.3, label in name), then the rest. */
  unknownTokenOption: '{title}. {warning} {address}',
  balanceName: '{amount} in your wallet',
  flagged: '⚠ Flagged',
  address: 'Address',
  onChain: 'On chain',
  noName: 'no name',
  decimals: { one: ', {count} decimal', other: ', {count} decimals' },
  checking: 'Checking the token on the chain…',
  cannotUse: '{reason} It cannot be used.',
  trustWarning:
    'Anyone can create a token with any name. Only continue if you got this address from a source you trust.',
  back: 'Back',
  useToken: 'I understand, use this token',
  noRpc: '{chain} has no RPC to check this token.',
  cannotCheck: 'Tokens on {chain} cannot be checked by address yet.',
  rpcUnreachable: 'Could not reach the {chain} RPC to check this token.',
  notErc20: 'This address is not an ERC-20 token on this chain.',
  notSplMint: 'This address is not a token mint on Solana.',
});
