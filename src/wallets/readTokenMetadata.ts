import * as v from 'valibot';
import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem';
import type { Chain } from '../api/types';
import { tokenPickerMessages } from '../i18n/en/tokenPicker';
import { messageRef } from '../lib/messageRef';
import {
  type ShortMessage,
  WidgetError,
  type WidgetErrorCode,
  type WidgetErrorOptions,
} from '../lib/widgetError';
import { jsonRpc, RpcCallError } from './jsonRpc';

/** What the chain itself says about a token the API does not list. */
export interface OnChainTokenMetadata {
  decimals: number;
  symbol?: string;
  name?: string;
}

/**
 * A token that cannot be checked on its chain: `INVALID_TOKEN` when the chain says the address is
 * no token, `RPC_ERROR` when the chain could not be asked, `UNSUPPORTED_NETWORK` when the widget
 * cannot check tokens of that network type (or the chain has no RPC).
 */
export class TokenMetadataError extends WidgetError {
  override name = 'TokenMetadataError';
  constructor(
    shortMessage: ShortMessage,
    options: WidgetErrorOptions & {
      code?: Extract<WidgetErrorCode, 'INVALID_TOKEN' | 'RPC_ERROR' | 'UNSUPPORTED_NETWORK'>;
    } = {},
  ) {
    super(options.code ?? 'INVALID_TOKEN', shortMessage, options);
  }
}

const decimalsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255));
const splSupplySchema = v.object({ value: v.object({ decimals: decimalsSchema }) });

/**
 * Reads decimals (and symbol/name where the standard has them) from the chain's RPC, so an
 * unlisted token's amounts are never converted with a guessed number of decimals. EVM: ERC-20
 * `decimals`/`symbol`/`name`; Solana: `getTokenSupply` of the mint. Other network types cannot
 * be checked here and are refused.
 */
export async function readTokenMetadata(
  chain: Chain,
  address: string,
  signal?: AbortSignal,
): Promise<OnChainTokenMetadata> {
  const rpcUrl = chain.rpcUrls[0];
  if (!rpcUrl) {
    throw new TokenMetadataError(messageRef(tokenPickerMessages, 'noRpc', { chain: chain.name }), {
      code: 'UNSUPPORTED_NETWORK',
      details: `chain ${chain.chainId} lists no rpcUrls`,
    });
  }
  if (chain.networkType === 'evm') return readErc20(chain, rpcUrl, address as Address, signal);
  if (chain.networkType === 'sol') return readSplMint(rpcUrl, address, signal);
  const cannotCheck = messageRef(tokenPickerMessages, 'cannotCheck', { chain: chain.name });
  throw new TokenMetadataError(cannotCheck, {
    code: 'UNSUPPORTED_NETWORK',
    details: `network type ${chain.networkType}`,
  });
}

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
 * Plain `eth_call`s over fetch: a viem public client would bring every public action (and
 * secp256k1) into the initial bundle for three reads.
 */
async function readErc20(
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

/** A signal that aborts after `ms`, or earlier with `parent`; `clear` drops the timer. */
function abortAfter(ms: number, parent?: AbortSignal): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${ms} ms`)), ms);
  const onAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onAbort();
  else parent?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onAbort);
    },
  };
}

async function readSplMint(
  rpcUrl: string,
  mint: string,
  signal?: AbortSignal,
): Promise<OnChainTokenMetadata> {
  let result: unknown;
  try {
    result = await jsonRpc(rpcUrl, 'getTokenSupply', [mint], signal);
  } catch (cause) {
    // A node's own error (an account that is no mint) says the address is not a token; anything
    // else (unreachable, HTTP error, an unreadable body) says nothing about it.
    if (!(cause instanceof RpcCallError) || cause.rpcCode === undefined) {
      const unreachable = messageRef(tokenPickerMessages, 'rpcUnreachable', { chain: 'Solana' });
      throw new TokenMetadataError(unreachable, { code: 'RPC_ERROR', cause });
    }
    throw new TokenMetadataError(messageRef(tokenPickerMessages, 'notSplMint'), { cause });
  }
  const parsed = v.safeParse(splSupplySchema, result);
  if (!parsed.success) {
    throw new TokenMetadataError(messageRef(tokenPickerMessages, 'notSplMint'), {
      details: `getTokenSupply ${mint}: ${JSON.stringify(result)?.slice(0, 200)}`,
    });
  }
  return { decimals: parsed.output.value.decimals };
}

/** On-chain strings are arbitrary: keep printable characters, at most 32. */
function cleanText(text: string): string | undefined {
  const cleaned = text
    .replace(/[^\p{L}\p{N}\p{P}\p{S} ]/gu, '')
    .trim()
    .slice(0, 32);
  return cleaned || undefined;
}
