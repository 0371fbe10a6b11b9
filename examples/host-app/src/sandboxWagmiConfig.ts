import { createRoutingClient } from '@crosswidget/swap-widget/client';
import { type Address, type Chain, defineChain, isAddress } from 'viem';
import { type Config, createConfig, createConnector, http, mock } from 'wagmi';

/**
 * The host app's own wagmi config, for the local sandbox. A real app names its chains
 * (`viem/chains`), RPCs and wallet connectors here, statically; the sandbox's chains get new RPC
 * ports on each start, so this example reads them from the API, and its one "wallet" is a
 * sandbox test account. It never signs for anything but the sandbox's two chain ids.
 */
export async function sandboxWagmiConfig(apiUrl: string): Promise<Config> {
  const [chains, account] = await Promise.all([sandboxChains(apiUrl), sandboxAccount(apiUrl)]);
  const [first, ...rest] = chains;
  if (!first) throw new Error(`${apiUrl} has none of the sandbox's EVM chains`);
  return createConfig({
    chains: [first, ...rest],
    connectors: [testAccountConnector(account)],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  });
}

/** The sandbox's EVM chain ids: never a real network's. */
const SANDBOX_CHAIN_IDS = new Set(['31337', '31338']);
/**
 * anvil's third standard account: the hosted page's sandbox wallet is the first, so the two
 * never move each other's balances.
 */
const ACCOUNT_INDEX = 2;

/** The sandbox's EVM chains with their local RPCs, read with the package's routing client. */
async function sandboxChains(apiUrl: string): Promise<Chain[]> {
  const chains = await createRoutingClient({ baseUrl: apiUrl }).getChains();
  return chains.flatMap((chain) => {
    const rpc = chain.rpcUrls.find((url) => /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url));
    if (!SANDBOX_CHAIN_IDS.has(chain.chainId) || !rpc) return [];
    return [
      defineChain({
        id: Number(chain.chainId),
        name: chain.name,
        nativeCurrency: { name: chain.symbol, symbol: chain.symbol, decimals: 18 },
        rpcUrls: { default: { http: [rpc] } },
      }),
    ];
  });
}

/** The test account's address, from the sandbox's development endpoint. */
async function sandboxAccount(apiUrl: string): Promise<Address> {
  const res = await fetch(new URL('/__sandbox/accounts', apiUrl));
  if (!res.ok) throw new Error(`sandbox accounts: HTTP ${res.status}`);
  const body = (await res.json()) as { evm?: { address?: unknown }[] };
  const address = body.evm?.[ACCOUNT_INDEX]?.address;
  if (typeof address !== 'string' || !isAddress(address)) {
    throw new Error('the sandbox named no test account');
  }
  return address;
}

/**
 * Stands in for the user's wallet extension: wagmi's mock connector for one account, whose
 * transactions the local node signs (anvil's standard accounts are unlocked there).
 */
function testAccountConnector(address: Address) {
  const connector = mock({ accounts: [address] });
  return createConnector((config) => ({
    ...connector(config),
    id: 'sandboxTestAccount',
    name: 'Sandbox test account',
  }));
}
