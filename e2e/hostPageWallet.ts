import type { Page } from '@playwright/test';
import {
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  numberToHex,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { E2E_PORTS } from './ports';

/** One request the host page's wallet got, and whether it was signed. */
export interface HostWalletCall {
  method: string;
  params: unknown[];
}

export interface RpcFailure {
  code: number;
  message: string;
}

/**
 * Lends the host page's top frame `window[binding](method, params)`, answered by `answer` in
 * this test process as `{ result }` or `{ error: { code, message } }`; any other frame (the
 * widget's, the attackers') is refused (`exposeBinding` names the calling frame). Each call the
 * top frame makes is recorded in `calls`, in order.
 */
export async function exposeTopFrameWallet(
  page: Page,
  binding: string,
  calls: HostWalletCall[],
  answer: (method: string, params: unknown[]) => Promise<unknown>,
): Promise<void> {
  await page.exposeBinding(binding, async ({ frame }, method: string, params: unknown[]) => {
    if (frame !== page.mainFrame()) return { error: { code: 4100, message: 'Not this frame' } };
    calls.push({ method, params });
    try {
      return { result: await answer(method, params) };
    } catch (error) {
      const failure = error as Partial<RpcFailure>;
      return { error: { code: failure.code ?? -32603, message: String(failure.message ?? error) } };
    }
  });
}

/**
 * The host page's own EVM wallet in the iframe-bridge tests: an EIP-1193 provider in the host
 * page (`window.shopWallet`) whose requests this test process answers with a sandbox dev key,
 * signing locally (viem account) and sending over the e2e chains' RPC, like a wallet extension
 * would. Only the host page's top frame may call it (`exposeBinding` checks the calling frame):
 * the widget's iframe and the other frames reach it through the bridge or not at all. Every call
 * is recorded, in order.
 */
export async function installHostPageWallet(
  page: Page,
  privateKey: Hex,
): Promise<{ calls: HostWalletCall[]; address: Hex }> {
  const account = privateKeyToAccount(privateKey);
  const rpc = new Map(E2E_PORTS.evm.map((port, i) => [31337 + i, `http://127.0.0.1:${port}`]));
  let chainId = 31337;
  const calls: HostWalletCall[] = [];

  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'wallet_switchEthereumChain': {
        const id = hexToNumber((params[0] as { chainId: Hex }).chainId);
        if (!rpc.has(id)) throw { code: 4902, message: `Unrecognized chain ${id}` };
        chainId = id;
        return null;
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as { to: Hex; data?: Hex; value?: Hex; gas?: Hex; chainId?: Hex };
        if (tx.chainId && hexToNumber(tx.chainId) !== chainId) {
          throw { code: 4901, message: 'The wallet is on another chain' };
        }
        const client = createWalletClient({ account, transport: http(rpc.get(chainId)) });
        return client.sendTransaction({
          chain: null,
          to: tx.to,
          data: tx.data,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
        });
      }
      case 'eth_signTypedData_v4':
        return account.signTypedData(JSON.parse(params[1] as string) as TypedDataDefinition);
      default:
        throw { code: 4200, message: `${method} is not supported` };
    }
  };

  await exposeTopFrameWallet(page, 'shopWalletRequest', calls, answer);
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const call = (
      window as unknown as {
        shopWalletRequest(
          m: string,
          p: unknown[],
        ): Promise<{ result?: unknown; error?: RpcFailure }>;
      }
    ).shopWalletRequest;
    (window as unknown as { shopWallet: unknown }).shopWallet = {
      async request({ method, params = [] }: { method: string; params?: unknown[] }) {
        const { result, error } = await call(method, params);
        if (error) throw Object.assign(new Error(error.message), { code: error.code });
        return result;
      },
      on() {},
      removeListener() {},
    };
  });
  return { calls, address: account.address };
}
