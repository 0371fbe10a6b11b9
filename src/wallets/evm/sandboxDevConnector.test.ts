import { parseEther, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, http } from 'wagmi';
import {
  connect,
  disconnect,
  getBalance,
  getConnection,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions';
import { type EvmChain, startAnvil } from '../../../sandbox/src/chains/evm/startAnvil';
import { toViemChains } from './evmChains';
import { SANDBOX_DEV_WALLET_NAME, sandboxDevConnector } from './sandboxDevConnector';

// anvil's first standard account (public test key).
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let anvil: EvmChain;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, name: 'Sandbox Ethereum' });
}, 20_000);
afterAll(() => anvil?.close());

function makeConfig() {
  const chains = toViemChains([
    {
      chainId: '31337',
      name: 'Sandbox Ethereum',
      symbol: 'ETH',
      networkType: 'evm',
      image: '',
      isPopular: true,
      isEnabled: true,
      explorer: { token: '', txn: '' },
      rpcUrls: [anvil.rpcUrl],
      tokenCount: 1,
    },
    {
      chainId: '31338',
      name: 'Sandbox Base',
      symbol: 'ETH',
      networkType: 'evm',
      image: '',
      isPopular: true,
      isEnabled: true,
      explorer: { token: '', txn: '' },
      rpcUrls: ['http://127.0.0.1:1'],
      tokenCount: 1,
    },
  ]);
  const [a, b] = chains;
  return createConfig({
    chains: [a!, b!],
    connectors: [sandboxDevConnector({ address: DEV_ADDRESS, privateKey: DEV_KEY })],
    transports: { 31337: http(), 31338: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  });
}

describe('sandboxDevConnector', () => {
  it('connects with the dev account under its test-funds label', async () => {
    const config = makeConfig();
    const connector = config.connectors[0]!;
    expect(connector.name).toBe(SANDBOX_DEV_WALLET_NAME);
    await connect(config, { connector });
    const c = getConnection(config);
    expect(c.status).toBe('connected');
    expect(c.address).toBe(DEV_ADDRESS);
    expect(c.chainId).toBe(31337);
    await disconnect(config);
    expect(getConnection(config).status).toBe('disconnected');
  });

  it('signs locally and sends a raw transaction to the chain’s RPC', async () => {
    const config = makeConfig();
    await connect(config, { connector: config.connectors[0]! });
    const signature = await signMessage(config, { message: 'hello sandbox' });
    expect(await verifyMessage({ address: DEV_ADDRESS, message: 'hello sandbox', signature })).toBe(
      true,
    );

    const before = await getBalance(config, { address: OTHER, chainId: 31337 });
    const hash = await sendTransaction(config, { to: OTHER, value: parseEther('1') });
    const receipt = await waitForTransactionReceipt(config, { hash, chainId: 31337 });
    expect(receipt.status).toBe('success');
    const after = await getBalance(config, { address: OTHER, chainId: 31337 });
    expect(after.value - before.value).toBe(parseEther('1'));
  });

  it('switches between configured chains and refuses unknown ones', async () => {
    const config = makeConfig();
    await connect(config, { connector: config.connectors[0]! });
    await switchChain(config, { chainId: 31338 });
    expect(getConnection(config).chainId).toBe(31338);
    await expect(switchChain(config, { chainId: 1 as 31337 })).rejects.toThrow();
  });
});
