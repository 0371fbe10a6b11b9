import type { Execution, StepRecord } from '../../execution/model';

/** The mark beside a step's words: a spinner while it runs, else what became of it. */
export type StepIconKind = 'running' | 'done' | 'failed' | 'waiting';

/**
 * Which mark a step wears. Only a running swap spins, and only on a step being worked on: a swap
 * stopped at a step (a rejected prompt, a wallet to connect, Resume swap) shows it waiting, as
 * nothing happens until the person acts. The words beside it still say the state exactly.
 */
export function stepIconKind(
  record: StepRecord,
  status: Execution['status'],
  awaitsResume = false,
): StepIconKind {
  switch (record.phase) {
    case 'done':
    case 'skipped':
      return 'done';
    case 'failed':
    case 'cancelled':
      return 'failed';
    case 'waiting':
      return 'waiting';
    default:
      return status === 'running' && !awaitsResume && !record.awaitsWallet ? 'running' : 'waiting';
  }
}
