/**
 * Solana's transaction errors (`TransactionError` of the RPC: a string such as
 * `"BlockhashNotFound"` or an object such as `{ "InstructionError": [2, { "Custom": 1 }] }`) in
 * words for developers, and the log lines of the instruction that failed.
 */

/** The index of the instruction that failed, when the error names one. */
export function failingInstruction(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('InstructionError' in err)) return undefined;
  const [index] = (err as { InstructionError: unknown }).InstructionError as unknown[];
  return typeof index === 'number' ? index : undefined;
}

export function describeTransactionError(err: unknown): string {
  if (typeof err === 'string') return err;
  const index = failingInstruction(err);
  if (index !== undefined) {
    const inner = ((err as { InstructionError: unknown[] }).InstructionError[1] ?? 'unknown') as
      | string
      | { Custom?: unknown };
    const what =
      typeof inner === 'object' && inner !== null && typeof inner.Custom === 'number'
        ? `custom program error 0x${inner.Custom.toString(16)}`
        : typeof inner === 'string'
          ? inner
          : JSON.stringify(inner);
    return `instruction ${index} failed: ${what}`;
  }
  return JSON.stringify(err);
}

const TOP_LEVEL_INVOKE = /^Program \S+ invoke \[1\]$/;

/**
 * The log lines of top-level instruction `index` (from its `invoke [1]` to the next one), or all
 * of them when the error names no instruction or the logs do not reach it. At most `limit` lines,
 * the last ones (where the failure is).
 */
export function instructionLogs(
  logs: readonly string[],
  index: number | undefined,
  limit = 30,
): string[] {
  let selected: readonly string[] = logs;
  if (index !== undefined) {
    const starts = logs.flatMap((line, i) => (TOP_LEVEL_INVOKE.test(line) ? [i] : []));
    const start = starts[index];
    if (start !== undefined) selected = logs.slice(start, starts[index + 1] ?? logs.length);
  }
  return selected.slice(-limit);
}
