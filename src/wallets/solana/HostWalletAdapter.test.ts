import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { HostSolanaTransport } from '../hostWallet';
import { HostWalletAdapter } from './HostWalletAdapter';

const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k';
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The host page's wallet: signs whatever bytes it gets with its key (or, told so, swaps them). */
function hostWallet(keypair: Keypair, { swap = false } = {}): HostSolanaTransport {
  return {
    connect: async () => keypair.publicKey.toBase58(),
    disconnect: async () => {},
    signTransaction: async (serialized) => {
      const bytes = Buffer.from(serialized, 'base64');
      if (isVersioned(bytes)) {
        const tx = VersionedTransaction.deserialize(bytes);
        tx.sign([keypair]);
        return toBase64(tx.serialize());
      }
      const tx = Transaction.from(bytes);
      if (swap) tx.instructions[0] = transfer(keypair.publicKey, 999);
      tx.partialSign(keypair);
      return toBase64(tx.serialize({ requireAllSignatures: false }));
    },
  };
}

/** A v0 transaction's message starts with the version prefix after the signatures. */
function isVersioned(bytes: Uint8Array): boolean {
  const signatures = bytes[0] ?? 0;
  return ((bytes[1 + signatures * 64] ?? 0) & 0x80) !== 0;
}

const transfer = (from: PublicKey, lamports: number) =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(BLOCKHASH), lamports });

describe("the host page's Solana wallet as a wallet adapter", () => {
  it('connects with the public key the host gives', async () => {
    const keypair = Keypair.generate();
    const adapter = new HostWalletAdapter('Shop SOL', hostWallet(keypair));
    await adapter.connect();
    expect(adapter.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58());
    expect(adapter.name).toBe('Shop SOL');
  });

  it('asks the person when chosen, and only silently when the page reloads with it remembered', async () => {
    const keypair = Keypair.generate();
    const asked: ({ silent?: boolean } | undefined)[] = [];
    const wallet = hostWallet(keypair);
    const transport: HostSolanaTransport = {
      ...wallet,
      connect: async (options) => {
        asked.push(options);
        if (options?.silent) throw Object.assign(new Error('not connected'), { code: 4100 });
        return wallet.connect();
      },
    };
    const adapter = new HostWalletAdapter('Shop SOL', transport);
    await expect(adapter.autoConnect()).rejects.toMatchObject({ code: 4100 });
    expect(adapter.connected).toBe(false);
    await adapter.connect();
    expect(adapter.connected).toBe(true);
    expect(asked).toEqual([{ silent: true }, {}]);
  });

  it('follows the account the person switches to in the host wallet, and its disconnect', async () => {
    const keypair = Keypair.generate();
    let tell: ((account: string | null) => void) | undefined;
    const transport: HostSolanaTransport = {
      ...hostWallet(keypair),
      onAccountChange: (listener) => {
        tell = listener;
        return () => {
          tell = undefined;
        };
      },
    };
    const adapter = new HostWalletAdapter('Shop SOL', transport);
    const seen: string[] = [];
    adapter.on('connect', (key) => seen.push(key.toBase58()));
    adapter.on('disconnect', () => seen.push('disconnected'));
    await adapter.connect();
    const other = Keypair.generate().publicKey.toBase58();
    tell?.(other);
    expect(adapter.publicKey?.toBase58()).toBe(other);
    tell?.(null);
    expect(adapter.connected).toBe(false);
    // Not listening once disconnected.
    expect(tell).toBeUndefined();
    expect(seen).toEqual([keypair.publicKey.toBase58(), other, 'disconnected']);
  });

  it('has a legacy transaction signed, and gets back the very one it sent', async () => {
    const keypair = Keypair.generate();
    const adapter = new HostWalletAdapter('Shop SOL', hostWallet(keypair));
    await adapter.connect();
    const tx = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: BLOCKHASH });
    tx.add(transfer(keypair.publicKey, 5));
    const signed = await adapter.signTransaction(tx);
    expect(signed.verifySignatures()).toBe(true);
    expect(signed.serializeMessage()).toEqual(tx.serializeMessage());
  });

  it('has a v0 transaction signed', async () => {
    const keypair = Keypair.generate();
    const adapter = new HostWalletAdapter('Shop SOL', hostWallet(keypair));
    await adapter.connect();
    const message = new TransactionMessage({
      payerKey: keypair.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [transfer(keypair.publicKey, 5)],
    }).compileToV0Message();
    const signed = await adapter.signTransaction(new VersionedTransaction(message));
    expect(signed.message.serialize()).toEqual(message.serialize());
    expect(signed.signatures[0]?.some((byte) => byte !== 0)).toBe(true);
  });

  it('refuses a transaction the wallet changed before signing', async () => {
    const keypair = Keypair.generate();
    const adapter = new HostWalletAdapter('Shop SOL', hostWallet(keypair, { swap: true }));
    await adapter.connect();
    const tx = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: BLOCKHASH });
    tx.add(transfer(keypair.publicKey, 5));
    await expect(adapter.signTransaction(tx)).rejects.toThrow(/another transaction/);
  });
});
