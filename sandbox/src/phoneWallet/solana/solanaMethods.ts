/**
 * The phone wallet's `solana` method, as WalletConnect's Solana RPC reference has it:
 * `solana_signTransaction` `{ transaction }` (the serialized transaction, legacy or versioned,
 * base64; the deprecated instruction fields are not read) → `{ signature, transaction }`: the
 * wallet's Ed25519 signature (base58), and the transaction with it in its signer's place (base64),
 * the optional field wallets such as Phantom send. The session's account must be one of the
 * transaction's signers.
 */
import { createPrivateKey, sign } from 'node:crypto';
import { base58 } from '@scure/base';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import * as v from 'valibot';
import { invalidParams, type MethodHandler, notThisAccount } from '../walletRequest';

const ParamsSchema = v.object({ transaction: v.pipe(v.string(), v.base64()) });

/** PKCS#8 DER prefix of an Ed25519 private key; its 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function ed25519Sign(seed: Uint8Array, message: Uint8Array): Uint8Array {
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return new Uint8Array(sign(null, message, key));
}

const signTransaction: MethodHandler = async (request) => {
  const parsed = v.safeParse(ParamsSchema, request.params);
  if (!parsed.success) throw invalidParams(`params: ${v.summarize(parsed.issues)}`);
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(Buffer.from(parsed.output.transaction, 'base64'));
  } catch {
    throw invalidParams('transaction: not a serialized Solana transaction');
  }
  const account = new PublicKey(request.account.solana.address);
  const slot = tx.message.staticAccountKeys.findIndex((key) => key.equals(account));
  if (slot < 0 || slot >= tx.message.header.numRequiredSignatures) {
    throw notThisAccount(`transaction: ${account.toBase58()} is not one of its signers`);
  }
  // Signed in the session account's place, by whoever answers (another key in "wrong account").
  const signature = ed25519Sign(request.signer.solana.seed, tx.message.serialize());
  tx.signatures[slot] = signature;
  return {
    signature: base58.encode(signature),
    transaction: Buffer.from(tx.serialize()).toString('base64'),
  };
};

export const solanaMethods: Record<string, MethodHandler> = {
  solana_signTransaction: signTransaction,
};
