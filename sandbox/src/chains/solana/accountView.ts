/** Renders ledger accounts the way a Solana RPC node does for getAccountInfo and friends. */

import { base58, base64 } from '@scure/base';
import type { LiteSVM } from 'litesvm';
import { svmAddress } from './svmInterop';
import { readMint, readTokenAccount, TOKEN_PROGRAM_IDS } from './tokenLayout';

export type AccountEncoding = 'base64' | 'base58' | 'base64+zstd' | 'jsonParsed';

/** u64::MAX, what nodes report as rentEpoch for rent-exempt accounts (a JSON number, as theirs). */
export const RENT_EPOCH_EXEMPT = Number(2n ** 64n - 1n);

export function accountView(
  svm: LiteSVM,
  address: string,
  encoding: AccountEncoding = 'base64',
  dataSlice?: { offset: number; length: number },
): Record<string, unknown> | null {
  const account = svm.getAccount(svmAddress(address));
  if (!account.exists) return null;
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data;
  const common = {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: RENT_EPOCH_EXEMPT,
    space: account.data.length,
  };
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenData(svm, account.programAddress, account.data);
    if (parsed) return { ...common, data: parsed };
    return { ...common, data: [base64.encode(data), 'base64'] };
  }
  if (encoding === 'base58') return { ...common, data: [base58.encode(data), 'base58'] };
  return { ...common, data: [base64.encode(data), 'base64'] };
}

export function uiTokenAmount(amount: bigint, decimals: number) {
  const scale = 10n ** BigInt(decimals);
  const whole = amount / scale;
  // The fraction's digits without trailing zeros: drop them from the number, then pad.
  let rest = amount % scale;
  let digits = decimals;
  while (rest > 0n && rest % 10n === 0n) {
    rest /= 10n;
    digits--;
  }
  const fraction = rest === 0n ? '' : rest.toString().padStart(digits, '0');
  const uiAmountString = fraction ? `${whole}.${fraction}` : `${whole}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

function parseTokenData(svm: LiteSVM, owner: string, data: Uint8Array) {
  if (!TOKEN_PROGRAM_IDS.has(owner)) return undefined;
  const program = owner.startsWith('TokenzQd') ? 'spl-token-2022' : 'spl-token';
  const token = readTokenAccount(data);
  if (token) {
    const mint = svm.getAccount(svmAddress(token.mint));
    const decimals = mint.exists ? (readMint(mint.data)?.decimals ?? 0) : 0;
    const info: Record<string, unknown> = {
      isNative: token.isNative,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: uiTokenAmount(token.amount, decimals),
    };
    if (token.delegate) info.delegate = token.delegate;
    if (token.rentExemptReserve !== null) {
      info.rentExemptReserve = uiTokenAmount(token.rentExemptReserve, 9);
    }
    return { program, parsed: { info, type: 'account' }, space: data.length };
  }
  const mint = readMint(data);
  if (mint) {
    return {
      program,
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
        type: 'mint',
      },
      space: data.length,
    };
  }
  return undefined;
}
