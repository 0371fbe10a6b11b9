/** What the wallet's page shows of a session proposal: who asks, and for which chains and methods. */
interface ProposedParams {
  proposer: { metadata: { name: string; url: string } };
  requiredNamespaces: Record<string, { chains?: string[]; methods: string[] }>;
  optionalNamespaces: Record<string, { chains?: string[]; methods: string[] }>;
}

export function proposalView({ proposer, requiredNamespaces, optionalNamespaces }: ProposedParams) {
  const asked: Record<string, { chains: string[]; methods: string[] }> = {};
  for (const proposed of [requiredNamespaces, optionalNamespaces]) {
    for (const [key, value] of Object.entries(proposed)) {
      const seen = asked[key] ?? { chains: [], methods: [] };
      asked[key] = {
        chains: [...new Set([...seen.chains, ...(value.chains ?? [key])])],
        methods: [...new Set([...seen.methods, ...value.methods])],
      };
    }
  }
  return { dapp: { name: proposer.metadata.name, url: proposer.metadata.url }, asked };
}
