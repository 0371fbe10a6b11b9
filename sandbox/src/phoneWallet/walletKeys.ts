import { base58 } from '@scure/base';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { DevAccounts } from '../devAccounts';

/**
 * One dev account on each network, with what signs for it. DEVELOPMENT KEYS: public knowledge.
 * Account 0 is the one the widget's development wallets use (`/__sandbox/accounts`' first of each
 * list); the wallet's "wrong account" mode answers with account 1.
 */
export interface WalletKeys {
  evm: PrivateKeyAccount;
  /** base58 public key and the 32-byte Ed25519 seed. */
  solana: { address: string; seed: Uint8Array };
  /** `T…` address and the hex key (no `0x`). */
  tron: { address: string; privateKey: string };
  /** bech32 address, hex key (no `0x`) and hex compressed public key. */
  cosmos: { address: string; privateKey: string; publicKey: string };
}

export function walletKeys(accounts: DevAccounts, index: number): WalletKeys {
  const [evm, solana, tron, cosmos] = [
    accounts.evm[index],
    accounts.solana[index],
    accounts.tron[index],
    accounts.cosmos[index],
  ];
  if (!evm || !solana || !tron || !cosmos) {
    throw new Error(`the sandbox has no dev account ${index} on every network`);
  }
  return {
    evm: privateKeyToAccount(evm.privateKey),
    solana: { address: solana.publicKey, seed: base58.decode(solana.secretKey).subarray(0, 32) },
    tron: { address: tron.address, privateKey: tron.privateKey },
    cosmos: cosmos,
  };
}
