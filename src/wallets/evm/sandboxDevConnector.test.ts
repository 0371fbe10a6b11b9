import { type EIP1193Provider, parseEther, toHex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Config, createConfig, http } from 'wagmi';
import {
  connect,
  disconnect,
  getBalance,
  getConnection,
  getTransactionCount,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions';
import { type EvmChain, startAnvil } from '../../../sandbox/src/chains/evm/startAnvil';
import type { DevWalletAsk, DevWalletPromptRequest } from '../../devtools/devWalletPrompt';
import { toWalletError } from '../../execution/walletErrors';
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

function makeConfig(ask?: DevWalletAsk) {
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
    connectors: [
      sandboxDevConnector({ address: DEV_ADDRESS, privateKey: DEV_KEY }, ask ? { ask } : {}),
    ],
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

const TYPED = {
  domain: { name: 'Sandbox', version: '1', chainId: 31337, verifyingContract: OTHER },
  types: {
    Order: [
      { name: 'amount', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
  },
  primaryType: 'Order',
  message: { amount: 1n, recipient: DEV_ADDRESS },
} as const;

async function provider(config: Config): Promise<EIP1193Provider> {
  return (await config.connectors[0]!.getProvider()) as EIP1193Provider;
}

interface AskedCase {
  name: string;
  /** One signature request, through wagmi's actions or the provider (EIP-1193). */
  request(config: Config): Promise<unknown>;
  title: string;
  /** Details the prompt must show, by label. */
  shows: Record<string, string>;
  /** The provider's own error (not wrapped by an action): EIP-1193 4001 itself. */
  eip1193?: true;
}

const ASKED: AskedCase[] = [
  {
    name: 'sendTransaction (wagmi, through the wallet client)',
    request: (config) => sendTransaction(config, { to: OTHER, value: parseEther('1') }),
    title: 'Send a transaction',
    shows: { Network: 'Sandbox Ethereum (31337)', To: OTHER, Value: '1 ETH', Data: 'none' },
  },
  {
    // The execution engine names the sender (wagmiEvmWallet): a JSON-RPC account, whose
    // eth_sendTransaction must reach this wallet, never the node's unlocked test account.
    name: 'sendTransaction (wagmi, the account named by its address)',
    request: (config) =>
      sendTransaction(config, { account: DEV_ADDRESS, to: OTHER, value: parseEther('1') }),
    title: 'Send a transaction',
    shows: { Network: 'Sandbox Ethereum (31337)', To: OTHER, Value: '1 ETH' },
  },
  {
    name: 'signMessage (wagmi, the account named by its address)',
    request: (config) => signMessage(config, { account: DEV_ADDRESS, message: 'hello sandbox' }),
    title: 'Sign a message',
    // personal_sign carries the message's bytes.
    shows: { Message: toHex('hello sandbox') },
  },
  {
    name: 'eth_sendTransaction (provider)',
    request: async (config) =>
      (await provider(config)).request({
        method: 'eth_sendTransaction',
        params: [{ from: DEV_ADDRESS, to: OTHER, value: toHex(parseEther('2')), data: '0x1234' }],
      }),
    title: 'Send a transaction',
    shows: { To: OTHER, Value: '2 ETH', Data: '0x1234 (2 bytes)', From: DEV_ADDRESS },
    eip1193: true,
  },
  {
    name: 'signMessage (wagmi)',
    request: (config) => signMessage(config, { message: 'hello sandbox' }),
    title: 'Sign a message',
    shows: { Message: 'hello sandbox' },
  },
  {
    name: 'personal_sign (provider)',
    request: async (config) =>
      (await provider(config)).request({
        method: 'personal_sign',
        params: [toHex('hi'), DEV_ADDRESS],
      }),
    title: 'Sign a message',
    shows: { Message: toHex('hi') },
    eip1193: true,
  },
  {
    name: 'signTypedData (wagmi)',
    request: (config) => signTypedData(config, TYPED),
    title: 'Sign typed data',
    // What is signed, field by field: the settling contract and every message field.
    shows: {
      Network: 'Sandbox Ethereum (31337)',
      Type: 'Order',
      Domain: 'Sandbox',
      Contract: OTHER,
      amount: '1',
      recipient: DEV_ADDRESS,
    },
  },
  {
    name: 'eth_signTypedData_v4 (provider)',
    request: async (config) =>
      (await provider(config)).request({
        method: 'eth_signTypedData_v4',
        params: [
          DEV_ADDRESS,
          JSON.stringify({
            ...TYPED,
            message: { amount: '1', recipient: OTHER },
            domain: { name: 'Other' },
          }),
        ],
      }),
    title: 'Sign typed data',
    shows: { Type: 'Order', Domain: 'Other', amount: '1', recipient: OTHER },
    eip1193: true,
  },
];

const detailsOf = (request: DevWalletPromptRequest) =>
  Object.fromEntries(request.details.map((d) => [d.label, d.value]));

describe('sandboxDevConnector asking first (devWalletPrompt=1)', () => {
  it.each(ASKED.map((c) => [c.name, c] as const))(
    '%s: a Reject is the user rejection (4001 / USER_REJECTED) and nothing is signed',
    async (_name, c) => {
      const ask = vi.fn<DevWalletAsk>(async () => false);
      const config = makeConfig(ask);
      await connect(config, { connector: config.connectors[0]! });
      const nonce = await getTransactionCount(config, { address: DEV_ADDRESS });
      const error = await c.request(config).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeDefined();
      if (c.eip1193) expect(error).toMatchObject({ code: 4001 });
      expect(toWalletError(error, 'signature').code).toBe('USER_REJECTED');
      expect(ask).toHaveBeenCalledTimes(1);
      const [asked] = ask.mock.calls[0]!;
      expect(asked.title).toBe(c.title);
      expect(detailsOf(asked)).toMatchObject(c.shows);
      expect(await getTransactionCount(config, { address: DEV_ADDRESS })).toBe(nonce);
    },
  );

  it('signs once the person says yes, asking once per signature', async () => {
    const ask = vi.fn<DevWalletAsk>(async () => true);
    const config = makeConfig(ask);
    await connect(config, { connector: config.connectors[0]! });
    const signature = await signMessage(config, { message: 'yes' });
    expect(await verifyMessage({ address: DEV_ADDRESS, message: 'yes', signature })).toBe(true);
    const hash = await sendTransaction(config, { to: OTHER, value: 1n });
    expect((await waitForTransactionReceipt(config, { hash, chainId: 31337 })).status).toBe(
      'success',
    );
    const named = await sendTransaction(config, { account: DEV_ADDRESS, to: OTHER, value: 1n });
    expect((await waitForTransactionReceipt(config, { hash: named, chainId: 31337 })).status).toBe(
      'success',
    );
    expect(ask.mock.calls.map(([r]) => r.title)).toEqual([
      'Sign a message',
      'Send a transaction',
      'Send a transaction',
    ]);
  });
});
