import {
  type Address,
  type Chain,
  custom,
  type EIP1193RequestFn,
  fromHex,
  getAddress,
  numberToHex,
  SwitchChainError,
  type WalletClient,
} from 'viem';
import { rpc } from 'viem/utils';
import { createConnector } from 'wagmi';

export const SANDBOX_DEV_WALLET_ID = 'sandboxDevWallet';
export const SANDBOX_DEV_WALLET_NAME = 'Sandbox dev wallet (test funds)';

/**
 * A wagmi connector for the sandbox's development key (modelled on `@wagmi/core`'s `mock`
 * connector). It signs locally with a viem local account and sends raw transactions to the local
 * chain's RPC, so no browser extension is needed. Only ever created when the API is the sandbox;
 * the sandbox's chain ids are never real chain ids, so this key cannot sign for a real network.
 */
export function sandboxDevConnector(dev: { address: Address; privateKey: `0x${string}` }) {
  // viem's wallet client and signing code are loaded on first use (initial bundle size).
  const loadSigner = () => import('./sandboxDevSigner');
  const address = getAddress(dev.address);
  let connected = false;
  let currentChainId: number | undefined;

  return createConnector<ReturnType<ReturnType<typeof custom>>>((config) => {
    const chainById = (id?: number): Chain =>
      config.chains.find((c) => c.id === id) ?? config.chains[0];

    async function walletClient(chainId?: number): Promise<WalletClient> {
      const { createDevWalletClient } = await loadSigner();
      return createDevWalletClient(dev.privateKey, address, chainById(chainId ?? currentChainId));
    }

    return {
      id: SANDBOX_DEV_WALLET_ID,
      name: SANDBOX_DEV_WALLET_NAME,
      type: 'sandboxDevWallet',
      async setup() {
        currentChainId = config.chains[0].id;
      },
      async connect({ chainId, withCapabilities } = {}) {
        if (chainId !== undefined) currentChainId = chainById(chainId).id;
        connected = true;
        const accounts = withCapabilities ? [{ address: address, capabilities: {} }] : [address];
        return { accounts: accounts as never, chainId: currentChainId ?? config.chains[0].id };
      },
      async disconnect() {
        connected = false;
      },
      async getAccounts() {
        return connected ? [address] : [];
      },
      async getChainId() {
        return currentChainId ?? config.chains[0].id;
      },
      async isAuthorized() {
        // Reconnect after a reload when the user had connected it (wagmi's recentConnectorId).
        return (await config.storage?.getItem('recentConnectorId')) === SANDBOX_DEV_WALLET_ID;
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured.`));
        currentChainId = chain.id;
        config.emitter.emit('change', { chainId });
        return chain;
      },
      async getClient({ chainId } = {}) {
        return (await walletClient(chainId)) as never;
      },
      async getProvider({ chainId } = {}) {
        const request: EIP1193RequestFn = async ({ method, params }) => {
          const p = (params ?? []) as unknown[];
          switch (method) {
            case 'eth_chainId':
              return numberToHex(currentChainId ?? config.chains[0].id);
            case 'eth_accounts':
            case 'eth_requestAccounts':
              return connected || method === 'eth_requestAccounts' ? [address] : [];
            case 'wallet_switchEthereumChain': {
              const id = fromHex((p[0] as { chainId: `0x${string}` }).chainId, 'number');
              await this.switchChain?.({ chainId: id });
              return null;
            }
            case 'personal_sign': {
              const client = await walletClient(chainId);
              return client.signMessage({
                account: client.account ?? address,
                message: { raw: p[0] as `0x${string}` },
              });
            }
            case 'eth_signTypedData_v4': {
              const client = await walletClient(chainId);
              const typed = JSON.parse(p[1] as string);
              return client.signTypedData({ account: client.account ?? address, ...typed });
            }
            case 'eth_sendTransaction': {
              const tx = p[0] as {
                to?: Address;
                data?: `0x${string}`;
                value?: `0x${string}`;
                gas?: `0x${string}`;
              };
              const client = await walletClient(chainId);
              return client.sendTransaction({
                account: client.account ?? null,
                chain: chainById(chainId ?? currentChainId),
                to: tx.to,
                data: tx.data,
                value: tx.value ? fromHex(tx.value, 'bigint') : undefined,
                gas: tx.gas ? fromHex(tx.gas, 'bigint') : undefined,
              });
            }
            default: {
              // Reads go straight to the local chain.
              const url = chainById(chainId ?? currentChainId).rpcUrls.default.http[0] ?? '';
              const { result, error } = await rpc.http(url, { body: { method, params } });
              if (error) throw Object.assign(new Error(error.message), { code: error.code });
              return result;
            }
          }
        };
        return custom({ request })({ retryCount: 0 });
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts as Address[] });
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) });
      },
      async onDisconnect() {
        connected = false;
        config.emitter.emit('disconnect');
      },
    };
  });
}
