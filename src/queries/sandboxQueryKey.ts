// Read by development builds only (`devtools/sandboxQuery.ts`); not development-only code itself
// (the package ships the query's switch): a key, like every query key, that starts with
// the instance's scope (`queries/keys.ts`).

/**
 * Whether the API is the local sandbox (development builds only): per API origin and the chain
 * ids its `/chains` listed, since the rules look at both (`devtools/sandboxDetection.ts`).
 */
export function sandboxQueryKey(scope: string, apiUrl: string, chainIds: string[] | null) {
  let origin = apiUrl;
  try {
    origin = new URL(apiUrl).origin;
  } catch {
    // An unparsable URL keys itself; it is never the sandbox.
  }
  return [scope, 'sandbox', { origin, chainIds }] as const;
}
