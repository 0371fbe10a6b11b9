import { base58 } from '@scure/base';
import { Keypair } from '@solana/web3.js';
import * as v from 'valibot';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

/**
 * The funded development wallets, as any client gets them: from `GET /__sandbox/accounts`
 * (development keys, never for real funds).
 */
export interface DevWallets {
  evm: PrivateKeyAccount[];
  solana: Keypair[];
}

const AccountsSchema = v.object({
  evm: v.array(
    v.object({
      address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
      privateKey: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)),
    }),
  ),
  solana: v.array(v.object({ publicKey: v.string(), secretKey: v.string() })),
});

/** `origin` is the sandbox's origin, without `/v1`. */
export async function loadDevWallets(origin: string): Promise<DevWallets> {
  const response = await fetch(`${origin}/__sandbox/accounts`);
  if (!response.ok) throw new Error(`/__sandbox/accounts answered ${response.status}`);
  const accounts = v.parse(AccountsSchema, await response.json());
  return {
    evm: accounts.evm.map((a) => {
      const account = privateKeyToAccount(a.privateKey as `0x${string}`);
      if (account.address.toLowerCase() !== a.address.toLowerCase()) {
        throw new Error(`dev account ${a.address}: the key belongs to ${account.address}`);
      }
      return account;
    }),
    solana: accounts.solana.map((a) => {
      const keypair = Keypair.fromSecretKey(base58.decode(a.secretKey));
      if (keypair.publicKey.toBase58() !== a.publicKey) {
        throw new Error(`dev account ${a.publicKey}: the key belongs to ${keypair.publicKey}`);
      }
      return keypair;
    }),
  };
}
