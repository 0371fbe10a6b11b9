/**
 * The JSON-RPC methods of the sandbox Solana ledger: what an unmodified web3.js `Connection`
 * and a wallet call. Shapes follow the Solana RPC docs; unsupported methods answer -32601.
 */
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { VersionedMessage } from '@solana/web3.js';
import { echoInput } from '../../echoInput';
import { type AccountEncoding, accountView, uiTokenAmount } from './accountView';
import {
  decodeTransaction,
  type SolanaLedger,
  signatureOf,
  TransactionRejectedError,
} from './ledger';
import {
  invalidParams,
  RPC_METHOD_NOT_FOUND,
  RPC_SEND_TX_PREFLIGHT_FAILURE,
  RPC_SIGNATURE_VERIFICATION_FAILURE,
  RpcError,
} from './rpcError';
import { addressParam, configParam, decodeWire, type Params, stringParam } from './rpcParams';
import { simulatedAccounts } from './simulatedAccounts';
import { svmAddress } from './svmInterop';
import { readMint, readTokenAccount } from './tokenLayout';
import { describeTransactionError, type RpcTransactionError } from './transactionError';
import { transactionFee } from './transactionFee';
import { signatureStatus, transactionResult } from './transactionView';

const SOLANA_CORE_VERSION = '2.2.0';

export interface RpcContext {
  ledger: SolanaLedger;
  genesisHash: string;
}

type Handler = (ctx: RpcContext, params: Params) => unknown;

const withContext = (ctx: RpcContext, value: unknown) => ({
  context: { apiVersion: SOLANA_CORE_VERSION, slot: Number(ctx.ledger.slot) },
  value,
});

const encodingOf = (config: Record<string, unknown>): AccountEncoding =>
  (config.encoding as AccountEncoding | undefined) ?? 'base64';

function preflightFailure(err: RpcTransactionError, logs: string[], units = 0n): RpcError {
  if (err === 'SignatureFailure') {
    return new RpcError(
      RPC_SIGNATURE_VERIFICATION_FAILURE,
      'Transaction signature verification failure',
    );
  }
  return new RpcError(
    RPC_SEND_TX_PREFLIGHT_FAILURE,
    `Transaction simulation failed: ${describeTransactionError(err)}`,
    {
      accounts: null,
      err,
      innerInstructions: null,
      logs,
      returnData: null,
      unitsConsumed: Number(units),
    },
  );
}

const methods: Record<string, Handler> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
  getGenesisHash: (ctx) => ctx.genesisHash,
  getIdentity: (ctx) => ({ identity: ctx.genesisHash }),
  getSlot: (ctx) => Number(ctx.ledger.slot),
  getBlockHeight: (ctx) => Number(ctx.ledger.blockHeight),
  getFirstAvailableBlock: (ctx) => Number(ctx.ledger.firstSlot),
  getTransactionCount: (ctx) => Number(ctx.ledger.transactionCount),
  getEpochInfo: (ctx) => {
    const schedule = ctx.ledger.svm.getEpochSchedule();
    const clock = ctx.ledger.svm.getClock();
    const slotsInEpoch = Number(schedule.slotsPerEpoch);
    return {
      absoluteSlot: Number(clock.slot),
      blockHeight: Number(ctx.ledger.blockHeight),
      epoch: Number(clock.epoch),
      slotIndex: Number(clock.slot) % slotsInEpoch,
      slotsInEpoch,
      transactionCount: Number(ctx.ledger.transactionCount),
    };
  },
  getLatestBlockhash: (ctx) => {
    const { blockhash, lastValidBlockHeight } = ctx.ledger.latestBlockhash();
    return withContext(ctx, { blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) });
  },
  isBlockhashValid: (ctx, params) =>
    withContext(ctx, ctx.ledger.isBlockhashValid(stringParam(params, 0, 'blockhash'))),
  getRecentPrioritizationFees: () => [],
  getMinimumBalanceForRentExemption: (ctx, params) => {
    const size = params[0];
    if (typeof size !== 'number' || size < 0) throw invalidParams('data length must be a number');
    return Number(ctx.ledger.svm.minimumBalanceForRentExemption(BigInt(size)));
  },
  getFeeForMessage: (ctx, params) => {
    const bytes = decodeWire(stringParam(params, 0, 'message'), 'base64');
    let message: VersionedMessage;
    try {
      message = VersionedMessage.deserialize(bytes);
    } catch {
      throw invalidParams('invalid message');
    }
    // Base fee and prioritization fee, what the ledger will charge (transactionFee.ts).
    return withContext(ctx, Number(transactionFee(message)));
  },
  getBalance: (ctx, params) => {
    const balance = ctx.ledger.svm.getBalance(svmAddress(addressParam(params, 0, 'pubkey')));
    return withContext(ctx, Number(balance ?? 0n));
  },
  getAccountInfo: (ctx, params) => {
    const config = configParam(params, 1);
    const slice = config.dataSlice as { offset: number; length: number } | undefined;
    const view = accountView(
      ctx.ledger.svm,
      addressParam(params, 0, 'pubkey'),
      encodingOf(config),
      slice,
    );
    return withContext(ctx, view);
  },
  getMultipleAccounts: (ctx, params) => {
    const keys = params[0];
    if (!Array.isArray(keys) || keys.length > 100)
      throw invalidParams('pubkeys must be an array of up to 100');
    const config = configParam(params, 1);
    const views = keys.map((_, i) =>
      accountView(ctx.ledger.svm, addressParam(keys, i, 'pubkey'), encodingOf(config)),
    );
    return withContext(ctx, views);
  },
  getTokenAccountsByOwner: (ctx, params) => {
    const owner = addressParam(params, 0, 'owner');
    const filter = configParam(params, 1);
    const config = configParam(params, 2);
    let programId = TOKEN_PROGRAM_ID.toBase58();
    let mint: string | undefined;
    if (typeof filter.mint === 'string') {
      mint = addressParam([filter.mint], 0, 'mint');
      const mintAccount = ctx.ledger.svm.getAccount(svmAddress(mint));
      if (!mintAccount.exists) throw invalidParams('Token mint could not be unpacked');
      programId = mintAccount.programAddress;
    } else if (typeof filter.programId === 'string') {
      programId = addressParam([filter.programId], 0, 'programId');
    } else {
      throw invalidParams('filter must hold mint or programId');
    }
    const value = ctx.ledger.svm
      .getProgramAccounts(svmAddress(programId))
      .filter((account) => {
        const token = readTokenAccount(account.data as Uint8Array);
        return (
          token !== undefined &&
          token.owner === owner &&
          (mint === undefined || token.mint === mint)
        );
      })
      .map((account) => ({
        pubkey: account.address,
        account: accountView(ctx.ledger.svm, account.address, encodingOf(config)),
      }));
    return withContext(ctx, value);
  },
  getTokenAccountBalance: (ctx, params) => {
    const account = ctx.ledger.svm.getAccount(svmAddress(addressParam(params, 0, 'pubkey')));
    const token = account.exists ? readTokenAccount(account.data) : undefined;
    if (!token) throw invalidParams('could not find account or not a Token account');
    const mint = ctx.ledger.svm.getAccount(svmAddress(token.mint));
    const decimals = mint.exists ? (readMint(mint.data)?.decimals ?? 0) : 0;
    return withContext(ctx, uiTokenAmount(token.amount, decimals));
  },
  getTokenSupply: (ctx, params) => {
    const account = ctx.ledger.svm.getAccount(svmAddress(addressParam(params, 0, 'mint')));
    const mint = account.exists ? readMint(account.data) : undefined;
    if (!mint) throw invalidParams('could not find account or not a Token mint');
    return withContext(ctx, uiTokenAmount(mint.supply, mint.decimals));
  },
  requestAirdrop: (ctx, params) => {
    const lamports = params[1];
    if (typeof lamports !== 'number' || lamports <= 0)
      throw invalidParams('lamports must be a positive number');
    return ctx.ledger.airdrop(addressParam(params, 0, 'pubkey'), BigInt(lamports)).signature;
  },
  sendTransaction: (ctx, params) => {
    const config = configParam(params, 1);
    const tx = decodeTransaction(
      decodeWire(stringParam(params, 0, 'transaction'), config.encoding),
    );
    const signature = signatureOf(tx);
    if (config.skipPreflight !== true) {
      if (ctx.ledger.getTransaction(signature)) throw preflightFailure('AlreadyProcessed', []);
      if (!ctx.ledger.isBlockhashValid(tx.message.recentBlockhash)) {
        throw preflightFailure('BlockhashNotFound', []);
      }
      const simulation = ctx.ledger.simulate(tx, { sigVerify: true });
      if (simulation.err !== null) {
        throw preflightFailure(simulation.err, simulation.logs, simulation.computeUnits);
      }
    }
    try {
      ctx.ledger.send(tx);
    } catch (error) {
      if (!(error instanceof TransactionRejectedError)) throw error;
      if (error.err === 'SignatureFailure' || config.skipPreflight !== true) {
        throw preflightFailure(error.err, error.logs);
      }
      // Without preflight a node accepts the bytes and the transaction silently never lands.
    }
    return signature;
  },
  simulateTransaction: (ctx, params) => {
    const config = configParam(params, 1);
    const tx = decodeTransaction(
      decodeWire(stringParam(params, 0, 'transaction'), config.encoding),
    );
    const replace = config.replaceRecentBlockhash === true;
    if (replace && config.sigVerify === true) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    }
    const blockhashOk = replace || ctx.ledger.isBlockhashValid(tx.message.recentBlockhash);
    const result = blockhashOk
      ? ctx.ledger.simulate(tx, { sigVerify: config.sigVerify === true })
      : { err: 'BlockhashNotFound', logs: [], computeUnits: 0n, postAccounts: new Map() };
    const accounts = simulatedAccounts(ctx.ledger.svm, tx, result, config);
    const { blockhash, lastValidBlockHeight } = ctx.ledger.latestBlockhash();
    return withContext(ctx, {
      err: result.err,
      logs: result.logs,
      accounts,
      unitsConsumed: Number(result.computeUnits),
      returnData: null,
      innerInstructions: null,
      ...(replace
        ? {
            replacementBlockhash: { blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) },
          }
        : {}),
    });
  },
  getSignatureStatuses: (ctx, params) => {
    const signatures = params[0];
    if (!Array.isArray(signatures) || signatures.length > 256) {
      throw invalidParams('signatures must be an array of up to 256');
    }
    return withContext(
      ctx,
      signatures.map((sig) => {
        const record = typeof sig === 'string' ? ctx.ledger.getTransaction(sig) : undefined;
        return record ? signatureStatus(record) : null;
      }),
    );
  },
  getTransaction: (ctx, params) => {
    const record = ctx.ledger.getTransaction(stringParam(params, 0, 'signature'));
    return record ? transactionResult(record, configParam(params, 1)) : null;
  },
  getSignaturesForAddress: (ctx, params) => {
    const address = addressParam(params, 0, 'address');
    const limit = Math.min(Number(configParam(params, 1).limit ?? 1000), 1000);
    const found = [...ctx.ledger.transactions()].filter((r) => r.accountKeys.includes(address));
    return found
      .reverse()
      .slice(0, limit)
      .map((r) => ({
        signature: r.signature,
        slot: Number(r.slot),
        err: r.err,
        memo: null,
        blockTime: r.blockTime,
        confirmationStatus: 'finalized',
      }));
  },
};

/** Runs one JSON-RPC method; throws RpcError for protocol-level failures. */
export function callRpcMethod(ctx: RpcContext, method: string, params: Params): unknown {
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!handler) throw new RpcError(RPC_METHOD_NOT_FOUND, `Method not found: ${echoInput(method)}`);
  return handler(ctx, params);
}
