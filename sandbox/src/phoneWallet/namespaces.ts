/**
 * Which namespaces the phone wallet approves for a session proposal: of what the dapp asks
 * (required and optional, a namespace's chains either in `chains` or as its key, e.g.
 * `eip155:31337`), the chains the wallet signs on, with its account on each, the methods it
 * answers and the events asked that it can send. A namespace none of whose chains it has is left
 * out; the dapp uses what was approved.
 */
interface ProposedNamespace {
  chains?: string[];
  methods?: string[];
  events?: string[];
}

/** What the wallet offers on one namespace. */
export interface NamespaceOffer {
  chains: string[];
  /** The account, without its chain (`0x…`, base58, `cosmos1…`, `T…`). */
  address: string;
  methods: string[];
  events: string[];
}

export interface ApprovedNamespace {
  chains: string[];
  accounts: string[];
  methods: string[];
  events: string[];
}

type Proposed = Record<string, ProposedNamespace> | undefined;

/** Chains and events asked per namespace, over the required and the optional ones. */
function asked(proposals: Proposed[]) {
  const byNamespace = new Map<string, { chains: Set<string>; events: Set<string> }>();
  for (const proposal of proposals) {
    for (const [key, value] of Object.entries(proposal ?? {})) {
      const [namespace = key] = key.split(':');
      const entry = byNamespace.get(namespace) ?? { chains: new Set(), events: new Set() };
      for (const chain of key.includes(':') ? [key] : (value.chains ?? [])) entry.chains.add(chain);
      for (const event of value.events ?? []) entry.events.add(event);
      byNamespace.set(namespace, entry);
    }
  }
  return byNamespace;
}

export function approvedNamespaces(
  required: Proposed,
  optional: Proposed,
  offers: Record<string, NamespaceOffer>,
): Record<string, ApprovedNamespace> {
  const wanted = asked([required, optional]);
  const approved: Record<string, ApprovedNamespace> = {};
  for (const [namespace, offer] of Object.entries(offers)) {
    const ask = wanted.get(namespace);
    const chains = offer.chains.filter((chain) => ask?.chains.has(chain));
    if (chains.length === 0) continue;
    approved[namespace] = {
      chains,
      accounts: chains.map((chain) => `${chain}:${offer.address}`),
      methods: offer.methods,
      events: offer.events.filter((event) => ask?.events.has(event)),
    };
  }
  return approved;
}

/** The required chains the approval leaves out (the proposal is then refused). */
export function unmetRequirements(
  required: Proposed,
  approved: Record<string, ApprovedNamespace>,
): string[] {
  const missing: string[] = [];
  for (const [namespace, { chains }] of asked([required])) {
    for (const chain of chains) {
      if (!approved[namespace]?.chains.includes(chain)) missing.push(chain);
    }
  }
  return missing;
}
