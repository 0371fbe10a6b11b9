import { base58 } from '@scure/base';
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import type { DevWalletAsk, DevWalletPromptRequest } from '../../devtools/devWalletPrompt';
import { toWalletError } from '../../execution/walletErrors';
import { SANDBOX_SOLANA_WALLET_NAME, SandboxDevWalletAdapter } from './SandboxDevWalletAdapter';

const kp = Keypair.generate();
const secret = base58.encode(kp.secretKey);
const blockhash = base58.encode(new Uint8Array(32).fill(7));

function transfer(lamports = 1) {
  return SystemProgram.transfer({
    fromPubkey: kp.publicKey,
    toPubkey: Keypair.generate().publicKey,
    lamports,
  });
}

function v0(lamports: number, payer = kp.publicKey) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [transfer(lamports)],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

const signed = (tx: VersionedTransaction) =>
  tx.signatures.some((signature) => signature.some((b) => b !== 0));
const detailsOf = (request: DevWalletPromptRequest) =>
  Object.fromEntries(request.details.map((d) => [d.label, d.value]));
const me = kp.publicKey.toBase58();
const SYSTEM = 'System (11111111111111111111111111111111)';

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

interface AskedCase {
  name: string;
  transactions: () => VersionedTransaction[];
  sign(adapter: SandboxDevWalletAdapter, txs: VersionedTransaction[]): Promise<unknown>;
  title: string;
  shows: Record<string, string>;
}

const stranger = Keypair.generate().publicKey;
const ASKED: AskedCase[] = [
  {
    name: 'signTransaction',
    transactions: () => [v0(1_500_000_000)],
    sign: (adapter, [tx]) => adapter.signTransaction(tx!),
    title: 'Sign a transaction',
    shows: {
      Network: 'Solana (sandbox ledger)',
      'Fee payer': `${me} (this wallet)`,
      Programs: SYSTEM,
      Value: '1.5 SOL',
    },
  },
  {
    name: 'signAllTransactions (one question for all)',
    transactions: () => [v0(1_000_000), v0(20_000_000)],
    sign: (adapter, txs) => adapter.signAllTransactions(txs),
    title: 'Sign 2 transactions',
    shows: { Programs: SYSTEM, Value: '0.021 SOL' },
  },
  {
    name: 'a transaction another key pays for',
    transactions: () => [v0(5, stranger)],
    sign: (adapter, [tx]) => adapter.signTransaction(tx!),
    title: 'Sign a transaction',
    shows: { 'Fee payer': stranger.toBase58(), 'Other signers': stranger.toBase58() },
  },
];

describe('SandboxDevWalletAdapter asking first (devWalletPrompt=1)', () => {
  it.each(ASKED.map((c) => [c.name, c] as const))(
    '%s: shows what is signed; Reject is a user rejection and signs nothing',
    async (_name, c) => {
      const ask = vi.fn<DevWalletAsk>(async () => false);
      const adapter = new SandboxDevWalletAdapter(secret, { ask });
      await adapter.connect();
      const txs = c.transactions();
      const error = await c.sign(adapter, txs).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ name: 'WalletSignTransactionError' });
      expect(toWalletError(error, 'signature').code).toBe('USER_REJECTED');
      expect(txs.some(signed)).toBe(false);
      expect(ask).toHaveBeenCalledTimes(1);
      const [asked] = ask.mock.calls[0]!;
      expect(asked.title).toBe(c.title);
      expect(detailsOf(asked)).toMatchObject(c.shows);
    },
  );

  it('signs every transaction once the person says yes', async () => {
    const ask = vi.fn<DevWalletAsk>(async () => true);
    const adapter = new SandboxDevWalletAdapter(secret, { ask });
    await adapter.connect();
    const txs = [v0(1), v0(2)];
    await adapter.signAllTransactions(txs);
    expect(txs.every(signed)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('signs at once without asking by default (no devWalletPrompt in the URL)', async () => {
    const adapter = new SandboxDevWalletAdapter(secret);
    await adapter.connect();
    const tx = v0(1);
    await adapter.signTransaction(tx);
    expect(signed(tx)).toBe(true);
  });
});
