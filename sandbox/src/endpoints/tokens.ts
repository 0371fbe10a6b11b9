import type { SandboxContext } from '../context';
import { echoInput } from '../echoInput';
import { badParam } from '../errors';

/** `GET /v1/tokens[?chainId=]`: tokens keyed by chain id; with `chainId` only that key. */
export function getTokens(ctx: SandboxContext, query: URLSearchParams) {
  const chainId = query.get('chainId');
  if (chainId === null || chainId === '') return ctx.catalog.tokensByChain;
  const tokens = ctx.catalog.tokens(chainId);
  if (!tokens) throw badParam('chainId', `unknown chain "${echoInput(chainId)}"`);
  return { [chainId]: tokens };
}
