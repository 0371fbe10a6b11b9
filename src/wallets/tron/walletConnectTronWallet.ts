import type { Chain } from '../../api/types';
import { tronAddressBytes } from '../../execution/tron/tronAddress';
import {
  WALLETCONNECT_WALLET,
  type WalletConnectAccess,
  type WalletConnectAccount,
} from '../walletConnect/walletConnectAccess';
import { WalletConnectAnswerError } from '../walletConnect/walletConnectErrors';
import type { TronWalletAccess } from './tronSigner';
import { walletConnectTronAccess } from './walletConnectTronAccess';

/** The Tron stack's WalletConnect wallet: the account the session approved on `chain`. */
export function walletConnectTronWallet(access: WalletConnectAccess, chain: Chain) {
  let account: WalletConnectAccount | undefined;
  const signing: TronWalletAccess = {
    address: () => account?.address,
    signTransaction(tx) {
      if (!account) throw new WalletConnectAnswerError('tron: no approved account');
      return walletConnectTronAccess(account).signTransaction(tx);
    },
  };
  return {
    option: WALLETCONNECT_WALLET,
    access: signing,
    async connect() {
      const approved = await access.account(chain);
      if (approved && !tronAddressBytes(approved.address)) {
        throw new WalletConnectAnswerError(`tron: not an address: ${approved.address}`);
      }
      account = approved;
    },
    async disconnect() {
      account = undefined;
    },
    onEnd: (listener: () => void) =>
      access.onEnd(() => {
        account = undefined;
        listener();
      }),
  };
}
