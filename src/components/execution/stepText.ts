import type { StepRecord } from '../../execution/model';
import { formatDuration } from '../routes/routeText';

/** "Approve USDC", "Swap", "Bridge": what a step does, in words. */
export function stepLabel(record: StepRecord): string {
  const { step } = record;
  switch (step.stepType) {
    case 'approval':
      return `Approve ${step.from.symbol}`;
    case 'swap':
      return 'Swap';
    case 'bridge':
      return 'Bridge';
    case 'claim':
      return 'Claim';
    default:
      return 'Sign';
  }
}

/** Where the step is, in words: "Done", "Confirm in your wallet", "Pending, about 90 s". */
export function stepStateText(record: StepRecord): string {
  switch (record.phase) {
    case 'waiting':
      return 'Waiting';
    case 'preparing':
      return 'Preparing';
    case 'switching-chain':
      return 'Switch network in your wallet';
    case 'wallet':
      return 'Confirm in your wallet';
    case 'submitted':
      return 'Sent, waiting for the network';
    case 'tracking': {
      const seconds = record.step.estimatedTimeInSeconds;
      return seconds ? `Pending, about ${formatDuration(seconds)}` : 'Pending';
    }
    case 'done':
      return 'Done';
    case 'skipped':
      return record.step.stepType === 'approval' ? 'Done, already approved' : 'Done';
    case 'failed':
      return 'Failed';
  }
}
