import { createPrivateKey, sign } from 'node:crypto';
import { base58, base64 } from '@scure/base';
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { signedOverWalletConnect } from './walletConnectSolanaSignature';

const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k';
const user = Keypair.generate();
const other = Keypair.generate();

function transfer(lamports: number): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: user.publicKey,
    recentBlockhash: BLOCKHASH,
    instructions: [
      SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: other.publicKey, lamports }),
    ],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

/** What a wallet answers: the transaction it signed with `signer`, and that signature. */
function answerOf(tx: VersionedTransaction, signer: Keypair) {
  const signed = VersionedTransaction.deserialize(tx.serialize());
  signed.sign([signer]);
  return {
    signature: base58.encode(signed.signatures[0] ?? new Uint8Array()),
    transaction: base64.encode(signed.serialize()),
  };
}

/** `keypair`'s Ed25519 signature of `message`, made apart from any transaction. */
function ed25519Sign(keypair: Keypair, message: Uint8Array): Uint8Array {
  const pkcs8 = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    keypair.secretKey.subarray(0, 32),
  ]);
  return sign(null, message, createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }));
}

const REFUSED = { name: 'WalletConnectAnswerError' };

describe('a Solana signature over WalletConnect', () => {
  it("keeps the approved account's signature of the asked message, on the asked bytes", async () => {
    const asked = transfer(1_000);
    const answer = answerOf(asked, user);
    const signed = await signedOverWalletConnect(asked, answer, user.publicKey);
    expect(signed.message.serialize()).toEqual(asked.message.serialize());
    expect(base58.encode(signed.signatures[0] ?? new Uint8Array())).toBe(answer.signature);
    // The signature alone, as the method's reference answers it, is enough.
    await expect(
      signedOverWalletConnect(asked, { signature: answer.signature }, user.publicKey),
    ).resolves.toBeInstanceOf(VersionedTransaction);
  });

  it('refuses another transaction, a signature by another key, or none', async () => {
    const asked = transfer(1_000);
    const swapped = answerOf(transfer(999_999), user);
    await expect(signedOverWalletConnect(asked, swapped, user.publicKey)).rejects.toMatchObject(
      REFUSED,
    );
    await expect(
      signedOverWalletConnect(asked, { signature: swapped.signature }, user.publicKey),
    ).rejects.toMatchObject(REFUSED);
    const byOther = base58.encode(ed25519Sign(other, asked.message.serialize()));
    await expect(
      signedOverWalletConnect(asked, { signature: byOther }, user.publicKey),
    ).rejects.toMatchObject(REFUSED);
    await expect(signedOverWalletConnect(asked, {}, user.publicKey)).rejects.toMatchObject(REFUSED);
    await expect(
      signedOverWalletConnect(asked, answerOf(asked, user), other.publicKey),
    ).rejects.toMatchObject(REFUSED);
  });
});
