import { pbkdf2Sync } from 'node:crypto';
import { bytesToHex, type Hex } from 'viem';
import { HDKey, privateKeyToAccount } from 'viem/accounts';
import { ANVIL_MNEMONIC, DEV_ACCOUNT_COUNT } from '../evm/devAccounts';
import { formatAddress, fromEvmAddress } from './address';

/**
 * The ledger's development accounts: what a Tron wallet derives from anvil's "test … junk"
 * mnemonic on Tron's path (m/44'/195'/0'/0/i, coin type 195), so TronLink given that phrase shows
 * the same accounts. DEVELOPMENT ONLY: these keys are public knowledge.
 */
export interface TronDevAccount {
  /** Base58, `T…`. */
  address: string;
  /** `41…`, 42 hex digits. */
  hexAddress: string;
  /** 64 hex digits, no `0x`, as Tron wallets import keys. */
  privateKey: string;
  /** The same account on the ledger's anvil. */
  evm: { address: Hex; privateKey: Hex };
}

export function tronDevAccounts(count = DEV_ACCOUNT_COUNT): TronDevAccount[] {
  // The BIP-39 seed, as viem's mnemonicToAccount derives it, stretched once; m/44'/195'/0'/0 is
  // derived once too, each account being one child of it (each derivation is curve arithmetic).
  const addressNode = HDKey.fromMasterSeed(
    pbkdf2Sync(ANVIL_MNEMONIC, 'mnemonic', 2048, 64, 'sha512'),
  ).derive("m/44'/195'/0'/0");
  return Array.from({ length: count }, (_, i) => {
    const key = addressNode.deriveChild(i).privateKey;
    if (!key) throw new Error(`no private key derived for Tron index ${i}`);
    const privateKey = bytesToHex(key);
    const evmAddress = privateKeyToAccount(privateKey).address;
    const bytes = fromEvmAddress(evmAddress);
    return {
      address: formatAddress(bytes, true),
      hexAddress: formatAddress(bytes, false),
      privateKey: privateKey.slice(2),
      evm: { address: evmAddress, privateKey },
    };
  });
}
