import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js';

/**
 * What the fee payer is charged for a transaction, as the runtime computes it: 5000 lamports per
 * signature plus the prioritization fee, `ceil(compute unit price × compute unit limit / 10^6)`
 * (micro-lamports per unit). The limit is the transaction's `SetComputeUnitLimit`, else the
 * runtime's default: 3,000 units per builtin-program instruction (compute budget ones included)
 * and 200,000 per other instruction, at most 1,400,000. Reported as `meta.fee` by
 * `getTransaction` and by `getFeeForMessage`, which wallets reconcile balances with.
 */
export const LAMPORTS_PER_SIGNATURE = 5000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const DEFAULT_UNITS_PER_BUILTIN_INSTRUCTION = 3_000n;
/** Programs the runtime implements natively (not BPF): the cheaper default applies to them. */
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  'ComputeBudget111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
]);
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;
/** ComputeBudgetInstruction discriminants. */
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;

export function transactionFee(message: VersionedMessage): bigint {
  const budgetProgram = ComputeBudgetProgram.programId.toBase58();
  let limit: bigint | undefined;
  let price = 0n;
  let defaultUnits = 0n;
  for (const ix of message.compiledInstructions) {
    const program = message.staticAccountKeys[ix.programIdIndex]?.toBase58() ?? '';
    defaultUnits += BUILTIN_PROGRAMS.has(program)
      ? DEFAULT_UNITS_PER_BUILTIN_INSTRUCTION
      : DEFAULT_UNITS_PER_INSTRUCTION;
    if (program !== budgetProgram) continue;
    const data = Buffer.from(ix.data);
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5)
      limit = BigInt(data.readUInt32LE(1));
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) price = data.readBigUInt64LE(1);
  }
  const units = minBig(limit ?? defaultUnits, MAX_COMPUTE_UNIT_LIMIT);
  const priority = (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority;
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
