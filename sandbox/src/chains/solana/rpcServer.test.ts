import {
  Connection,
  Keypair,
  type PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { eventually } from '../../../../src/test/eventually';
import { RENT_EPOCH_EXEMPT } from './accountView';
import { RPC_METHOD_NOT_FOUND } from './rpcError';
import type { RpcContext } from './rpcMethods';
import { type RpcServer, startRpcServer } from './rpcServer';
import { type SolanaChain, startSolanaLedger } from './startSolanaLedger';
import { svmAddress } from './svmInterop';

/**
 * Method names are looked up as own keys only, over HTTP and over the WebSocket: a name a plain
 * object inherits is an unknown method. No ledger is needed: an unknown method never reaches it
 * (the stub throws if anything does).
 */
const untouchable = new Proxy({} as RpcContext, {
  get: () => {
    throw new Error('the ledger was reached');
  },
});
let server: RpcServer;
beforeAll(async () => {
  server = await startRpcServer(untouchable);
});
afterAll(() => server?.close());

type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } };

async function overHttp(method: string): Promise<RpcAnswer> {
  const response = await fetch(server.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  return (await response.json()) as RpcAnswer;
}

function overWebSocket(method: string): Promise<RpcAnswer> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(server.wsUrl);
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] })),
    );
    socket.on('message', (raw) => {
      socket.close();
      resolve(JSON.parse(raw.toString()) as RpcAnswer);
    });
  });
}

const TRANSPORTS = [
  ['HTTP', overHttp],
  ['WebSocket', overWebSocket],
] as const;
const cases = TRANSPORTS.flatMap(([name, send]) =>
  ['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((m) => [name, m, send] as const),
);

describe('a web3.js client when the ledger closes', () => {
  it('is told the ledger is gone for good, and does not reconnect', async () => {
    let subscribed = false;
    const quiet = {
      ledger: {
        onSlot: () => {
          subscribed = true;
          return () => {};
        },
      },
    } as unknown as RpcContext;
    const own = await startRpcServer(quiet);
    // web3.js says each failed attempt of its socket client on the console ("ws error: connect
    // ECONNREFUSED"), once a second for as long as the process lives, after any close but a
    // normal one (1000). Seen 500 times in an `npm test`'s Vitest log.
    const attempts = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // As after `confirmTransaction`: the subscription is over, and the ledger closes before
      // web3.js closes its idle socket itself (500 ms later).
      const connection = new Connection(own.rpcUrl);
      const listener = connection.onSlotChange(() => {});
      await eventually(() => expect(subscribed).toBe(true));
      await connection.removeSlotChangeListener(listener);
      await own.close();
      // Two of its reconnect intervals: a negative check, which a slow machine cannot turn red.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(attempts.mock.calls.map((call) => call.join(' '))).toEqual([]);
    } finally {
      attempts.mockRestore();
    }
  });
});

describe('Solana RPC method names', () => {
  it.each(cases)('over %s, %s is an unknown method', async (_transport, method, send) => {
    const answer = await send(method);
    expect(answer.result).toBeUndefined();
    expect(answer.error).toEqual({
      code: RPC_METHOD_NOT_FOUND,
      message: `Method not found: ${method}`,
    });
  });

  it.each(TRANSPORTS)(
    'over %s, a long unknown name is echoed cut to 100 characters',
    async (_t, send) => {
      const answer = await send('x'.repeat(5_000));
      expect(answer.error?.message).toBe(`Method not found: ${'x'.repeat(100)}…`);
    },
  );
});

/**
 * `simulateTransaction` with `accounts`, as a validator answers it (agave's `rpc.rs`): each
 * address's state after the simulated transaction (the fee taken), in base64; null for an
 * account that does not exist; every entry null when the transaction fails; more addresses than
 * the transaction's accounts, or base58, refused.
 */
describe('simulateTransaction with accounts, on a ledger', () => {
  let chain: SolanaChain;
  beforeAll(async () => {
    chain = await startSolanaLedger({ seed: 'accounts', slotMs: 0 });
  });
  afterAll(() => chain?.close());

  async function simulate(tx: VersionedTransaction, accounts: Record<string, unknown>) {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'simulateTransaction',
        params: [
          Buffer.from(tx.serialize()).toString('base64'),
          { encoding: 'base64', sigVerify: false, accounts },
        ],
      }),
    });
    return (await response.json()) as {
      result?: { value: { err: unknown; accounts: unknown[] | null } };
      error?: { code: number; message: string };
    };
  }

  function transfer(lamports: bigint, to: PublicKey) {
    const payer = chain.devAccounts[0]!.keypair.publicKey;
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: chain.latestBlockhash().blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports })],
    }).compileToV0Message();
    return { payer, tx: new VersionedTransaction(message) };
  }

  it('answers each account after the transaction, null for one that does not exist', async () => {
    const recipient = Keypair.generate().publicKey;
    const { payer, tx } = transfer(1_000_000n, recipient);
    const before = chain.svm.getBalance(svmAddress(payer.toBase58()))!;
    const answer = await simulate(tx, {
      addresses: [payer.toBase58(), recipient.toBase58()],
      encoding: 'base64',
    });
    expect(answer.result?.value.err).toBeNull();
    expect(answer.result?.value.accounts).toEqual([
      {
        lamports: Number(before - 1_000_000n - 5_000n),
        owner: SystemProgram.programId.toBase58(),
        data: ['', 'base64'],
        executable: false,
        rentEpoch: RENT_EPOCH_EXEMPT,
        space: 0,
      },
      {
        lamports: 1_000_000,
        owner: SystemProgram.programId.toBase58(),
        data: ['', 'base64'],
        executable: false,
        rentEpoch: RENT_EPOCH_EXEMPT,
        space: 0,
      },
    ]);
    // Nothing was executed: the recipient still does not exist.
    const untouched = await simulate(transfer(0n, Keypair.generate().publicKey).tx, {
      addresses: [recipient.toBase58()],
    });
    expect(untouched.result?.value.accounts).toEqual([null]);
  });

  it('answers null for every account when the transaction fails', async () => {
    const { payer, tx } = transfer(2n ** 62n, Keypair.generate().publicKey);
    const answer = await simulate(tx, { addresses: [payer.toBase58()], encoding: 'base64' });
    expect(answer.result?.value.err).not.toBeNull();
    expect(answer.result?.value.accounts).toEqual([null]);
  });

  it('refuses more addresses than the transaction has accounts, and base58', async () => {
    const recipient = Keypair.generate().publicKey;
    const { payer, tx } = transfer(1n, recipient);
    const three = [payer, recipient, Keypair.generate().publicKey].map((k) => k.toBase58());
    // Three keys: the payer, the recipient and the system program.
    expect((await simulate(tx, { addresses: three })).result?.value.accounts).toHaveLength(3);
    const tooMany = await simulate(tx, { addresses: [...three, payer.toBase58()] });
    expect(tooMany.error).toEqual({
      code: -32602,
      message: 'Too many accounts provided; max 3',
    });
    const base58 = await simulate(tx, { addresses: [payer.toBase58()], encoding: 'base58' });
    expect(base58.error).toEqual({ code: -32602, message: 'base58 encoding not supported' });
  });
});
