/**
 * The priority fee the user chose, applied to a lite payload (docs/routing-api.md §2.9). The
 * rule: the payload's own compute-unit price wins. A provider that set a price sized it for its
 * route, and a second `SetComputeUnitPrice` would make the whole transaction fail
 * (`DuplicateInstruction`). Only a payload without one gets the chosen price, as one
 * `SetComputeUnitPrice` instruction with the compute-budget ones (first format: after its own
 * compute-budget instructions; second format: first in the list; the runtime reads them wherever
 * they are). The unit limit is left to the payload (or the runtime's default), so the fee is at
 * most price × limit. A price of 0 adds nothing. The signer drops the added instruction when only
 * it would push the transaction past 1232 bytes. Standard-mode transactions are signed as given.
 */
import { type LiteInstruction, type LitePayload, orderedLiteInstructions } from './litePayload';

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** ComputeBudgetInstruction::SetComputeUnitPrice's tag (then a u64 little-endian). */
const SET_COMPUTE_UNIT_PRICE = 3;
const U64_MAX = 2n ** 64n - 1n;

export function hasComputeUnitPrice(instructions: readonly LiteInstruction[]): boolean {
  return instructions.some(
    (ix) => ix.programId === COMPUTE_BUDGET_PROGRAM && ix.data[0] === SET_COMPUTE_UNIT_PRICE,
  );
}

function setComputeUnitPriceInstruction(microLamports: bigint): LiteInstruction {
  if (microLamports < 0n || microLamports > U64_MAX) {
    throw new RangeError(`compute unit price ${microLamports} is not a u64`);
  }
  const data = new Uint8Array(9);
  data[0] = SET_COMPUTE_UNIT_PRICE;
  new DataView(data.buffer).setBigUint64(1, microLamports, true);
  return { programId: COMPUTE_BUDGET_PROGRAM, accounts: [], data };
}

/** The payload with the chosen price added, or the payload itself when the rule adds nothing. */
export function withPriorityFee(
  payload: LitePayload,
  microLamports: bigint | undefined,
): LitePayload {
  if (
    microLamports === undefined ||
    microLamports === 0n ||
    hasComputeUnitPrice(orderedLiteInstructions(payload))
  ) {
    return payload;
  }
  const price = setComputeUnitPriceInstruction(microLamports);
  if (payload.format === 'instructionLists') {
    return { ...payload, instructionLists: [price, ...payload.instructionLists] };
  }
  return {
    ...payload,
    computeBudgetInstructions: [...payload.computeBudgetInstructions, price],
  };
}
