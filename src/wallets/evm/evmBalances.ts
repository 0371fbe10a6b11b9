import { type Address, createPublicClient, erc20Abi, http, type PublicClient } from 'viem';
import { isNativeEvmAddress } from '../../lib/addresses';

/** One viem client per RPC URL, shared by every balance read (stateless HTTP clients). */
const clients = new Map<string, PublicClient>();

function clientFor(rpcUrl: string): PublicClient {
  let client = clients.get(rpcUrl);
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) });
    clients.set(rpcUrl, client);
  }
  return client;
}

/**
 * Balances of `tokens` (addresses) held by `owner`: the native coin through `eth_getBalance`,
 * ERC-20s through `balanceOf`. Plain parallel calls, not multicall: the local anvil chains have no
 * multicall3 contract. A token whose call fails is left out instead of failing the whole read.
 */
export async function readEvmBalances(
  rpcUrl: string,
  owner: Address,
  tokens: readonly string[],
): Promise<Map<string, bigint>> {
  const client = clientFor(rpcUrl);
  const results = await Promise.allSettled(
    tokens.map((token) =>
      isNativeEvmAddress(token)
        ? client.getBalance({ address: owner })
        : client.readContract({
            address: token as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
    ),
  );
  const out = new Map<string, bigint>();
  results.forEach((r, i) => {
    const token = tokens[i];
    if (r.status === 'fulfilled' && token !== undefined) out.set(token, r.value);
  });
  if (tokens.length > 0 && out.size === 0) {
    const first = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
    throw first?.reason ?? new Error('No balance could be read');
  }
  return out;
}
