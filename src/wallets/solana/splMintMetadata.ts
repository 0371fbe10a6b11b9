import * as v from 'valibot';
import { tokenPickerMessages } from '../../i18n/en/tokenPicker';
import { messageRef } from '../../lib/messageRef';
import { jsonRpc, RpcCallError } from '../jsonRpc';
import { type OnChainTokenMetadata, TokenMetadataError } from '../tokenMetadataError';

const decimalsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255));
const splSupplySchema = v.object({ value: v.object({ decimals: decimalsSchema }) });

/** A mint's decimals, from `getTokenSupply` (an SPL mint has no symbol or name of its own). */
export async function readSplMintMetadata(
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
