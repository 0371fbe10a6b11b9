import { base58, base64 } from '@scure/base';
import { NATIVE_SOL_ADDRESSES } from '../../lib/nativeAddresses';
import { jsonRpc, RpcCallError } from '../jsonRpc';

/**
 * Solana balances over plain JSON-RPC (no web3.js, so balances work before the lazily loaded
 * wallet stack is there). Token accounts are requested base64-encoded and decoded here: the first
 * 72 bytes of an SPL token account are mint (32), owner (32), amount (u64 LE) for both the Token
 * and the Token-2022 program, so no `jsonParsed` support is needed from the RPC.
 */

const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EHFLwsTZcd74WGk7Yaz';

interface RpcValue<T> {
  value: T;
}
interface KeyedAccount {
  pubkey: string;
  account: { data: [string, string] | string };
}

/**
 * Every balance `owner` holds, by address: SOL under each of `NATIVE_SOL_ADDRESSES`, each SPL
 * token under its mint.
 */
export async function readSolanaBalances(
  rpcUrl: string,
  owner: string,
  signal?: AbortSignal,
): Promise<Map<string, bigint>> {
  const [sol, spl] = await Promise.all([
    getSolBalance(rpcUrl, owner, signal),
    getSplBalances(rpcUrl, owner, signal),
  ]);
  const out = new Map<string, bigint>();
  for (const native of NATIVE_SOL_ADDRESSES) out.set(native, sol);
  for (const [mint, amount] of spl) {
    // A wrapped-SOL token account is not what a "SOL" listing spends: the account's SOL is.
    if (!NATIVE_SOL_ADDRESSES.has(mint)) out.set(mint, amount);
  }
  return out;
}

async function getSolBalance(rpcUrl: string, owner: string, signal?: AbortSignal) {
  const res = await jsonRpc<RpcValue<number> | number>(
    rpcUrl,
    'getBalance',
    [owner, { commitment: 'confirmed' }],
    signal,
  );
  return BigInt(typeof res === 'number' ? res : res.value);
}

/** Token balances by mint address (summed over the owner's token accounts; zero ones dropped). */
async function getSplBalances(
  rpcUrl: string,
  owner: string,
  signal?: AbortSignal,
): Promise<Map<string, bigint>> {
  const out = new Map<string, bigint>();
  const lists = await Promise.all(
    [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
      jsonRpc<RpcValue<KeyedAccount[]>>(
        rpcUrl,
        'getTokenAccountsByOwner',
        [owner, { programId }, { encoding: 'base64', commitment: 'confirmed' }],
        signal,
      ).catch((err: unknown) => {
        // An RPC without Token-2022 support answers an error for that program only.
        if (programId === TOKEN_2022_PROGRAM_ID && err instanceof RpcCallError)
          return { value: [] };
        throw err;
      }),
    ),
  );
  for (const { value } of lists) {
    for (const acc of value) {
      const decoded = decodeTokenAccount(acc.account.data);
      if (!decoded || decoded.amount === 0n) continue;
      out.set(decoded.mint, (out.get(decoded.mint) ?? 0n) + decoded.amount);
    }
  }
  return out;
}

export function decodeTokenAccount(
  data: [string, string] | string,
): { mint: string; amount: bigint } | undefined {
  const text = Array.isArray(data) ? data[0] : data;
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(text);
  } catch {
    return undefined;
  }
  if (bytes.length < 72) return undefined;
  const mint = base58.encode(bytes.subarray(0, 32));
  let amount = 0n;
  for (let i = 71; i >= 64; i--) amount = (amount << 8n) | BigInt(bytes[i] ?? 0);
  return { mint, amount };
}
