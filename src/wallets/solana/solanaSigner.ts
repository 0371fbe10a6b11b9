/**
 * The execution engine's Solana signer (`SolanaSigner`, src/execution/signers.ts) on web3.js:
 * any `signTransaction` backs it, the wallet adapter's (`useWallet().signTransaction`) in the
 * widget, a `Keypair`'s in tests. The wallet only signs; this module simulates before, and sends
 * and confirms after, so the signature is known (and persisted by the engine) before broadcast.
 */
import { base58, base64 } from '@scure/base';
import {
  type AddressLookupTableAccount,
  type Connection,
  PublicKey,
  type SignatureStatus,
  VersionedTransaction,
} from '@solana/web3.js';
import { AbortedError, InvalidResponseError } from '../../api/errors';
import type { PriorityLevel } from '../../api/types';
import {
  BlockhashExpiredError,
  TransactionTooLargeError,
  UnsafeTransactionError,
} from '../../execution/errors';
import type { SignedSolanaTransaction, SolanaOutcome, SolanaSigner } from '../../execution/signers';
import {
  checkSolanaSigners,
  checkSolanaTransaction,
  transactionPrograms,
} from '../../execution/solana/checkSolanaTransaction';
import {
  assembleLiteTransaction,
  lookupTableAddresses,
  UnexpectedSignerError,
} from '../../execution/solana/liteAssembly';
import {
  isLitePayloadText,
  type LitePayload,
  orderedLiteInstructions,
  parseLitePayload,
} from '../../execution/solana/litePayload';
import { withPriorityFee } from '../../execution/solana/litePriorityFee';
import { liteRoutePrograms } from '../../execution/solana/liteRoutePrograms';
import { priorityFeeMicroLamports } from '../../execution/solana/priorityFeeLevel';
import {
  describeTransactionError,
  failingInstruction,
  instructionLogs,
} from '../../execution/solana/transactionError';
import { ForeignSignedTransactionError } from '../../execution/steps/stepErrors';
import { WalletError } from '../../execution/walletErrors';
import { walletErrorMessages } from '../../i18n/en/walletErrors';
import { messageRef } from '../../lib/messageRef';
import { networkTypeOf } from '../../lib/networkType';
import { WidgetError } from '../../lib/widgetError';
import { checkSolanaEffects } from './solanaEffectCheck';
import { rpc } from './solanaRpc';

export interface SolanaSignerOptions {
  connection: Connection;
  /** The connected wallet: fee payer and only signer. */
  publicKey: PublicKey;
  /** Signs, never sends (the wallet adapter's `signTransaction`, or a Keypair's in tests). */
  signTransaction: (tx: VersionedTransaction) => Promise<VersionedTransaction>;
  /** Programs the integrator trusts for every route, besides the infrastructure ones. */
  allowedPrograms?: readonly string[] | undefined;
  /** How often the signed bytes are sent again while unconfirmed. Default 2000 ms. */
  rebroadcastMs?: number | undefined;
  /** How often the signature's status and the block height are read. Default 1000 ms. */
  pollMs?: number | undefined;
}

/**
 * A blockhash is accepted for this many blocks after the one it names (the runtime's
 * MAX_PROCESSING_AGE); `getLatestBlockhash`'s `lastValidBlockHeight` is that block's height + 150.
 */
const BLOCKHASH_VALIDITY_BLOCKS = 150;
const COMMITMENT = 'confirmed';
/** `getRecentPrioritizationFees` takes at most this many accounts. */
const MAX_FEE_ACCOUNTS = 128;

/** A transaction as built for the checks: its last valid height and the lookup tables read. */
interface Built {
  tx: VersionedTransaction;
  lastValidBlockHeight: number;
  tables: AddressLookupTableAccount[];
}

export function createSolanaSigner(options: SolanaSignerOptions): SolanaSigner {
  const { connection, publicKey, signTransaction } = options;
  const configured = options.allowedPrograms ?? [];
  const rebroadcastMs = options.rebroadcastMs ?? 2_000;
  const pollMs = options.pollMs ?? 1_000;
  const user = publicKey.toBase58();

  async function lookupTables(payload: LitePayload): Promise<AddressLookupTableAccount[]> {
    const tables = await Promise.all(
      lookupTableAddresses(payload).map((address) =>
        rpc('getAddressLookupTable', () =>
          connection.getAddressLookupTable(new PublicKey(address), { commitment: COMMITMENT }),
        ),
      ),
    );
    // A table that is missing or deactivated is compiled without (the transaction grows).
    return tables.flatMap(({ value }) => (value?.isActive() ? [value] : []));
  }

  /**
   * The compute-unit price for the user's setting (priorityFeeLevel.ts). A level the chain
   * cannot price (the fees could not be read) adds nothing rather than stopping the swap.
   */
  async function priceFor(
    payload: LitePayload,
    setting: number | PriorityLevel | undefined,
  ): Promise<bigint | undefined> {
    if (setting === undefined) return undefined;
    if (typeof setting === 'number') return priorityFeeMicroLamports(setting, []);
    const writable = [
      ...new Set(
        orderedLiteInstructions(payload).flatMap((ix) =>
          ix.accounts.filter((a) => a.isWritable).map((a) => a.pubkey),
        ),
      ),
    ].slice(0, MAX_FEE_ACCOUNTS);
    try {
      const recent = await connection.getRecentPrioritizationFees({
        lockedWritableAccounts: writable.map((key) => new PublicKey(key)),
      });
      return priorityFeeMicroLamports(
        setting,
        recent.map((r) => r.prioritizationFee),
      );
    } catch {
      return undefined;
    }
  }

  async function prepareLite(
    data: string,
    routePrograms: readonly string[],
    priorityFee: number | PriorityLevel | undefined,
  ): Promise<Built> {
    const payload = parseLitePayload(data);
    const [tables, latest, fee] = await Promise.all([
      lookupTables(payload),
      rpc('getLatestBlockhash', () => connection.getLatestBlockhash(COMMITMENT)),
      priceFor(payload, priorityFee),
    ]);
    const assemble = (p: LitePayload) => {
      try {
        return assembleLiteTransaction({
          payload: p,
          payer: publicKey,
          recentBlockhash: latest.blockhash,
          lookupTables: tables,
        });
      } catch (error) {
        if (error instanceof UnexpectedSignerError) {
          throw new UnsafeTransactionError('extra-signer', error.details ?? error.signer);
        }
        throw error;
      }
    };
    const priced = withPriorityFee(payload, fee);
    let tx: VersionedTransaction;
    try {
      tx = assemble(priced);
    } catch (error) {
      // Only the added price made it too large: the route goes through without it.
      if (!(error instanceof TransactionTooLargeError) || priced === payload) throw error;
      tx = assemble(payload);
    }
    checkSolanaTransaction(tx, {
      user: publicKey,
      allowedPrograms: [...liteRoutePrograms(payload), ...configured, ...routePrograms],
    });
    return { tx, lastValidBlockHeight: latest.lastValidBlockHeight, tables };
  }

  async function prepareStandard(data: string, routePrograms: readonly string[]): Promise<Built> {
    const tx = deserialize(data);
    if (!tx) {
      throw new InvalidResponseError('txnSol.data', 'not a base64 serialized Solana transaction');
    }
    checkSolanaTransaction(tx, {
      user: publicKey,
      allowedPrograms: [...configured, ...routePrograms],
    });
    const blockhash = tx.message.recentBlockhash;
    const [valid, height] = await Promise.all([
      rpc('isBlockhashValid', () =>
        connection.isBlockhashValid(blockhash, { commitment: COMMITMENT }),
      ),
      rpc('getBlockHeight', () => connection.getBlockHeight(COMMITMENT)),
    ]);
    if (!valid.value) {
      throw new BlockhashExpiredError({
        details: `blockhash ${blockhash} of the service's transaction is no longer valid (block height ${height})`,
      });
    }
    // The service's blockhash was issued at or below the current height, so it stops being valid
    // at the latest 150 blocks from now: an upper bound, the safe side for calling it expired.
    return { tx, lastValidBlockHeight: height + BLOCKHASH_VALIDITY_BLOCKS, tables: [] };
  }

  async function statusOf(signature: string, history: boolean): Promise<SignatureStatus | null> {
    const { value } = await connection.getSignatureStatuses([signature], {
      searchTransactionHistory: history,
    });
    return value[0] ?? null;
  }

  /** The outcome a status settles, or undefined while it may still change (processed only). */
  async function settled(
    signature: string,
    status: SignatureStatus,
  ): Promise<SolanaOutcome | undefined> {
    const final =
      status.confirmationStatus === 'confirmed' ||
      status.confirmationStatus === 'finalized' ||
      // Nodes before confirmationStatus: `confirmations: null` means rooted.
      (status.confirmationStatus === undefined && status.confirmations === null);
    if (!final) return undefined;
    if (status.err === null) return { status: 'confirmed' };
    return { status: 'failed', reason: await failureReason(signature, status.err) };
  }

  async function failureReason(signature: string, err: unknown): Promise<string> {
    const reason = describeTransactionError(err);
    try {
      const tx = await connection.getTransaction(signature, {
        commitment: COMMITMENT,
        maxSupportedTransactionVersion: 0,
      });
      const logs = instructionLogs(tx?.meta?.logMessages ?? [], failingInstruction(err));
      return [reason, ...logs].join('\n');
    } catch {
      return reason;
    }
  }

  /** Sends the same bytes every `rebroadcastMs` until stopped; errors are the status's to tell. */
  async function rebroadcast(bytes: Uint8Array, stop: AbortSignal): Promise<undefined> {
    while (!stop.aborted) {
      await connection
        .sendRawTransaction(bytes, { skipPreflight: true, maxRetries: 0 })
        .catch(() => undefined);
      await sleep(rebroadcastMs, stop);
    }
    return undefined;
  }

  async function confirmation(
    signature: string,
    stop: AbortSignal,
  ): Promise<SolanaOutcome | undefined> {
    while (!stop.aborted) {
      const status = await statusOf(signature, false).catch(() => null);
      const outcome = status ? await settled(signature, status) : undefined;
      if (outcome) return outcome;
      await sleep(pollMs, stop);
    }
    return undefined;
  }

  /**
   * Resolves once the chain's block height has passed `lastValidBlockHeight`: then one status
   * read, with history, settles it. Unknown means it never landed and never will (`expired`);
   * found, it is the confirmation's outcome (still processed: read again until it settles or
   * disappears).
   */
  async function expiry(
    signature: string,
    lastValidBlockHeight: number,
    stop: AbortSignal,
  ): Promise<SolanaOutcome | undefined> {
    while (!stop.aborted) {
      const height = await connection.getBlockHeight(COMMITMENT).catch(() => undefined);
      if (height !== undefined && height > lastValidBlockHeight) {
        while (!stop.aborted) {
          const status = await statusOf(signature, true).catch(() => 'unreadable' as const);
          if (status === null) return { status: 'expired' };
          if (status !== 'unreadable') {
            const outcome = await settled(signature, status);
            if (outcome) return outcome;
          }
          await sleep(pollMs, stop);
        }
        return undefined;
      }
      await sleep(pollMs, stop);
    }
    return undefined;
  }

  return {
    networkType: 'sol',
    account: () => user,

    async prepare({ step, txn, routePrograms = [], priorityFee }) {
      if (networkTypeOf(step.from) !== 'sol') {
        throw new UnsafeTransactionError(
          'payload-network',
          `step ${step.stepId} starts on ${step.from.chainId}, not Solana`,
        );
      }
      const lite = isLitePayloadText(txn.data);
      const { tx, lastValidBlockHeight, tables } = lite
        ? await prepareLite(txn.data, routePrograms, priorityFee)
        : await prepareStandard(txn.data, routePrograms);
      const ctx = { connection, user: publicKey, commitment: COMMITMENT } as const;
      const effects = await checkSolanaEffects(ctx, tx, step, tables);
      return {
        unsigned: base64.encode(tx.serialize()),
        lastValidBlockHeight,
        lite,
        programs: transactionPrograms(tx),
        effects,
      };
    },

    async sign(prepared) {
      const tx = deserialize(prepared.unsigned);
      if (!tx) {
        throw new WidgetError('UNKNOWN', messageRef(walletErrorMessages, 'unreadableTransaction'), {
          details: 'the prepared transaction is not a serialized Solana transaction',
        });
      }
      checkSolanaSigners(tx, publicKey);
      // What the wallet throws goes to the engine as it is: the engine maps it, once.
      const signed = await signTransaction(tx);
      // A wallet may add instructions (some add guards); it may not change who pays or signs.
      checkSolanaSigners(signed, publicKey);
      const signature = signed.signatures[0];
      if (!signature || signature.every((byte) => byte === 0)) {
        throw new WalletError({
          request: 'signature',
          details: 'the wallet returned the transaction without the fee payer signature',
        });
      }
      let { lastValidBlockHeight } = prepared;
      if (signed.message.recentBlockhash !== tx.message.recentBlockhash) {
        // The wallet chose its own recent blockhash: it expires within 150 blocks from now.
        const height = await rpc('getBlockHeight', () => connection.getBlockHeight(COMMITMENT));
        lastValidBlockHeight = Math.max(lastValidBlockHeight, height + BLOCKHASH_VALIDITY_BLOCKS);
      }
      return {
        signature: base58.encode(signature),
        signed: base64.encode(signed.serialize()),
        lastValidBlockHeight,
      } satisfies SignedSolanaTransaction;
    },

    async sendAndConfirm(signed, signal) {
      if (signal?.aborted) throw new AbortedError({ cause: signal.reason });
      const bytes = base64.decode(signed.signed);
      const { signature, lastValidBlockHeight } = signed;
      const tx = deserialize(signed.signed);
      const first = tx?.signatures[0];
      if (!tx || !first || base58.encode(first) !== signature) {
        // Watching another signature than the one sent could call a landed transaction expired.
        throw new WidgetError('UNKNOWN', messageRef(walletErrorMessages, 'unsendableTransaction'), {
          details: `the signed bytes do not carry signature ${signature}`,
        });
      }
      // Storage may hold another key's signed transaction: never sent nor followed as ours. The
      // fee payer signs first, and the network checks that signature.
      const payer = tx.message.staticAccountKeys[0]?.toBase58();
      if (payer !== user) {
        throw new ForeignSignedTransactionError(`fee payer ${payer ?? 'none'}, not ${user}`);
      }
      // One signal stops every task: the caller's abort, or the race being decided.
      const race = new AbortController();
      let onAbort: () => void = () => undefined;
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          race.abort();
          reject(new AbortedError({ cause: signal?.reason }));
        };
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        return await Promise.race([
          untilDecided(rebroadcast(bytes, race.signal)),
          untilDecided(confirmation(signature, race.signal)),
          untilDecided(expiry(signature, lastValidBlockHeight, race.signal)),
          aborted,
        ]);
      } finally {
        race.abort();
        signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}

function deserialize(text: string): VersionedTransaction | undefined {
  try {
    return VersionedTransaction.deserialize(base64.decode(text));
  } catch {
    return undefined;
  }
}

/** A task stopped by the race's signal answers undefined; only an outcome may win the race. */
function untilDecided(task: Promise<SolanaOutcome | undefined>): Promise<SolanaOutcome> {
  return task.then((outcome) => outcome ?? new Promise<SolanaOutcome>(() => undefined));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
