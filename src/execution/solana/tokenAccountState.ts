/**
 * An SPL token account as its data says (the Token program's 165-byte `Account`; Token-2022's
 * starts the same and, with extensions, carries its account type, 2, at byte 165). Read here,
 * not with @solana/spl-token (a development dependency of the widget): the effect check needs
 * these fields only.
 */
import { base58 } from '@scure/base';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

const ACCOUNT_SIZE = 165;
/** A multisig's size: Token-2022 never gives an account with extensions this length. */
const MULTISIG_SIZE = 355;
const ACCOUNT_TYPE_ACCOUNT = 2;
const ACCOUNT_TYPE_MINT = 1;
const MINT_SIZE = 82;

export interface TokenAccountState {
  mint: string;
  /** Who may move its tokens, close it or change it. */
  owner: string;
  amount: bigint;
  delegate: string | null;
  /** How much the delegate may still move (0 without one). */
  delegatedAmount: bigint;
  closeAuthority: string | null;
  /** Wrapped SOL: the account's lamports beyond its rent reserve are its tokens. */
  isNative: boolean;
}

/** The token account `data` holds, when a token program (`programOwner`) owns it; else undefined. */
export function readTokenAccount(
  programOwner: string,
  data: Uint8Array,
): TokenAccountState | undefined {
  if (programOwner !== TOKEN_PROGRAM && programOwner !== TOKEN_2022_PROGRAM) return undefined;
  const extended =
    programOwner === TOKEN_2022_PROGRAM &&
    data.length > ACCOUNT_SIZE &&
    data.length !== MULTISIG_SIZE &&
    data[ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT;
  if (data.length !== ACCOUNT_SIZE && !extended) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const state = data[108];
  if (state === 0 || state === undefined || state > 2) return undefined; // uninitialized
  const key = (offset: number) => base58.encode(data.subarray(offset, offset + 32));
  const optionalKey = (offset: number) =>
    view.getUint32(offset, true) === 1 ? key(offset + 4) : null;
  return {
    mint: key(0),
    owner: key(32),
    amount: view.getBigUint64(64, true),
    delegate: optionalKey(72),
    isNative: view.getUint32(109, true) === 1,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: optionalKey(129),
  };
}

/** A mint's decimals (byte 44 of the Token program's `Mint`, Token-2022's too); else undefined. */
export function readMintDecimals(programOwner: string, data: Uint8Array): number | undefined {
  if (programOwner !== TOKEN_PROGRAM && programOwner !== TOKEN_2022_PROGRAM) return undefined;
  const mint =
    data.length === MINT_SIZE ||
    (programOwner === TOKEN_2022_PROGRAM &&
      data.length > ACCOUNT_SIZE &&
      data[ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT);
  return mint ? data[44] : undefined;
}
