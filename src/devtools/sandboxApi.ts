import * as v from 'valibot';
import { WidgetError } from '../lib/widgetError';

/**
 * The sandbox's development endpoints (`<origin>/__sandbox/*`, outside the versioned API): its
 * health probe and its development keys. Development builds only (see `loadSandboxDevTools.ts`).
 */

function sandboxOrigin(apiUrl: string): string | undefined {
  try {
    return new URL(apiUrl).origin;
  } catch {
    return undefined;
  }
}

const healthSchema = v.object({ ok: v.literal(true) });

/** True when `<origin>/__sandbox/health` answers `{ ok: true }`; false on any other outcome. */
export async function probeSandbox(apiUrl: string, signal?: AbortSignal): Promise<boolean> {
  const origin = sandboxOrigin(apiUrl);
  if (!origin) return false;
  try {
    const res = await fetch(`${origin}/__sandbox/health`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return false;
    return v.safeParse(healthSchema, await res.json()).success;
  } catch (err) {
    if (signal?.aborted) throw err;
    return false;
  }
}

const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/));
const accountsSchema = v.object({
  evm: v.array(
    v.object({
      address: v.pipe(hex, v.length(42)),
      privateKey: v.pipe(hex, v.length(66)),
    }),
  ),
  solana: v.array(
    v.object({
      publicKey: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
      /** base58 of the 64-byte secret key. */
      secretKey: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/)),
    }),
  ),
  tron: v.optional(
    v.array(
      v.object({
        address: v.pipe(v.string(), v.regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)),
        /** 64 hex digits, no `0x`, as Tron wallets import keys. */
        privateKey: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/)),
      }),
    ),
  ),
  // A sandbox from before its Cosmos ledger lists none.
  cosmos: v.optional(
    v.array(
      v.object({
        address: v.pipe(v.string(), v.regex(/^cosmos1[02-9ac-hj-np-z]{38}$/)),
        /** 32-byte secp256k1 key, hex without `0x`. */
        privateKey: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
      }),
    ),
  ),
});

export interface SandboxAccounts {
  evm: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>;
  solana: Array<{ publicKey: string; secretKey: string }>;
  tron?: Array<{ address: string; privateKey: string }> | undefined;
  cosmos?: Array<{ address: string; privateKey: string }> | undefined;
}

class SandboxAccountsError extends WidgetError {
  override name = 'SandboxAccountsError';
  constructor(details: string) {
    super('SANDBOX_UNAVAILABLE', 'The sandbox development wallet is unavailable.', { details });
  }
}

/** The sandbox's development keys (public test keys, funded on the local chains only). */
export async function fetchSandboxAccounts(
  apiUrl: string,
  signal?: AbortSignal,
): Promise<SandboxAccounts> {
  const origin = sandboxOrigin(apiUrl);
  if (!origin) throw new SandboxAccountsError(`Invalid API URL: ${apiUrl.slice(0, 100)}`);
  const res = await fetch(`${origin}/__sandbox/accounts`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new SandboxAccountsError(`GET /__sandbox/accounts: HTTP ${res.status}`);
  const parsed = v.safeParse(accountsSchema, await res.json());
  if (!parsed.success) {
    throw new SandboxAccountsError(`GET /__sandbox/accounts: ${v.summarize(parsed.issues)}`);
  }
  return parsed.output as SandboxAccounts;
}
