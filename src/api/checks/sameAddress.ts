/**
 * Whether two addresses from API answers name the same thing without knowing the network type:
 * hex (EVM) compares without case, everything else (base58, bech32, denoms) exactly, which can
 * only make a check stricter.
 */
export function sameAddress(a: string, b: string): boolean {
  const hex = /^0x[0-9a-fA-F]+$/;
  if (hex.test(a) && hex.test(b)) return a.toLowerCase() === b.toLowerCase();
  return a === b;
}
