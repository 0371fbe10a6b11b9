import { base58 } from '@scure/base';
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SOLANA_WALLET_NAME, SandboxDevWalletAdapter } from './SandboxDevWalletAdapter';

const kp = Keypair.generate();
const secret = base58.encode(kp.secretKey);
const blockhash = base58.encode(new Uint8Array(32).fill(7));

function transfer() {
  return SystemProgram.transfer({
    fromPubkey: kp.publicKey,
    toPubkey: Keypair.generate().publicKey,
    lamports: 1,
  });
}

describe('SandboxDevWalletAdapter', () => {
  it('connects as the dev key under its test-funds name and disconnects', async () => {
    const adapter = new SandboxDevWalletAdapter(secret);
    expect(adapter.name).toBe(SANDBOX_SOLANA_WALLET_NAME);
    const events: string[] = [];
    adapter.on('connect', () => events.push('connect'));
    adapter.on('disconnect', () => events.push('disconnect'));
    await adapter.connect();
    expect(adapter.connected).toBe(true);
    expect(adapter.publicKey?.toBase58()).toBe(kp.publicKey.toBase58());
    await adapter.disconnect();
    expect(adapter.connected).toBe(false);
    expect(events).toEqual(['connect', 'disconnect']);
  });

  it('refuses to sign before connecting', async () => {
    const adapter = new SandboxDevWalletAdapter(secret);
    const tx = new Transaction({ feePayer: kp.publicKey, recentBlockhash: blockhash }).add(
      transfer(),
    );
    await expect(adapter.signTransaction(tx)).rejects.toThrow();
  });

  it('signs legacy and v0 transactions with the dev key', async () => {
    const adapter = new SandboxDevWalletAdapter(secret);
    await adapter.connect();
    const legacy = new Transaction({ feePayer: kp.publicKey, recentBlockhash: blockhash }).add(
      transfer(),
    );
    const signedLegacy = await adapter.signTransaction(legacy);
    expect(signedLegacy.verifySignatures()).toBe(true);

    const message = new TransactionMessage({
      payerKey: kp.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer()],
    }).compileToV0Message();
    const v0 = await adapter.signTransaction(new VersionedTransaction(message));
    expect(v0.signatures[0]?.some((b) => b !== 0)).toBe(true);
  });
});
