import { bech32 } from '@scure/base';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import { ripemd160, sha256 } from 'viem';
import { isSameAddress } from '../../lib/addresses';
import { ForeignSignedTransactionError } from '../steps/stepErrors';
import { MSG_SEND, MSG_TRANSFER } from './cosmosPayload';

const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey';

/**
 * Signed bytes read back from storage are followed only when they are `account`'s own: every
 * message is sent by it (the chain takes a transaction only with its messages' senders'
 * signatures), and the signer's public key, when it is a secp256k1 key, is its key. Anything else
 * (another account's transaction, bytes that cannot be read, a message the widget never signs) is
 * a `ForeignSignedTransactionError`: neither sent nor followed.
 */
export function checkStoredCosmosSigner(txBytes: Uint8Array, account: string): void {
  const refuse = (why: string) => new ForeignSignedTransactionError(`${why}; wallet ${account}`);
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    const raw = TxRaw.decode(txBytes);
    body = TxBody.decode(raw.bodyBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch {
    throw refuse('the saved bytes are no transaction');
  }
  if (body.messages.length === 0) throw refuse('the saved transaction has no message');
  for (const message of body.messages) {
    const sender = senderOf(message);
    if (!sender || !isSameAddress('cosmos', sender, account)) {
      throw refuse(`a ${message.typeUrl.slice(0, 80)} message from ${sender ?? 'nobody known'}`);
    }
  }
  for (const { publicKey } of authInfo.signerInfos) {
    if (publicKey?.typeUrl !== SECP256K1_PUBKEY) continue;
    const key = PubKey.decode(publicKey.value).key;
    const address = bech32.encode(
      prefixOf(account),
      bech32.toWords(ripemd160(sha256(key, 'bytes'), 'bytes')),
    );
    if (!isSameAddress('cosmos', address, account)) throw refuse(`signed by ${address}`);
  }
}

/** The sender of a message the widget signs; undefined for any other message. */
function senderOf(message: Any): string | undefined {
  try {
    if (message.typeUrl === MSG_SEND) return MsgSend.decode(message.value).fromAddress;
    if (message.typeUrl === MSG_TRANSFER) return MsgTransfer.decode(message.value).sender;
  } catch {
    return undefined;
  }
  return undefined;
}

/** The human-readable part of a bech32 address (`cosmos` of `cosmos1…`). */
function prefixOf(address: string): string {
  return address.slice(0, Math.max(0, address.lastIndexOf('1')));
}
