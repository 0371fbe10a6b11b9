import { defineSection } from '../../lib/messages';

/** The swap's progress after "Confirm swap": steps, stuck transactions and how it ended. */
export const executionMessages = defineSection('execution', {
  progress: 'Swap progress',
  headline: '{amount} {from} → {to}',
  /** A swap between two chains names both: "25 USDC → USDC" alone does not say where. */
  headlineCrossChain: '{amount} {from} on {fromChain} → {to} on {toChain}',
  runsElsewhere:
    'This swap is running in another tab. Its progress shows here; if that tab closes, this one takes over.',
  runningElsewhere: 'This swap is running in another tab.',
  notRunningHere: 'This swap is not running in this tab.',
  steps: 'Steps',
  sourceTransaction: 'Source transaction',
  destinationTransaction: 'Destination transaction',
  swapFailed: 'Swap failed',
  swapStopped: 'Swap stopped',
  effectNotChecked: 'Effect not checked',
  tryAgain: 'Try again',
  newSwap: 'New swap',
  newQuote: 'Get a new quote',
  swapComplete: 'Swap complete',
  youReceived: 'You received {amount} {symbol}',
  youReceivedOn: 'You received {amount} {symbol} on {chain}',
  doneSoFar: 'Done so far: {steps}.',
  sentNotCompleted: 'A transaction was sent but did not complete; its link is above.',
  nothingSent: 'Nothing was sent.',
  resumeIntro:
    'This swap is waiting for you. Check its terms, then resume it: your wallet asks before anything is sent.',
  resumePay: 'You pay',
  resumeMinimum: 'You receive at least',
  resumeRecipient: 'Recipient',
  resumeSwap: 'Resume swap',
  termsAmount: '{amount} {symbol} on {chain}',
  maybeSent:
    'Your wallet was asked to send a transaction, and the network does not yet show whether it did. Try again looks for it first and never sends it twice.',
  // Step labels.
  labelOrder: 'Order',
  labelSignOrder: 'Sign order',
  labelApprove: 'Approve {symbol}',
  labelSwap: 'Swap',
  labelBridge: 'Bridge',
  labelClaim: 'Claim',
  labelSign: 'Sign',
  // Step states.
  stateSignedSubmitting: 'Signed, submitting',
  stateFilling: 'Filling…',
  stateFilled: 'Filled',
  stateWaiting: 'Waiting',
  stateAwaitsResume: 'Waiting for you to resume',
  statePreparing: 'Preparing',
  stateSwitchNetwork: 'Switch network in your wallet',
  stateConfirmInWallet: 'Confirm in your wallet',
  stateConfirmBatchInWallet: 'Confirm in your wallet: the approval and the swap in one prompt',
  stateCancelling: 'Cancelling, waiting for the network',
  stateSpedUp: 'Sped up, waiting for the network',
  stateSent: 'Sent, waiting for the network',
  statePendingAbout: 'Pending, about {duration}',
  statePending: 'Pending',
  stateDone: 'Done',
  stateAlreadyApproved: 'Done, already approved',
  stateFailed: 'Failed',
  stateCancelled: 'Cancelled',
  unlimitedApprovalTo: 'Unlimited approval of {symbol} to {spender} (your setting).',
  resumeApproval: 'Approval',
  resumeUnlimitedApproval: 'Unlimited approval of {symbol} on {chain} (your setting)',
  requoted: {
    one: "Quoted again with at most {accounts} accounts: the first route's Solana transaction was too large to send ({size} bytes, the limit is {limit}).",
    other:
      "Quoted again {count} times with at most {accounts} accounts: the first route's Solana transaction was too large to send ({size} bytes, the limit is {limit}).",
  },
  // Stuck transactions.
  stuck:
    'This is taking longer than usual. You can speed it up with a higher network fee, or cancel it.',
  stuckCancelling:
    'The cancellation is taking longer than usual. You can speed it up with a higher network fee.',
  stuckConfirm: 'Confirm in your wallet.',
  speedUp: 'Speed up',
  cancel: 'Cancel',
  replaceFailed: '{problem} The swap goes on with the transaction sent before.',
  // Cancelled.
  swapCancelled: 'Swap cancelled',
  cancelledNothingSwapped: 'Nothing was swapped: your {amount} {symbol} stayed in your wallet.',
  cancelledApprovalRemains:
    'Nothing was swapped: your {amount} {symbol} stayed in your wallet. The approval you gave for it remains.',
  cancelFee: 'Cancelling cost {amount} {symbol} in network fees.',
  // Partial success.
  swapPartlyComplete: 'Swap partly complete',
  partialUnknownToken:
    'You received another token than {wanted}; the service did not say which. Check your wallet.',
  partialYouReceived: 'You received {amount} {symbol} on {chain} instead of {wanted}.',
  partialRecipientReceived:
    'The recipient {recipient} received {amount} {symbol} on {chain} instead of {wanted}.',
  swapArrived: 'Swap {from} to {to}',
  /** What a transaction does to the user's account, as simulated before its prompt. */
  effectTitle: 'Simulated effect',
  /** An amount of a token nothing names: its smallest units and its shortened address. */
  effectUnits: '{amount} units of {token}',
  effectApprove: 'Approve exactly {amount} to {spender}',
  effectApproveUnlimited: 'Approve unlimited {token} to {spender}',
  effectApproveAll: 'Allow {spender} to move all your {token}',
});
