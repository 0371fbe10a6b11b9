import { base58 } from '@scure/base';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SolanaChain, startSolanaLedger } from './startSolanaLedger';

let chain: SolanaChain;
let connection: Connection;

beforeAll(async () => {
  chain = await startSolanaLedger({ seed: 'test' });
  connection = new Connection(chain.rpcUrl, 'confirmed');
});
afterAll(() => chain?.close());

const dev = () => chain.devAccounts[0]!.keypair;
const usdc = () => chain.mints.find((m) => m.symbol === 'USDC')!;

async function transfer(
  from: Keypair,
  to: PublicKey,
  lamports: bigint,
  options: { withLookupTable?: boolean; blockhash?: string } = {},
) {
  const latest = await connection.getLatestBlockhash();
  const tables = options.withLookupTable
    ? [(await connection.getAddressLookupTable(new PublicKey(chain.lookupTables[0]!))).value!]
    : [];
  const message = new TransactionMessage({
    payerKey: from.publicKey,
    recentBlockhash: options.blockhash ?? latest.blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })],
  }).compileToV0Message(tables);
  const tx = new VersionedTransaction(message);
  tx.sign([from]);
  return { tx, latest };
}

describe('Solana ledger RPC, through an unmodified web3.js Connection', () => {
  it('answers the chain metadata calls', async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    expect(blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight());
    expect(await connection.isBlockhashValid(blockhash)).toMatchObject({ value: true });
    expect(await connection.getVersion()).toMatchObject({ 'solana-core': expect.any(String) });
    expect(await connection.getGenesisHash()).toBe(chain.genesisHash);
    // The ledger's slot moves with the clock: the epoch's slot lies between two reads of it.
    const slotBefore = await connection.getSlot();
    const { absoluteSlot } = await connection.getEpochInfo();
    expect(absoluteSlot).toBeGreaterThanOrEqual(slotBefore);
    expect(absoluteSlot).toBeLessThanOrEqual(await connection.getSlot());
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2039280);
  });

  it('funds dev accounts with SOL and tokens in associated token accounts', async () => {
    expect(await connection.getBalance(dev().publicKey)).toBe(1000 * LAMPORTS_PER_SOL);
    const parsed = await connection.getParsedTokenAccountsByOwner(dev().publicKey, {
      mint: new PublicKey(usdc().address),
    });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]!.pubkey.toBase58()).toBe(
      getAssociatedTokenAddressSync(new PublicKey(usdc().address), dev().publicKey).toBase58(),
    );
    expect(parsed.value[0]!.account.data.parsed.info.tokenAmount).toMatchObject({
      amount: '100000000000',
      decimals: 6,
    });
    const raw = await connection.getTokenAccountsByOwner(dev().publicKey, {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    });
    expect(raw.value).toHaveLength(chain.mints.length);
    const balance = await connection.getTokenAccountBalance(parsed.value[0]!.pubkey);
    expect(balance.value.uiAmountString).toBe('100000');
    const mintInfo = await connection.getParsedAccountInfo(new PublicKey(usdc().address));
    expect(mintInfo.value?.data).toMatchObject({ parsed: { type: 'mint', info: { decimals: 6 } } });
  });

  it('executes a signed v0 transaction that uses a lookup table, and confirms it', async () => {
    const table = await connection.getAddressLookupTable(new PublicKey(chain.lookupTables[0]!));
    expect(table.value?.state.addresses.map((a) => a.toBase58())).toContain(usdc().address);
    const to = chain.vault.owner.publicKey; // in the table, so it is loaded through it
    const before = await connection.getBalance(to);
    const { tx, latest } = await transfer(dev(), to, 12_345n, { withLookupTable: true });
    expect(tx.message.addressTableLookups).toHaveLength(1);
    const signature = await connection.sendRawTransaction(tx.serialize());
    const confirmation = await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(to)).toBe(before + 12_345);
    const statuses = await connection.getSignatureStatuses([signature]);
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    const fetched = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(fetched?.meta?.loadedAddresses?.writable.map((k) => k.toBase58())).toEqual([
      to.toBase58(),
    ]);
    expect(fetched?.meta?.fee).toBe(5000);
    expect(chain.getSignatureStatus(signature)?.state).toBe('success');
  });

  it('refuses a replayed transaction without charging again', async () => {
    const { tx } = await transfer(dev(), Keypair.generate().publicKey, 1_000_000n);
    await connection.sendRawTransaction(tx.serialize());
    const balance = await connection.getBalance(dev().publicKey);
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(
      /already been processed/,
    );
    expect(await connection.getBalance(dev().publicKey)).toBe(balance);
  });

  it('rejects a transaction whose preflight fails, like a node does', async () => {
    const { tx } = await transfer(dev(), Keypair.generate().publicKey, 10n ** 16n);
    const error = await connection.sendRawTransaction(tx.serialize()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as Error).message).toContain('custom program error: 0x1');
    expect(chain.getSignatureStatus(bs58(tx))).toBeUndefined();
  });

  it('records a failed transaction sent without preflight as failed', async () => {
    const { tx } = await transfer(dev(), Keypair.generate().publicKey, 10n ** 16n);
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    const status = (await connection.getSignatureStatuses([signature])).value[0];
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(chain.getSignatureStatus(signature)?.state).toBe('failed');
  });

  it('refuses an unknown blockhash', async () => {
    const { tx } = await transfer(dev(), Keypair.generate().publicKey, 1n, {
      blockhash: Keypair.generate().publicKey.toBase58(),
    });
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(
      /Blockhash not found/,
    );
  });

  it('simulates unsigned transactions and airdrops', async () => {
    const payer = Keypair.generate();
    const airdrop = await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
    expect((await connection.getSignatureStatuses([airdrop])).value[0]?.err).toBeNull();
    const latest = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: latest.blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: dev().publicKey,
          lamports: 5,
        }),
      ],
    }).compileToV0Message();
    const simulation = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
    });
    expect(simulation.value.err).toBeNull();
    expect(simulation.value.logs?.join('\n')).toContain('11111111111111111111111111111111 success');
    expect((await connection.getFeeForMessage(message)).value).toBe(5000);
    const withPriority = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: message.recentBlockhash,
      instructions: [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 20_000 }),
      ],
    }).compileToV0Message();
    // The prioritization fee too: 50,000 units at 0.02 lamport.
    expect((await connection.getFeeForMessage(withPriority)).value).toBe(6000);
  });

  it('answers JSON-RPC batches and CORS preflights', async () => {
    const preflight = await fetch(chain.rpcUrl, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'noSuchMethod' },
      ]),
    });
    const body = (await response.json()) as Array<{
      id: number;
      result?: unknown;
      error?: { code: number };
    }>;
    expect(body[0]?.result).toEqual(expect.any(Number));
    expect(body[1]?.error?.code).toBe(-32601);
  });
});

function bs58(tx: VersionedTransaction): string {
  return base58.encode(tx.signatures[0]!);
}
