import { getAddress, isAddress } from 'viem';
import { approvedAccounts } from '../walletConnect/sessionAccounts';
import {
  WalletConnectAnswerError,
  WalletConnectChainError,
} from '../walletConnect/walletConnectErrors';
import type { WalletConnectSession } from '../walletConnect/walletConnectSettings';

export interface WalletConnectEvmAccount {
  address: `0x${string}`;
  /** The chains of the widget's config the wallet approved this account on. */
  chainIds: number[];
}

/**
 * The one EVM account a session approved, and its chains, among `chainIds` (the widget's EVM
 * chains). An address that is not one, or two different accounts, refuse the session; no EVM
 * account at all is a network the wallet did not approve.
 */
export function walletConnectEvmAccount(
  session: WalletConnectSession,
  chainIds: readonly number[],
): WalletConnectEvmAccount {
  const accounts = approvedAccounts(
    session,
    'eip155',
    chainIds.map((id) => `eip155:${id}`),
  );
  const first = accounts[0];
  if (!first) throw new WalletConnectChainError('eip155');
  const addresses = new Set(
    accounts.map(({ address }) => {
      if (!isAddress(address, { strict: false })) {
        throw new WalletConnectAnswerError(`eip155: not an address: ${address}`);
      }
      return getAddress(address);
    }),
  );
  if (addresses.size > 1) {
    throw new WalletConnectAnswerError(`eip155: several accounts: ${[...addresses].join(', ')}`);
  }
  return {
    address: getAddress(first.address),
    chainIds: accounts.map(({ chain }) => Number(chain.slice('eip155:'.length))),
  };
}
