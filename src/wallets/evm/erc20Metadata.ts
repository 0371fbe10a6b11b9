import * as v from 'valibot';
import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem';
import type { Chain } from '../../api/types';
import { tokenPickerMessages } from '../../i18n/en/tokenPicker';
import { abortAfter } from '../../lib/abortAfter';
import { messageRef } from '../../lib/messageRef';
import { jsonRpc, RpcCallError } from '../jsonRpc';
import { type OnChainTokenMetadata, TokenMetadataError } from '../tokenMetadataError';

const decimalsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255));

/** How long one ERC-20 read may take before the token is reported as unreadable. */
const EVM_READ_TIMEOUT_MS = 10_000;

/** The three optional-metadata views of ERC-20, all without inputs. */
const erc20MetadataAbi = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
] as const;

type Erc20MetadataFunction = (typeof erc20MetadataAbi)[number]['name'];

/**
 * An ERC-20's `decimals`, and its `symbol` and `name` where it has them. Plain `eth_call`s over
 * fetch: a viem public client would bring every public action (and secp256k1) for three reads.
 */
export async function readErc20Metadata(
  chain: Chain,
  rpcUrl: string,
  address: Address,
  signal?: AbortSignal,
): Promise<OnChainTokenMetadata> {
  const call = async (functionName: Erc20MetadataFunction): Promise<unknown> => {
    const data = encodeFunctionData({ abi: erc20MetadataAbi, functionName });
    const timeout = abortAfter(EVM_READ_TIMEOUT_MS, signal);
    let result: `0x${string}`;
    try {
      result = await jsonRpc(rpcUrl, 'eth_call', [{ to: address, data }, 'latest'], timeout.signal);
    } catch (cause) {
      if (cause instanceof RpcCallError || !timeout.signal.aborted) throw cause;
      throw new RpcCallError('eth_call', `${functionName}: timed out or cancelled`, { cause });
    } finally {
      timeout.clear();
    }
    return decodeFunctionResult({ abi: erc20MetadataAbi, functionName, data: result });
  };
  let decimals: number;
  try {
    // `safeParse`, which the first load has already (valibot is one module), not `parse`.
    const read = v.safeParse(decimalsSchema, Number(await call('decimals')));
    if (!read.success) throw new Error(`decimals: ${read.issues[0].message}`);
    decimals = read.output;
  } catch (cause) {
    // A revert, or data that is no uint8, says the address is not a token. Anything else
    // (unreachable, HTTP error, timeout, a node error such as a rate limit) says nothing about it.
    if (cause instanceof RpcCallError && !isRevert(cause)) {
      const unreachable = messageRef(tokenPickerMessages, 'rpcUnreachable', { chain: chain.name });
      throw new TokenMetadataError(unreachable, { code: 'RPC_ERROR', cause });
    }
    throw new TokenMetadataError(messageRef(tokenPickerMessages, 'notErc20'), { cause });
  }
  // Symbol and name are optional in ERC-20 and only shown as the chain's own words.
  const [symbol, name] = await Promise.allSettled([call('symbol'), call('name')]);
  return {
    decimals,
    symbol: symbol.status === 'fulfilled' ? cleanText(String(symbol.value)) : undefined,
    name: name.status === 'fulfilled' ? cleanText(String(name.value)) : undefined,
  };
}

/** A JSON-RPC `execution reverted` (code 3 on geth and anvil; some nodes only say it in words). */
function isRevert(error: RpcCallError): boolean {
  return (
    error.rpcCode === 3 || (error.rpcCode !== undefined && /revert/i.test(error.details ?? ''))
  );
}

/** On-chain strings are arbitrary: keep printable characters, at most 32. */
function cleanText(text: string): string | undefined {
  const cleaned = text
    .replace(/[^\p{L}\p{N}\p{P}\p{S} ]/gu, '')
    .trim()
    .slice(0, 32);
  return cleaned || undefined;
}
