import type { LiteSVM } from 'litesvm';
import {
  DEFAULT_SOLANA_NATIVE,
  DEFAULT_SOLANA_TOKENS,
  type NativeSpec,
  type TokenSpec,
} from '../tokenSpecs';
import { solanaGenesisHash } from './genesis';
import { type LedgerTransaction, SolanaLedger } from './ledger';
import { type RpcServer, startRpcServer } from './rpcServer';
import {
  type LedgerSetup,
  type SolanaDevAccount,
  type SolanaMint,
  type SolanaVault,
  setupLedger,
} from './setupLedger';

export interface StartSolanaLedgerOptions {
  seed?: string | number;
  /** HTTP port; the WebSocket server takes port + 1. Default: a free pair. */
  port?: number;
  tokens?: TokenSpec[];
  native?: NativeSpec;
  devAccountCount?: number;
  /** Slot length in ms (blockhashes live 150 slots). 0 stops the clock (tests). Default 400. */
  slotMs?: number;
}

interface SignatureStatus {
  state: 'success' | 'failed';
  slot: bigint;
  blockTime: number;
  err: LedgerTransaction['err'];
}

export interface SolanaChain {
  rpcUrl: string;
  wsUrl: string;
  genesisHash: string;
  ledger: SolanaLedger;
  svm: LiteSVM;
  mints: SolanaMint[];
  native: NativeSpec;
  devAccounts: SolanaDevAccount[];
  vault: SolanaVault;
  /** Address lookup tables on the ledger (mints, programs, vaults) for v0 transactions. */
  lookupTables: string[];
  authority: LedgerSetup['authority'];
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint };
  /** undefined while the ledger has not executed the signature (unknown or dropped). */
  getSignatureStatus(signature: string): SignatureStatus | undefined;
  close(): Promise<void>;
}

/** Starts a funded LiteSVM ledger behind a Solana JSON-RPC + WebSocket server on 127.0.0.1. */
export async function startSolanaLedger(
  options: StartSolanaLedgerOptions = {},
): Promise<SolanaChain> {
  const seed = options.seed ?? 1;
  const ledger = new SolanaLedger(options.slotMs === undefined ? {} : { slotMs: options.slotMs });
  const setup = setupLedger(ledger, {
    seed,
    tokens: options.tokens ?? DEFAULT_SOLANA_TOKENS,
    native: options.native ?? DEFAULT_SOLANA_NATIVE,
    ...(options.devAccountCount === undefined ? {} : { devAccountCount: options.devAccountCount }),
  });
  const genesisHash = solanaGenesisHash(seed);
  let server: RpcServer;
  try {
    server = await startRpcServer({ ledger, genesisHash }, options.port);
  } catch (error) {
    ledger.close();
    throw error;
  }
  return {
    rpcUrl: server.rpcUrl,
    wsUrl: server.wsUrl,
    genesisHash,
    ledger,
    svm: ledger.svm,
    mints: setup.mints,
    native: setup.native,
    devAccounts: setup.devAccounts,
    vault: setup.vault,
    lookupTables: setup.lookupTables,
    authority: setup.authority,
    latestBlockhash: () => ledger.latestBlockhash(),
    getSignatureStatus: (signature) => {
      const record = ledger.getTransaction(signature);
      if (!record) return undefined;
      return {
        state: record.err === null ? 'success' : 'failed',
        slot: record.slot,
        blockTime: record.blockTime,
        err: record.err,
      };
    },
    close: async () => {
      ledger.close();
      await server.close();
    },
  };
}
