import { INFRASTRUCTURE_PROGRAMS } from './checkSolanaTransaction';
import type { LitePayload } from './litePayload';

/**
 * A lite payload's own programs: what its swap calls. First format: the programs of
 * `swapInstruction` and `tokenLedgerInstruction` (the provider's); its compute-budget, setup,
 * cleanup and other instructions may only call infrastructure programs or these, so a payload
 * that slips another program into its setup is refused. Second format: one ordered list with no
 * swap marked, so every program it names counts as the route's.
 */
export function liteRoutePrograms(payload: LitePayload): string[] {
  const infrastructure = new Set(INFRASTRUCTURE_PROGRAMS);
  const instructions =
    payload.format === 'instructionLists'
      ? payload.instructionLists
      : [
          payload.swapInstruction,
          ...(payload.tokenLedgerInstruction ? [payload.tokenLedgerInstruction] : []),
        ];
  return [...new Set(instructions.map((ix) => ix.programId))].filter(
    (program) => !infrastructure.has(program),
  );
}
