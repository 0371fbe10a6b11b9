import { type Address, hexToBigInt, isAddress } from 'viem';
import { isNativeEvmAddress } from '../../lib/nativeAddresses';
import { jsonRpc } from '../jsonRpc';

/** `balanceOf(address)` selector. */
const BALANCE_OF = '0x70a08231';

/** ABI-encodes a `balanceOf(owner)` call by hand: viem's contract actions weigh ~30 KB gzip. */
function balanceOfCalldata(owner: Address): `0x${string}` {
  return `${BALANCE_OF}${owner.slice(2).toLowerCase().padStart(64, '0')}`;
}

/**
 * Balances of `tokens` (addresses) held by `owner`: the native coin through `eth_getBalance`,
 * ERC-20s through `balanceOf` over `eth_call`. Plain parallel calls, not multicall: the local anvil
 * chains have no multicall3 contract. A token whose call fails is left out instead of failing the
 * whole read; if every call fails the first error is thrown.
 */
export async function readEvmBalances(
  rpcUrl: string,
  owner: Address,
  tokens: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, bigint>> {
  if (!isAddress(owner, { strict: false })) throw new Error(`Not an EVM address: ${owner}`);
  const results = await Promise.allSettled(
    tokens.map(async (token) => {
      if (isNativeEvmAddress(token)) {
        return hexToBigInt(
          await jsonRpc<`0x${string}`>(rpcUrl, 'eth_getBalance', [owner, 'latest'], signal),
        );
      }
      const data = await jsonRpc<`0x${string}`>(
        rpcUrl,
        'eth_call',
        [{ to: token, data: balanceOfCalldata(owner) }, 'latest'],
        signal,
      );
      return decodeUint256(data);
    }),
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

/**
 * The `uint256` an `eth_call` returned: its first 32 bytes. Decoded by hand, as the calldata is
 * encoded: viem's ABI decoder and its error classes are several KB gzip of the first load. Empty
 * or short data (no contract at that address, a revert without reason) is an error, as it is
 * for viem's decoder.
 */
export function decodeUint256(data: string): bigint {
  if (!/^0x[0-9a-fA-F]{64}/.test(data)) {
    throw new Error(`Not an ABI-encoded uint256: ${data.slice(0, 80)}`);
  }
  return BigInt(data.slice(0, 66));
}
