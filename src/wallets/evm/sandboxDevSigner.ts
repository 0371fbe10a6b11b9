import type { LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * The sandbox dev key's account, the signing half of the sandbox dev wallet, loaded with
 * `import()` on first use: viem's secp256k1 code stays out of the initial bundle for everyone who
 * never signs with it.
 */
export function createDevAccount(privateKey: `0x${string}`, expectedAddress: string): LocalAccount {
  const account = privateKeyToAccount(privateKey);
  if (account.address.toLowerCase() !== expectedAddress.toLowerCase()) {
    throw new Error('Sandbox dev key does not match its address');
  }
  return account;
}
