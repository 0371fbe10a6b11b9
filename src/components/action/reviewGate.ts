/**
 * Review's check of a typed recipient against the destination chain: is it a contract? Only EVM
 * destinations are checked (`WalletModule.readIsContract`); `unchecked` covers the rest, no typed
 * recipient, and the connected wallet itself typed in.
 */
export type RecipientContract =
  | { status: 'unchecked' }
  | { status: 'checking' }
  | { status: 'account' }
  | { status: 'contract' }
  | { status: 'failed'; error: unknown };

/** What keeps "Confirm swap" disabled, named by the hint that says so. */
export type ConfirmBlocker =
  | 'confirmRecipientFirst'
  | 'checkingRecipientFirst'
  | 'acknowledgeContractFirst'
  | 'acceptImpactFirst';

export interface ReviewSteps {
  /** A remembered recipient is confirmed (or there is none to confirm). */
  recipientConfirmed: boolean;
  contract: RecipientContract;
  /** The person ticked "I understand the recipient is a contract" for this recipient. */
  contractAcknowledged: boolean;
  /** A high or unknown price impact is accepted (or there is none to accept). */
  impactAccepted: boolean;
}

/**
 * Pure: the first step still to do before "Confirm swap", in the order Review shows them;
 * undefined when it may be pressed. A recipient still being checked waits (its read gives up
 * after 10 s); one whose check failed does not: Review says it could not be checked, and the
 * person decides.
 */
export function confirmBlocker(steps: ReviewSteps): ConfirmBlocker | undefined {
  if (!steps.recipientConfirmed) return 'confirmRecipientFirst';
  if (steps.contract.status === 'checking') return 'checkingRecipientFirst';
  if (steps.contract.status === 'contract' && !steps.contractAcknowledged) {
    return 'acknowledgeContractFirst';
  }
  if (!steps.impactAccepted) return 'acceptImpactFirst';
  return undefined;
}
