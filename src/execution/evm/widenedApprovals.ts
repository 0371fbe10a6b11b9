import type { Asset, Step } from '../../api/types';
import { type ChainNetworkTypes, networkTypeOf } from '../../lib/networkType';
import { tokenKey } from '../../lib/tokenKey';

/**
 * The tokens whose approval the person's "Unlimited token approvals" setting widens, once each:
 * EVM approvals, whose calldata the widget encodes itself (`approval.ts`, `evmStep.ts`:
 * the maximum instead of the exact amount). A Tron approval is the service's, held to the exact
 * amount, so the setting never applies to it. Empty when the setting is off. Review and the
 * Resume screen say each of these in words, since settings are storage any script on the page can
 * write.
 *
 * `final`: the steps are `/createTx`'s, which list every approval. A quoted route's are not
 * (routing-api §1: `/createTx` may add an approval), so there any EVM step that spends a token
 * other than the native coin may be preceded by one.
 */
export function approvalsWidenedBy(
  unlimited: boolean,
  steps: readonly Step[],
  { chains, final }: { chains?: ChainNetworkTypes | undefined; final: boolean },
): Asset[] {
  if (!unlimited) return [];
  const widened = steps.filter(
    (s) =>
      networkTypeOf(s.from, chains) === 'evm' &&
      (s.stepType === 'approval' || (!final && s.stepType !== 'claim' && !s.from.isNative)),
  );
  return [...new Map(widened.map((s) => [tokenKey(s.from), s.from])).values()];
}
