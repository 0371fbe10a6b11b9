import { defineChain } from 'viem';
import { describe, expect, it } from 'vitest';
import { connect, getConnection, reconnect } from 'wagmi/actions';
import { fakeEthereum } from '../../test/fakeHostWallet';
import { hostWalletConnector } from './hostWalletConnector';
import { createEvmConfig } from './wagmiConfig';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chain = defineChain({
  id: 31337,
  name: 'Sandbox Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

describe("the widget's wagmi config", () => {
  it('keeps a wallet connected through a reconnect where there is no localStorage', async () => {
    // No `window` here, as in a third-party iframe whose storage the browser blocks.
    const provider = fakeEthereum({
      eth_requestAccounts: [ACCOUNT],
      eth_accounts: [ACCOUNT],
      eth_chainId: '0x7a69',
    });
    const config = createEvmConfig({
      chains: [chain],
      extraConnectors: [hostWalletConnector({ name: 'Shop wallet', provider })],
      storageKey: 'test:wagmi',
    });
    if (!config) throw new Error('no config');
    const connector = config.connectors.find((c) => c.id === 'hostWallet');
    await connect(config, { connector: connector! });
    // wagmi's provider reconnects when it renders again: the wallet must survive it.
    await reconnect(config);
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ACCOUNT });
  });
});
