import { describe, expect, it } from 'vitest';
import { approvedNamespaces, type NamespaceOffer, unmetRequirements } from './namespaces';

const OFFERS: Record<string, NamespaceOffer> = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    address: '0xf39F',
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
  tron: { chains: ['tron:0x7a6b'], address: 'TAbc', methods: ['tron_signTransaction'], events: [] },
};

describe('approvedNamespaces', () => {
  it('approves the asked chains it has, with its account on each, its methods and the asked events it sends', () => {
    expect(
      approvedNamespaces(
        undefined,
        {
          eip155: {
            chains: ['eip155:1', 'eip155:31337'],
            methods: ['eth_sign'],
            events: ['chainChanged'],
          },
          solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] },
        },
        OFFERS,
      ),
    ).toEqual({
      eip155: {
        chains: ['eip155:31337'],
        accounts: ['eip155:31337:0xf39F'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    });
  });

  it('reads a chain given as the namespace key, and required namespaces beside optional ones', () => {
    const approved = approvedNamespaces(
      { 'eip155:31338': { methods: [], events: [] } },
      { tron: { chains: ['tron:0x7a6b'] } },
      OFFERS,
    );
    expect(Object.keys(approved)).toEqual(['eip155', 'tron']);
    expect(approved.eip155!.accounts).toEqual(['eip155:31338:0xf39F']);
    expect(unmetRequirements({ 'eip155:31338': {} }, approved)).toEqual([]);
    expect(unmetRequirements({ eip155: { chains: ['eip155:1'] } }, approved)).toEqual(['eip155:1']);
  });
});
