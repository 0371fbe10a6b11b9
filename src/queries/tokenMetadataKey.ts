// The unknown-token check's key (`UnknownTokenConfirm.tsx`, with the picker dialog), beside
// the keys of `keys.ts`.

/**
 * What the chain itself says about a token no list has (`readTokenMetadata`): read once per
 * instance, chain and address.
 */
export function tokenMetadataQueryKey(scope: string, chainId: string, address: string) {
  return [scope, 'tokenMetadata', { chainId, address }] as const;
}
