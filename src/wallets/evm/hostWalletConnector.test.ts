import { defineChain } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Config, createConfig, http } from 'wagmi';
import {
  connect,
  disconnect,
  getConnection,
  reconnect,
  sendTransaction,
  signTypedData,
  switchChain,
} from 'wagmi/actions';
import { toWalletError, UserRejectedError } from '../../execution/walletErrors';
import { fakeEthereum } from '../../test/fakeHostWallet';
import { HOST_WALLET_ID, hostWalletConnector } from './hostWalletConnector';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const;
const HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE = `0x${'cd'.repeat(65)}`;
const chain = (id: number) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  });

/** The host page's wallet: on 31337, switches when asked, records what it was asked. */
function hostWallet() {
  let chainId = '0x7a69';
  const wallet = fakeEthereum({
    eth_requestAccounts: [ACCOUNT],
    eth_accounts: () => [ACCOUNT],
    eth_chainId: () => chainId,
    wallet_switchEthereumChain: (params: unknown) => {
      chainId = (params as [{ chainId: string }])[0].chainId;
      return null;
    },
    eth_sendTransaction: HASH,
    eth_signTypedData_v4: SIGNATURE,
  });
  return wallet;
}

function wagmiWith(
  provider: ReturnType<typeof hostWallet>,
  storage: Map<string, string> | null,
): Config {
  return createConfig({
    chains: [chain(31337), chain(31338)],
    connectors: [hostWalletConnector({ name: 'Shop wallet', provider })],
    transports: { 31337: http(), 31338: http() },
    storage: storage
      ? {
          key: 'test',
          getItem: async (key: string) =>
            storage.has(key) ? JSON.parse(storage.get(key) ?? '') : null,
          setItem: async (key: string, value: unknown) => {
            storage.set(key, JSON.stringify(value));
          },
          removeItem: async (key: string) => {
            storage.delete(key);
          },
        }
      : null,
  });
}

const methods = (wallet: ReturnType<typeof hostWallet>) =>
  wallet.request.mock.calls.map(([args]) => args.method);

describe("the host page's wallet as a wagmi connector", () => {
  it('connects by asking the host wallet for its accounts and chain', async () => {
    const wallet = hostWallet();
    const config = wagmiWith(wallet, null);
    const [connector] = config.connectors;
    expect(connector?.name).toBe('Shop wallet');
    expect(connector?.id).toBe(HOST_WALLET_ID);
    await connect(config, { connector: connector! });
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address: ACCOUNT,
      chainId: 31337,
    });
    expect(methods(wallet).slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('switches chains, sends transactions and signs typed data through the host wallet', async () => {
    const wallet = hostWallet();
    const config = wagmiWith(wallet, null);
    await connect(config, { connector: config.connectors[0]! });
    await switchChain(config, { chainId: 31338 });
    expect(getConnection(config).chainId).toBe(31338);
    const hash = await sendTransaction(config, {
      chainId: 31338,
      account: ACCOUNT,
      to: OTHER,
      value: 5n,
      data: '0xa9059cbb' as const,
    });
    expect(hash).toBe(HASH);
    const sent = wallet.request.mock.calls.find(([a]) => a.method === 'eth_sendTransaction')?.[0];
    expect(sent?.params).toEqual([
      expect.objectContaining({ from: ACCOUNT, to: OTHER, value: '0x5', data: '0xa9059cbb' }),
    ]);
    const signature = await signTypedData(config, {
      account: ACCOUNT,
      domain: { name: 'Orders', chainId: 31338 },
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Order',
      message: { amount: 1n },
    });
    expect(signature).toBe(SIGNATURE);
    expect(methods(wallet)).toContain('eth_signTypedData_v4');
  });

  it("turns the host wallet's refusal into the widget's user rejection", async () => {
    const wallet = hostWallet();
    wallet.request.mockImplementationOnce(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    const config = wagmiWith(wallet, null);
    const error = await connect(config, { connector: config.connectors[0]! }).catch((e) => e);
    expect(toWalletError(error, 'connection')).toBeInstanceOf(UserRejectedError);
  });

  it("follows the host wallet's account changes, and its disconnection", async () => {
    const wallet = hostWallet();
    const config = wagmiWith(wallet, null);
    await connect(config, { connector: config.connectors[0]! });
    wallet.emit('accountsChanged', [OTHER]);
    expect(getConnection(config).address).toBe(OTHER);
    wallet.emit('chainChanged', '0x7a6a');
    expect(getConnection(config).chainId).toBe(31338);
    wallet.emit('accountsChanged', []);
    expect(getConnection(config).status).toBe('disconnected');
    expect(wallet.listenerCount()).toBe(0);
  });

  it('reconnects after a reload without asking, when it was the wallet last used', async () => {
    const storage = new Map<string, string>();
    const wallet = hostWallet();
    const first = wagmiWith(wallet, storage);
    await connect(first, { connector: first.connectors[0]! });
    const again = hostWallet();
    const reloaded = wagmiWith(again, storage);
    await reconnect(reloaded);
    expect(getConnection(reloaded)).toMatchObject({ status: 'connected', address: ACCOUNT });
    expect(methods(again)).not.toContain('eth_requestAccounts');
    await disconnect(reloaded);
    expect(getConnection(reloaded).status).toBe('disconnected');
  });
});
