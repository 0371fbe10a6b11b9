import {
  type Address,
  BaseError,
  type Chain,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  formatEther,
  fromHex,
  getAddress,
  http,
  type LocalAccount,
  numberToHex,
  SwitchChainError,
  type TransactionSerializable,
  toHex,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type WalletClient,
} from 'viem';
import { rpc } from 'viem/utils';
import { createConnector } from 'wagmi';
import {
  askDevWalletUser,
  type DevWalletAsk,
  type DevWalletPromptDetail,
  type DevWalletPromptRequest,
  shortenForPrompt,
} from '../../devtools/devWalletPrompt';
import { moduleOnDemand } from '../../lib/moduleOnDemand';

export const SANDBOX_DEV_WALLET_ID = 'sandboxDevWallet';
export const SANDBOX_DEV_WALLET_NAME = 'Sandbox dev wallet (test funds)';

export interface SandboxDevConnectorOptions {
  /**
   * Asked before every signature (transaction, message, typed data); false rejects it with the
   * EIP-1193 user rejection (4001). Default: the page's prompt when the URL has
   * `devWalletPrompt=1` (development builds), otherwise sign at once.
   */
  ask?: DevWalletAsk;
}

/**
 * A wagmi connector for the sandbox's development key (modelled on `@wagmi/core`'s `mock`
 * connector). It signs locally with a viem local account and sends raw transactions to the local
 * chain's RPC, so no browser extension is needed. Only ever created when the API is the sandbox;
 * the sandbox's chain ids are never real chain ids, so this key cannot sign for a real network.
 * Every signature goes through `ask` first (`eth_sendTransaction`, `personal_sign`,
 * `eth_signTypedData_v4`, and the same through the wallet client wagmi's actions use).
 */
export function sandboxDevConnector(
  dev: { address: Address; privateKey: `0x${string}` },
  { ask = askDevWalletUser }: SandboxDevConnectorOptions = {},
) {
  const address = getAddress(dev.address);
  let connected = false;
  let currentChainId: number | undefined;
  // viem's signing code is loaded on first use (initial bundle size), and the account made once:
  // deriving the key's address is a curve multiplication (about 10 ms of a page's CPU, the first
  // several times that), and a swap asks for a wallet client at each of its steps.
  const devAccount = moduleOnDemand(() =>
    import('./sandboxDevSigner').then(({ createDevAccount }) =>
      createDevAccount(dev.privateKey, address),
    ),
  );

  return createConnector<ReturnType<ReturnType<typeof custom>>>((config) => {
    const chainById = (id?: number): Chain =>
      config.chains.find((c) => c.id === id) ?? config.chains[0];

    async function walletClient(chainId?: number): Promise<WalletClient> {
      const account = await devAccount.load();
      const chain = chainById(chainId ?? currentChainId);
      return createWalletClient({
        account: askingAccount(account, ask, (id) =>
          id === undefined ? chain : config.chains.find((c) => c.id === id),
        ),
        chain,
        transport: http(chain.rpcUrls.default.http[0]),
      });
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
        const client = await walletClient(chainId);
        // A wagmi action may name the account by its address (a JSON-RPC account, as the
        // execution engine does): its eth_sendTransaction, personal_sign, ... go to this wallet's
        // provider, which asks, never to the node, whose unlocked test account would sign at once.
        const provider = await this.getProvider?.({ chainId: client.chain?.id });
        return createWalletClient({
          account: client.account,
          chain: client.chain,
          transport: custom(provider as { request: EIP1193RequestFn }, { retryCount: 0 }),
        }) as never;
      },
      async getProvider({ chainId } = {}) {
        const request = ((args) =>
          handle(args).catch((error: unknown) => {
            // A rejection leaves the provider as EIP-1193 says: code 4001, not wrapped.
            throw userRejectionIn(error) ?? error;
          })) as EIP1193RequestFn;
        const handle: EIP1193RequestFn = async ({ method, params }) => {
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
                nonce?: `0x${string}`;
                maxFeePerGas?: `0x${string}`;
                maxPriorityFeePerGas?: `0x${string}`;
                gasPrice?: `0x${string}`;
              };
              const client = await walletClient(chainId);
              const big = (q: `0x${string}` | undefined) => (q ? fromHex(q, 'bigint') : undefined);
              // A replacement names its nonce and fees (Speed up, Cancel): kept as asked.
              const fees = tx.gasPrice
                ? { gasPrice: big(tx.gasPrice) }
                : {
                    maxFeePerGas: big(tx.maxFeePerGas),
                    maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
                  };
              return client.sendTransaction({
                account: client.account ?? null,
                chain: chainById(chainId ?? currentChainId),
                to: tx.to,
                data: tx.data,
                value: big(tx.value),
                gas: big(tx.gas),
                nonce: tx.nonce ? fromHex(tx.nonce, 'number') : undefined,
                ...fees,
              });
            }
            case 'eth_sign':
            case 'eth_signTransaction':
            case 'eth_signTypedData':
            case 'eth_signTypedData_v1':
            case 'eth_signTypedData_v3':
              // The node would sign these with its unlocked test account, without asking.
              throw new UnsupportedProviderMethodError(new Error(`${method} is not supported`));
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

/** The user said no in the prompt: EIP-1193's 4001, as any wallet reports it. */
function rejection(): UserRejectedRequestError {
  return new UserRejectedRequestError(new Error('The sandbox wallet user rejected the request.'));
}

function userRejectionIn(error: unknown): UserRejectedRequestError | undefined {
  if (error instanceof UserRejectedRequestError) return error;
  if (!(error instanceof BaseError)) return undefined;
  const found = error.walk((e) => e instanceof UserRejectedRequestError);
  return found instanceof UserRejectedRequestError ? found : undefined;
}

/**
 * The dev key's account, asking before each signature: every way of signing through the wallet
 * client (sending a transaction, a message, typed data, a raw hash, an authorization) reaches
 * one of these, once per signature.
 */
function askingAccount(
  account: LocalAccount,
  ask: DevWalletAsk,
  /** The configured chain of that id (the client's own without one); undefined if unknown. */
  chainOf: (chainId: number | undefined) => Chain | undefined,
): LocalAccount {
  const consent = async (request: DevWalletPromptRequest) => {
    if (!(await ask(request))) throw rejection();
  };
  const from = { label: 'From', value: account.address };
  const asking: LocalAccount = {
    ...account,
    async signTransaction(transaction, options) {
      const { chainId } = transaction;
      await consent(describeTransaction(transaction, chainId, chainOf(chainId), from));
      return account.signTransaction(transaction, options);
    },
    async signMessage(parameters) {
      const { message } = parameters;
      const text =
        typeof message === 'string'
          ? message
          : typeof message.raw === 'string'
            ? message.raw
            : toHex(message.raw);
      await consent({
        title: 'Sign a message',
        details: [from, { label: 'Message', value: shortenForPrompt(text) }],
      });
      return account.signMessage(parameters);
    },
    async signTypedData(parameters) {
      const domain = (parameters.domain ?? {}) as {
        name?: string;
        chainId?: number | bigint;
        verifyingContract?: string;
      };
      const chainId = domain.chainId === undefined ? undefined : Number(domain.chainId);
      await consent({
        title: 'Sign typed data',
        details: [
          { label: 'Network', value: networkLabel(chainId, chainOf(chainId)) },
          from,
          { label: 'Type', value: String(parameters.primaryType) },
          ...(domain.name ? [{ label: 'Domain', value: domain.name }] : []),
          ...(domain.verifyingContract
            ? [{ label: 'Contract', value: domain.verifyingContract }]
            : []),
          ...messageDetails(parameters.message),
        ],
      });
      return account.signTypedData(parameters);
    },
  };
  if (account.sign) {
    const sign = account.sign;
    asking.sign = async (parameters) => {
      await consent({
        title: 'Sign a hash',
        details: [from, { label: 'Hash', value: parameters.hash }],
      });
      return sign(parameters);
    };
  }
  if (account.signAuthorization) {
    const signAuthorization = account.signAuthorization;
    asking.signAuthorization = async (parameters) => {
      await consent({
        title: 'Sign an authorization',
        details: [
          from,
          { label: 'Contract', value: String(parameters.address ?? parameters.contractAddress) },
        ],
      });
      return signAuthorization(parameters);
    };
  }
  return asking;
}

/**
 * What a typed-data signature says, field by field, as wallets show it: each field of the message
 * by its name (nested values as JSON, shortened). A field may not reuse a label of the prompt's
 * own ("Network", "From", ...): it is shown as "message.<name>" then.
 */
function messageDetails(message: unknown): DevWalletPromptDetail[] {
  if (typeof message !== 'object' || message === null) return [];
  const own = new Set(['Network', 'From', 'Type', 'Domain', 'Contract']);
  return Object.entries(message).map(([name, value]) => ({
    label: own.has(name) ? `message.${name}` : name,
    value: shortenForPrompt(
      typeof value === 'object' && value !== null
        ? JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
        : String(value),
    ),
  }));
}

/** "Sandbox Ethereum (31337)"; a chain the wallet does not know by its id alone. */
function networkLabel(chainId: number | undefined, chain: Chain | undefined): string {
  if (chain) return `${chain.name} (${chain.id})`;
  return chainId === undefined ? 'not stated' : `unknown chain ${chainId}`;
}

function describeTransaction(
  tx: TransactionSerializable,
  chainId: number | undefined,
  chain: Chain | undefined,
  from: { label: string; value: string },
): DevWalletPromptRequest {
  const data = tx.data && tx.data !== '0x' ? tx.data : undefined;
  const symbol = chain?.nativeCurrency.symbol ?? 'native coin';
  return {
    title: 'Send a transaction',
    details: [
      { label: 'Network', value: networkLabel(chainId, chain) },
      from,
      { label: 'To', value: tx.to ?? 'a new contract' },
      { label: 'Value', value: `${formatEther(tx.value ?? 0n)} ${symbol}` },
      {
        label: 'Data',
        value: data ? `${data.slice(0, 10)} (${(data.length - 2) / 2} bytes)` : 'none',
      },
    ],
  };
}
