import type { Deployment } from '../catalog/deployment';
import type { StoredRoute } from '../routesStore';
import type { DraftRoute } from './buildRoute';
import type { ResolvedQuote } from './quoteRequest';

/**
 * Lite-mode `maxAccounts` against what would be handed out: the unique accounts of the draft's
 * lite payload, built by the same builder `/nextTx` uses (payloads/lite.ts) for this user and
 * recipient. Drafts without a lite step pass; a draft whose payload cannot be built is dropped. The Solana libraries load on first use.
 */
export async function fitsLiteMaxAccounts(
  draft: DraftRoute,
  q: ResolvedQuote,
  deployment: Deployment,
): Promise<boolean> {
  const index = draft.steps.findIndex((s) => s.plan.liteFormat !== undefined);
  const lite = draft.steps[index];
  if (!lite) return true;
  const { liteAccountCount } = await import('../payloads/lite');
  // The builders read only these route fields (user, route id for the memo).
  const route = {
    routeId: 'quote',
    userWalletAddress: q.userWalletAddress,
    recipient: q.recipient,
  };
  let count: number;
  try {
    count = liteAccountCount({
      stored: { route } as unknown as StoredRoute,
      step: { stepId: `quote:${index}`, ...lite.step },
      plan: lite.plan,
      deployment,
      recipient: index === draft.steps.length - 1 ? q.recipient : q.userWalletAddress,
      deadlineSeconds: 0n,
      now: 0,
    });
  } catch {
    return false; // no payload could be handed out for it (e.g. an unchecked address)
  }
  return count <= q.maxAccounts;
}
