import type { Chain } from '../../api/types';
import { tronAddressBytes } from '../../execution/tron/tronAddress';
import type {
  WalletConnectAccess,
  WalletConnectAccount,
} from '../walletConnect/walletConnectAccess';
import { WalletConnectAnswerError } from '../walletConnect/walletConnectErrors';
import { WALLETCONNECT_WALLET } from '../walletConnect/walletConnectWallet';
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
  /** Takes the session's account on `chain`, once it is a Tron address; false without one. */
  const adopt = (approved: WalletConnectAccount | undefined) => {
    if (approved && !tronAddressBytes(approved.address)) {
      throw new WalletConnectAnswerError(`tron: not an address: ${approved.address}`);
    }
    account = approved;
    return approved !== undefined;
  };
  return {
    option: WALLETCONNECT_WALLET,
    access: signing,
    async connect() {
      adopt(await access.account(chain));
    },
    /** After a reload: the stored session's account, asking nothing (no pairing dialog). */
    async restore() {
      return adopt(await access.account(chain, { silent: true }));
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
