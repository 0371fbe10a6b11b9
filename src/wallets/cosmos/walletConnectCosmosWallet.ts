import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino';
import { base64 } from '@scure/base';
import type { Chain } from '../../api/types';
import {
  WALLETCONNECT_WALLET,
  type WalletConnectAccess,
} from '../walletConnect/walletConnectAccess';
import { WalletConnectAnswerError } from '../walletConnect/walletConnectErrors';
import type { CosmosWallet } from './cosmosSigner';
import { checkedAminoAnswer, checkedDirectAnswer } from './walletConnectCosmosAnswer';

/**
 * The Cosmos account of the widget's WalletConnect session on `chain`: its key from
 * `cosmos_getAccounts`, which must give the approved address under the chain's prefix, and the
 * two ways to sign, each answer checked against the doc asked and that key.
 */
export async function connectWalletConnectCosmos(
  access: WalletConnectAccess,
  chain: Chain,
  bech32Prefix: string,
): Promise<CosmosWallet & { name: string }> {
  const account = await access.account(chain);
  if (!account) throw new WalletConnectAnswerError('cosmos: no session');
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
    aminoOnly: false,
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
