/**
 * Turns litesvm's transaction errors into the JSON a Solana RPC node returns
 * (`"AlreadyProcessed"`, `{ "InstructionError": [0, { "Custom": 1 }] }`, ...), and into the
 * one-line text of a node's preflight failure message.
 */
import type { FailedTransactionMetadata } from 'litesvm';

// Order of litesvm's TransactionErrorFieldless / InstructionErrorFieldless const enums.
// biome-ignore format: a long list of names reads best packed
const TX_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound',
  'InsufficientFundsForFee', 'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound',
  'CallChainTooDeep', 'MissingSignatureForFee', 'InvalidAccountIndex', 'SignatureFailure',
  'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance', 'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;
// biome-ignore format: a long list of names reads best packed
const IX_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData',
  'AccountDataTooSmall', 'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature',
  'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId',
  'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange',
  'ReadonlyDataModified', 'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified',
  'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable', 'AccountBorrowFailed',
  'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError', 'ExecutableDataModified',
  'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc',
  'ComputationalBudgetExceeded', 'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority',
  'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const;

export type RpcTransactionError = string | Record<string, unknown>;

type LiteErr = ReturnType<FailedTransactionMetadata['err']>;

export function toRpcTransactionError(err: LiteErr): RpcTransactionError {
  if (typeof err === 'number') return TX_ERRORS[err] ?? `TransactionError${err}`;
  const e = err as unknown as Record<string, unknown> & { constructor: { name: string } };
  if (typeof e.err === 'function' && typeof e.index === 'number') {
    const inner = (e.err as () => unknown)();
    return { InstructionError: [e.index, instructionError(inner)] };
  }
  if (typeof e.accountIndex === 'number') {
    const name = e.constructor.name.includes('Rent')
      ? 'InsufficientFundsForRent'
      : 'ProgramExecutionTemporarilyRestricted';
    return { [name]: { account_index: e.accountIndex } };
  }
  if (typeof e.index === 'number') return { DuplicateInstruction: e.index };
  return String(err);
}

function instructionError(inner: unknown): RpcTransactionError {
  if (typeof inner === 'number') return IX_ERRORS[inner] ?? `InstructionError${inner}`;
  const e = inner as Record<string, unknown>;
  if (typeof e.code === 'number') return { Custom: e.code };
  if (typeof e.msg === 'string') return { BorshIoError: e.msg };
  return String(inner);
}

/** Errors that keep a transaction off the ledger entirely (no fee, no record), as on a real node. */
export function isRejectedBeforeExecution(err: RpcTransactionError): boolean {
  return typeof err === 'string';
}

/** Text like a node's "Transaction simulation failed: ..." message. */
export function describeTransactionError(err: RpcTransactionError): string {
  if (typeof err === 'string') {
    if (err === 'AlreadyProcessed') return 'This transaction has already been processed';
    if (err === 'BlockhashNotFound') return 'Blockhash not found';
    return err;
  }
  const ix = err.InstructionError as [number, RpcTransactionError] | undefined;
  if (ix) {
    const [index, inner] = ix;
    const text =
      typeof inner === 'object' && inner && 'Custom' in inner
        ? `custom program error: 0x${Number(inner.Custom).toString(16)}`
        : String(inner);
    return `Error processing Instruction ${index}: ${text}`;
  }
  return JSON.stringify(err);
}
