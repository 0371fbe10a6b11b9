import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino';
import { base64 } from '@scure/base';
import type { Chain } from '../../api/types';
import type {
  WalletConnectAccess,
  WalletConnectAccount,
} from '../walletConnect/walletConnectAccess';
import {
  WalletConnectAnswerError,
  WalletConnectChainError,
} from '../walletConnect/walletConnectErrors';
import { WALLETCONNECT_WALLET } from '../walletConnect/walletConnectWallet';
import type { CosmosWallet } from './cosmosSigner';
import { checkedAminoAnswer, checkedDirectAnswer } from './walletConnectCosmosAnswer';

/**
 * The Cosmos account of the widget's WalletConnect session on `chain` (a new pairing without a
 * session): its key from `cosmos_getAccounts`, which must give the approved address under the
 * chain's prefix, and the two ways to sign, each answer checked against the doc asked and that
 * key. A wallet that approved `cosmos_signAmino` and not `cosmos_signDirect` (a hardware-backed
 * account) signs amino only.
 */
export async function connectWalletConnectCosmos(
  access: WalletConnectAccess,
  chain: Chain,
  bech32Prefix: string,
): Promise<CosmosWallet & { name: string }> {
  const account = await access.account(chain);
  if (!account) throw new WalletConnectAnswerError('cosmos: no session');
  return walletOf(account, bech32Prefix);
}

/**
 * After a reload, asking nothing of the person: the stored session's account on the first of
 * `chains` (each with its bech32 prefix) that the session approved; undefined without a session
 * or with none approved.
 */
export async function restoreWalletConnectCosmos(
  access: WalletConnectAccess,
  chains: readonly { chain: Chain; bech32Prefix: string }[],
): Promise<(CosmosWallet & { name: string }) | undefined> {
  for (const { chain, bech32Prefix } of chains) {
    const account = await access.account(chain, { silent: true }).catch((error: unknown) => {
      if (error instanceof WalletConnectChainError) return null;
      throw error;
    });
    if (account === undefined) return undefined;
    if (account) return walletOf(account, bech32Prefix);
  }
  return undefined;
}

async function walletOf(
  account: WalletConnectAccount,
  bech32Prefix: string,
): Promise<CosmosWallet & { name: string }> {
  const { address } = account;
  const listed = await account.request<unknown>('cosmos_getAccounts', {});
  const entry = (Array.isArray(listed) ? listed : []).find(
    (a: { address?: unknown }) => a?.address === address,
  ) as { pubkey?: unknown } | undefined;
  const pubkey = keyOf(entry?.pubkey);
  if (!pubkey || pubkeyToAddress(encodeSecp256k1Pubkey(pubkey), bech32Prefix) !== address) {
    throw new WalletConnectAnswerError(`cosmos: no key of ${address.slice(0, 90)}`);
  }
  return {
    name: WALLETCONNECT_WALLET.name,
    address,
    pubkey,
    aminoOnly: !account.methods.includes('cosmos_signDirect'),
    async signDirect(_chainId, signDoc) {
      const answer = await account.request<unknown>('cosmos_signDirect', {
        signerAddress: address,
        signDoc: {
          chainId: signDoc.chainId,
          accountNumber: signDoc.accountNumber.toString(),
          authInfoBytes: base64.encode(signDoc.authInfoBytes),
          bodyBytes: base64.encode(signDoc.bodyBytes),
        },
      });
      return checkedDirectAnswer(signDoc, answer, pubkey);
    },
    async signAmino(_chainId, signDoc) {
      const answer = await account.request<unknown>('cosmos_signAmino', {
        signerAddress: address,
        signDoc,
      });
      return checkedAminoAnswer(signDoc, answer, pubkey);
    },
  };
}

/** A compressed secp256k1 key, base64 as the method's reference answers it. */
function keyOf(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const key = base64.decode(value);
    return key.length === 33 ? key : undefined;
  } catch {
    return undefined;
  }
}
