import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chain } from '../../api/types';
import { partOfEachNetwork } from '../../networks/partOfEachNetwork';
import { proposalNamespaces } from './proposalNamespaces';

const chain = (chainId: string, networkType: Chain['networkType'], rpc = ''): Chain => ({
  chainId,
  networkType,
  symbol: 'X',
  name: chainId,
  image: '',
  isPopular: false,
  isEnabled: true,
  explorer: { token: '', txn: '' },
  rpcUrls: rpc ? [rpc] : [],
  tokenCount: 1,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('proposalNamespaces', () => {
  it("asks each network's chains by CAIP-2, reading a genesis where the id is one; a chain that cannot be told is left out", async () => {
    const genesis = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn';
    const tronBlock = `00000000000000001ebf88508a03865c71d452e25f4d51194196a1d22b6653dc`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === 'http://sol.rpc')
          return Response.json({ jsonrpc: '2.0', id: 1, result: genesis });
        if (url === 'http://tron.rpc/wallet/getblockbynum')
          return Response.json({ blockID: tronBlock });
        return new Response('down', { status: 502 });
      }),
    );
    const disabled = { ...chain('10', 'evm'), isEnabled: false };
    const namespaces = partOfEachNetwork((network) => network.walletConnect);
    const proposal = await proposalNamespaces(namespaces, [
      chain('31337', 'evm'),
      chain('31338', 'evm'),
      disabled,
      chain('sol', 'sol', 'http://sol.rpc'),
      chain('tron', 'tron', 'http://tron.rpc'),
      chain('tron-down', 'tron', 'http://down.rpc'),
      chain('cosmoshub-4', 'cosmos'),
    ]);
    expect(proposal).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [
          'eth_sendTransaction',
          'personal_sign',
          'eth_signTypedData_v4',
          'wallet_getCapabilities',
          'wallet_sendCalls',
          'wallet_getCallsStatus',
        ],
        events: ['accountsChanged', 'chainChanged'],
      },
      solana: {
        chains: [`solana:${genesis.slice(0, 32)}`],
        methods: ['solana_signTransaction'],
        events: [],
      },
      tron: { chains: ['tron:0x2b6653dc'], methods: ['tron_signTransaction'], events: [] },
      cosmos: {
        chains: ['cosmos:cosmoshub-4'],
        methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
        events: [],
      },
    });
  });
});
