/** Reads SPL Token (and Token-2022 base) account and mint layouts from raw account data. */
import {
  AccountLayout,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';

export const TOKEN_PROGRAM_IDS = new Set<string>([
  TOKEN_PROGRAM_ID.toBase58(),
  TOKEN_2022_PROGRAM_ID.toBase58(),
]);

export interface TokenAccountData {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: 'uninitialized' | 'initialized' | 'frozen';
  isNative: boolean;
  rentExemptReserve: bigint | null;
}

export interface MintData {
  decimals: number;
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  isInitialized: boolean;
}

const TOKEN_ACCOUNT_SIZE = AccountLayout.span; // 165
const MINT_SIZE = MintLayout.span; // 82

export function readTokenAccount(data: Uint8Array): TokenAccountData | undefined {
  // Token-2022 accounts are longer (extensions) with the account type byte at 165.
  if (
    data.length < TOKEN_ACCOUNT_SIZE ||
    (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] !== 2)
  ) {
    return undefined;
  }
  const raw = AccountLayout.decode(data.subarray(0, TOKEN_ACCOUNT_SIZE));
  if (raw.state === 0) return undefined;
  return {
    mint: new PublicKey(raw.mint).toBase58(),
    owner: new PublicKey(raw.owner).toBase58(),
    amount: BigInt(raw.amount),
    delegate: raw.delegateOption ? new PublicKey(raw.delegate).toBase58() : null,
    state: raw.state === 2 ? 'frozen' : 'initialized',
    isNative: raw.isNativeOption === 1,
    rentExemptReserve: raw.isNativeOption ? BigInt(raw.isNative) : null,
  };
}

export function readMint(data: Uint8Array): MintData | undefined {
  if (data.length < MINT_SIZE || (data.length > MINT_SIZE && data.length < TOKEN_ACCOUNT_SIZE)) {
    return undefined;
  }
  if (data.length > MINT_SIZE && data[TOKEN_ACCOUNT_SIZE] !== 1) return undefined;
  const raw = MintLayout.decode(data.subarray(0, MINT_SIZE));
  return {
    decimals: raw.decimals,
    supply: BigInt(raw.supply),
    mintAuthority: raw.mintAuthorityOption ? new PublicKey(raw.mintAuthority).toBase58() : null,
    freezeAuthority: raw.freezeAuthorityOption
      ? new PublicKey(raw.freezeAuthority).toBase58()
      : null,
    isInitialized: raw.isInitialized,
  };
}
