import type { Deployment } from '../catalog/deployment';
import type { StoredRoute } from '../routesStore';
import type { DraftRoute } from './buildRoute';
import type { ResolvedQuote } from './quoteRequest';

/**
 * `maxAccounts` against what would be handed out, in both modes (docs/routing-api.md §4.1): the
 * accounts of the draft's Solana swap as `/nextTx` would hand it out for this user and recipient,
 * built by the same builders (payloads/lite.ts for a lite payload, payloads/solana.ts for the
 * standard-mode transaction). Drafts without a Solana swap pass, and so does a draft whose
 * payload cannot be built (an address `skipChecks` let through): there is nothing to count, and
 * `/nextTx` refuses it naming the parameter. The Solana libraries load on first use.
 */
export async function fitsMaxAccounts(
  draft: DraftRoute,
  q: ResolvedQuote,
  deployment: Deployment,
): Promise<boolean> {
  const index = draft.steps.findIndex(
    ({ step, plan }) =>
      step.stepType === 'swap' &&
      !plan.skipTxn &&
      step.from.chainId === 'sol' &&
      step.to.chainId === 'sol',
  );
  const swap = draft.steps[index];
  if (!swap) return true;
  const { liteAccountCount } = await import('../payloads/lite');
  const { solanaTxnAccountCount } = await import('../payloads/solana');
  const count = swap.plan.liteFormat ? liteAccountCount : solanaTxnAccountCount;
  // The builders read only these route fields (user, route id for the memo).
  const route = {
    routeId: 'quote',
    userWalletAddress: q.userWalletAddress,
    recipient: q.recipient,
  };
  try {
    const accounts = count({
      stored: { route } as unknown as StoredRoute,
      step: { stepId: `quote:${index}`, ...swap.step },
      plan: swap.plan,
      deployment,
      recipient: index === draft.steps.length - 1 ? q.recipient : q.userWalletAddress,
      deadlineSeconds: 0n,
      now: 0,
    });
    return accounts <= q.maxAccounts;
  } catch {
    return true; // nothing to count: /nextTx will answer the 400 that names the bad address
  }
}
