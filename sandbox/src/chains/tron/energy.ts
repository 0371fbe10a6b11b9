/**
 * How the sandbox ledger prices a contract call. Energy is the EVM gas the call's opcodes use on
 * the anvil: the gas charged before any opcode runs (21,000 and the calldata) is what Tron bills
 * as bandwidth, which the sandbox gives free, as Tron's daily free bandwidth covers a few
 * transactions. Energy costs `ENERGY_PRICE_SUN` each, burnt from the caller's TRX; a call may
 * burn at most its `fee_limit`, and at most what the caller holds besides `call_value`.
 */

/** Sun per unit of energy (java-tron's `getEnergyFee`); the sandbox quotes Tron fees at it. */
export const ENERGY_PRICE_SUN = 100n;

/** Tron's `getMaxFeeLimit`: 15,000 TRX. */
export const MAX_FEE_LIMIT_SUN = 15_000_000_000n;

/** The EVM's intrinsic gas of a call with this calldata (cancun rules). */
export function intrinsicGas(data: Uint8Array): bigint {
  let gas = 21_000n;
  for (const byte of data) gas += byte === 0 ? 4n : 16n;
  return gas;
}

/** The energy a call may use: its fee limit and the caller's spare TRX, at the energy price. */
export function energyLimit(feeLimit: bigint, balance: bigint, callValue: bigint): bigint {
  const spare = balance - callValue;
  const budget = spare < feeLimit ? spare : feeLimit;
  return budget > 0n ? budget / ENERGY_PRICE_SUN : 0n;
}
