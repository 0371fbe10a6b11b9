import { pbkdf2Sync } from 'node:crypto';
import { type Hex, toHex } from 'viem';
import { HDKey, privateKeyToAccount } from 'viem/accounts';

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

let addressNode: HDKey | undefined;
/**
 * Accounts already derived: each costs a few elliptic-curve multiplications in JavaScript, and
 * every EVM chain's deployment (three a sandbox start) asked for the same eight.
 */
const derived = new Map<number, EvmDevAccount>();

/**
 * The mnemonic's node m/44'/60'/0'/0, made once: its BIP-39 seed is PBKDF2-HMAC-SHA512 over 2048
 * rounds, which viem's `mnemonicToAccount` ran in JavaScript for every account (about 70 ms each,
 * eight per sandbox start, and one start per sandbox test file). Node's native PBKDF2 makes the
 * same seed, and each account is one child of this node (what viem's `hdKeyToAccount` derives).
 */
function anvilAddressNode(): HDKey {
  addressNode ??= HDKey.fromMasterSeed(
    pbkdf2Sync(ANVIL_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'),
  ).derive("m/44'/60'/0'/0");
  return addressNode;
}

export function evmAccountAt(addressIndex: number): EvmDevAccount {
  const known = derived.get(addressIndex);
  if (known) return { ...known };
  const key = anvilAddressNode().deriveChild(addressIndex).privateKey;
  if (!key) throw new Error(`no private key derived for index ${addressIndex}`);
  const privateKey = toHex(key);
  const account = { address: privateKeyToAccount(privateKey).address, privateKey };
  derived.set(addressIndex, account);
  return { ...account };
}

export function evmDevAccounts(count = DEV_ACCOUNT_COUNT): EvmDevAccount[] {
  return Array.from({ length: count }, (_, i) => evmAccountAt(i));
}
