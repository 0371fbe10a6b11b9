import { base58, base64 } from '@scure/base';
import { type PublicKey, VersionedTransaction } from '@solana/web3.js';
import { WalletConnectAnswerError } from '../walletConnect/walletConnectErrors';

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * `asked` with the signature a wallet answered to `solana_signTransaction` in `account`'s place,
 * refused (`WalletConnectAnswerError`) unless it is an Ed25519 signature by `account` of the very
 * message asked: a wallet that returns a transaction (`{ transaction }`, as Phantom does) must
 * return the same message bytes, and what is sent is always the message the widget checked.
 */
export async function signedOverWalletConnect(
  asked: VersionedTransaction,
  answer: unknown,
  account: PublicKey,
): Promise<VersionedTransaction> {
  const refuse = (why: string) => new WalletConnectAnswerError(`solana: ${why}`);
  const message = asked.message.serialize();
  const slot = asked.message.staticAccountKeys.findIndex((key) => key.equals(account));
  if (slot < 0 || slot >= asked.message.header.numRequiredSignatures) {
    throw refuse(`${account.toBase58()} does not sign this transaction`);
  }
  const { signature, transaction } = (answer ?? {}) as Record<string, unknown>;
  let fromTransaction: Uint8Array | undefined;
  if (typeof transaction === 'string') {
    const returned = readTransaction(transaction);
    if (!returned || !sameBytes(returned.message.serialize(), message)) {
      throw refuse('the wallet returned another transaction than it was asked to sign');
    }
    fromTransaction = returned.signatures[slot];
  }
  const given = typeof signature === 'string' ? readBase58(signature) : undefined;
  const signed = given ?? fromTransaction;
  if (signed?.length !== 64 || (given && fromTransaction && !sameBytes(given, fromTransaction))) {
    throw refuse('no signature of the transaction');
  }
  if (!(await ed25519Verifies(account.toBytes(), signed, message))) {
    throw refuse(`the signature is not ${account.toBase58()}'s over the transaction asked`);
  }
  const out = VersionedTransaction.deserialize(asked.serialize());
  out.signatures[slot] = signed;
  return out;
}

function readTransaction(text: string): VersionedTransaction | undefined {
  try {
    return VersionedTransaction.deserialize(base64.decode(text));
  } catch {
    return undefined;
  }
}

function readBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}

/** WebCrypto's Ed25519 (the browser's own, no library); a browser without it verifies nothing. */
async function ed25519Verifies(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  try {
    const bytes = (b: Uint8Array) => Uint8Array.from(b);
    const key = await crypto.subtle.importKey('raw', bytes(publicKey), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, bytes(signature), bytes(message));
  } catch {
    return false;
  }
}
