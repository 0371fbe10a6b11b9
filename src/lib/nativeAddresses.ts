// The native coins' pseudo-addresses: the balance readers and the engine use them, which load
// after the first paint, so they are not in `addresses.ts` (in the first load: the placeholders).
/** The EVM "native coin" pseudo-address, `0xeeee…eeee`, in any letter case. */
export const NATIVE_EVM_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export function isNativeEvmAddress(address: string): boolean {
  return address.toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
}

/**
 * Addresses that mean SOL itself. Token lists (and the sandbox) often list SOL under the
 * wrapped-SOL mint, as Solana aggregators do: the swap wraps the user's SOL, so the balance that
 * matters is the account's SOL, not a wrapped-SOL token account.
 */
export const NATIVE_SOL_ADDRESSES: ReadonlySet<string> = new Set([
  '11111111111111111111111111111111',
  'So11111111111111111111111111111111111111111',
  'So11111111111111111111111111111111111111112',
]);
