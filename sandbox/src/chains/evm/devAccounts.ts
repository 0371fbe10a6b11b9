import { pbkdf2Sync } from 'node:crypto';
import { type Hex, toHex } from 'viem';
import { HDKey, hdKeyToAccount } from 'viem/accounts';

/** anvil's default mnemonic: every fresh anvil funds its first accounts with 10,000 ETH. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** Roles by HD index: users get 0..4 (what wallets import), the operator keys sit at the end. */
export const DEV_ACCOUNT_COUNT = 5;
/** Fills gasless orders on the settlement contract (chains/evm/orderSolver.ts). */
export const SOLVER_INDEX = 7;
export const RELAYER_INDEX = 8;
export const DEPLOYER_INDEX = 9;

export interface EvmDevAccount {
  address: Hex;
  privateKey: Hex;
}

let masterKey: HDKey | undefined;

/**
 * The mnemonic's master key, made once: its BIP-39 seed is PBKDF2-HMAC-SHA512 over 2048 rounds,
 * which viem's `mnemonicToAccount` ran in JavaScript for every account (about 70 ms each, eight
 * per sandbox start, and one start per sandbox test file). Node's native PBKDF2 makes the same seed.
 */
function anvilMasterKey(): HDKey {
  masterKey ??= HDKey.fromMasterSeed(
    pbkdf2Sync(ANVIL_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'),
  );
  return masterKey;
}

export function evmAccountAt(addressIndex: number): EvmDevAccount {
  const account = hdKeyToAccount(anvilMasterKey(), { addressIndex });
  const key = account.getHdKey().privateKey;
  if (!key) throw new Error(`no private key derived for index ${addressIndex}`);
  return { address: account.address, privateKey: toHex(key) };
}

export function evmDevAccounts(count = DEV_ACCOUNT_COUNT): EvmDevAccount[] {
  return Array.from({ length: count }, (_, i) => evmAccountAt(i));
}
