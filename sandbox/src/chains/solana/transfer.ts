/**
 * The payment a top-level Solana instruction makes, decoded from its program, accounts and data:
 * a System `Transfer` (lamports) or an SPL Token / Token-2022 `Transfer` or `TransferChecked`.
 * `/nextTx` records the payment of the transaction it hands out and `/status` looks for the same
 * payment in the transaction reported for the step (sandbox/src/status/ledgerStatus.ts), so a
 * transaction that copies the order memo without paying the input into the vault is not the
 * step's. Plain data in, plain data out: no Solana library is loaded for it.
 */
export interface SolanaTransfer {
  /** The program that moves the funds (System, SPL Token or Token-2022). */
  program: string;
  /** The paying account: the wallet for SOL, the token account for SPL. */
  source: string;
  /** The receiving account: the wallet for SOL, the token account for SPL. */
  destination: string;
  /** Who signs for the source: the wallet itself for SOL, the token account's owner for SPL. */
  authority: string;
  /** Lamports, or the token's smallest unit. */
  amount: bigint;
  /** `TransferChecked` names the mint; `Transfer` does not (the destination account fixes it). */
  mint?: string;
}

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAUS8wknw2oNYPTVQJXyYXYx',
]);

/** System `Transfer` = 2, as a little-endian u32 tag; SPL `Transfer` = 3, `TransferChecked` = 12. */
const SYSTEM_TRANSFER = 2;
const SPL_TRANSFER = 3;
const SPL_TRANSFER_CHECKED = 12;

const u64 = (data: Uint8Array, offset: number): bigint =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);

/** The transfer an instruction makes, or undefined for any other instruction. */
export function decodeTransfer(
  program: string,
  accounts: readonly string[],
  data: Uint8Array,
): SolanaTransfer | undefined {
  if (program === SYSTEM_PROGRAM) {
    if (data.length !== 12 || data[0] !== SYSTEM_TRANSFER || data[1] || data[2] || data[3]) {
      return undefined;
    }
    const [source, destination] = accounts;
    if (!source || !destination) return undefined;
    return { program, source, destination, authority: source, amount: u64(data, 4) };
  }
  if (!TOKEN_PROGRAMS.has(program)) return undefined;
  if (data[0] === SPL_TRANSFER && data.length === 9) {
    const [source, destination, authority] = accounts;
    if (!source || !destination || !authority) return undefined;
    return { program, source, destination, authority, amount: u64(data, 1) };
  }
  if (data[0] === SPL_TRANSFER_CHECKED && data.length === 10) {
    const [source, mint, destination, authority] = accounts;
    if (!source || !mint || !destination || !authority) return undefined;
    return { program, source, destination, authority, amount: u64(data, 1), mint };
  }
  return undefined;
}

/**
 * Whether `paid` is the payment `expected`: same program, accounts, signer and amount, and the
 * same mint when both name one.
 */
export function samePayment(paid: SolanaTransfer, expected: SolanaTransfer): boolean {
  return (
    paid.program === expected.program &&
    paid.source === expected.source &&
    paid.destination === expected.destination &&
    paid.authority === expected.authority &&
    paid.amount === expected.amount &&
    (paid.mint === undefined || expected.mint === undefined || paid.mint === expected.mint)
  );
}
