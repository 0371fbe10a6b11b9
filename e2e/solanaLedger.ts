import { E2E_PORTS } from './ports';

/**
 * The sandbox's Solana ledger read the way a wallet would: JSON-RPC on the e2e Solana port, at
 * `confirmed` (what the widget waits for).
 */

export async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${E2E_PORTS.solana}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) {
    throw new Error(`${method}: ${body.error?.message ?? `HTTP ${res.status}`}`);
  }
  return body.result;
}

/** `owner`'s lamports. */
export async function lamportsOf(owner: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>('getBalance', [
    owner,
    { commitment: 'confirmed' },
  ]);
  return BigInt(value);
}

interface ParsedTokenAccount {
  account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } };
}

/** `owner`'s balance of the SPL token `mint`, in its smallest unit, over all its token accounts. */
export async function splBalanceOf(owner: string, mint: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: ParsedTokenAccount[] }>('getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ]);
  return value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
}

/** The fee in lamports the transaction `signature` paid. */
export async function solanaFeeOf(signature: string): Promise<bigint> {
  const tx = await solanaRpc<{ meta: { fee: number } }>('getTransaction', [
    signature,
    { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ]);
  return BigInt(tx.meta.fee);
}
