import { type Chain, createWalletClient, http, type WalletClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * The signing half of the sandbox dev wallet, loaded with `import()` on first use: viem's wallet
 * client and secp256k1 code stay out of the initial bundle for everyone who never signs with it.
 */
export function createDevWalletClient(
  privateKey: `0x${string}`,
  expectedAddress: string,
  chain: Chain,
): WalletClient {
  const account = privateKeyToAccount(privateKey);
  if (account.address.toLowerCase() !== expectedAddress.toLowerCase()) {
    throw new Error('Sandbox dev key does not match its address');
  }
  return createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) });
}
