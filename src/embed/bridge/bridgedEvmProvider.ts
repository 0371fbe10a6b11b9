import * as v from 'valibot';
import { EVM_BRIDGE_METHODS, type EvmBridgeMethod } from '../../bridge/protocol';
import { boundedPattern } from '../../lib/boundedPattern';
import type { HostEvmProvider } from '../../wallets/hostWallet';
import { HostWalletRpcError, type IframeBridge } from './iframeBridge';
import { nothingSchema } from './nothingSchema';

const addressSchema = boundedPattern(42, /^0x[0-9a-fA-F]{40}$/);
const accountsSchema = v.pipe(v.array(addressSchema), v.maxLength(20));
const chainIdSchema = boundedPattern(18, /^0x[0-9a-fA-F]+$/);

/**
 * What each method's answer must look like before the widget uses it (the host page is another
 * origin: its answers are input like any other). A typed-data signature may be longer than 65
 * bytes (smart-account wallets), not unbounded.
 */
const RESULT_SCHEMAS: Record<EvmBridgeMethod, v.GenericSchema> = {
  eth_accounts: accountsSchema,
  eth_requestAccounts: accountsSchema,
  eth_chainId: chainIdSchema,
  wallet_switchEthereumChain: nothingSchema,
  eth_sendTransaction: boundedPattern(66, /^0x[0-9a-fA-F]{64}$/),
  eth_signTypedData_v4: boundedPattern(4098, /^0x[0-9a-fA-F]{130,}$/),
};

const EVENT_SCHEMAS = {
  accountsChanged: accountsSchema,
  chainChanged: chainIdSchema,
  disconnect: v.unknown(),
} as const;

const isBridgeMethod = (method: string): method is EvmBridgeMethod =>
  (EVM_BRIDGE_METHODS as readonly string[]).includes(method);

/**
 * An EIP-1193 provider whose wallet is the host page's, over the bridge: the methods of
 * `EVM_BRIDGE_METHODS` go to the host and their answers are checked; any other method is refused
 * here (4200) without asking the host. The wallet's events come back as the host forwards them.
 * Reads never go this way: the widget reads the chains over its own RPCs.
 */
export function createBridgedEvmProvider(
  bridge: Pick<IframeBridge, 'request' | 'onWalletEvent'>,
): HostEvmProvider {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  bridge.onWalletEvent((event) => {
    if (event.wallet !== 'evm') return;
    const data = v.safeParse(EVENT_SCHEMAS[event.name], event.data);
    if (!data.success) return;
    for (const listener of listeners.get(event.name) ?? []) listener(data.output);
  });
  return {
    async request({ method, params }) {
      if (!isBridgeMethod(method)) {
        throw new HostWalletRpcError(4200, `${method} is not offered through the host page.`);
      }
      // Plain JSON on the way out: no undefined fields, nothing the host's check would refuse.
      const plain = JSON.parse(JSON.stringify(Array.isArray(params) ? params : [])) as unknown[];
      const result = await bridge.request({ wallet: 'evm', method, params: plain });
      const parsed = v.safeParse(RESULT_SCHEMAS[method], result);
      if (!parsed.success) {
        throw new HostWalletRpcError(-32603, `The host page's wallet answered ${method} wrongly.`);
      }
      return parsed.output;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}
