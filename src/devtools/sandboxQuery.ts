import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Chain } from '../api/types';
import { sandboxQueryKey } from '../queries/sandboxQueryKey';
import { loadSandboxDevTools } from './loadSandboxDevTools';
import type { SandboxDetection } from './sandboxDetection';

/**
 * Is this API the local sandbox (and what are its development keys)? Asked once per API and chain
 * list, after `/chains` (the rules need them); never in a production build, where the answer
 * is "no" without a request.
 */
export function sandboxDetectionQueryOptions(
  scope: string,
  apiUrl: string,
  chains: readonly Chain[] | undefined,
) {
  const load = loadSandboxDevTools;
  return queryOptions<SandboxDetection>({
    queryKey: sandboxQueryKey(scope, apiUrl, chains?.map((c) => c.chainId) ?? null),
    queryFn:
      load && chains
        ? async ({ signal }) => (await load()).detectSandbox(apiUrl, chains, signal)
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
