import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { tokenSpecs } from '../catalog/tokens';
import type { PayloadInput } from './types';

/** Whole tokens `solForeignTransfer` takes. */
const TAKEN_TOKENS = 1_000n;

/**
 * Fault `solForeignTransfer`: the Token program (the route's own, so an allowed program) moves
 * 1,000 of a token outside the route (BONK, else USDT) from the user's account to `attacker`'s,
 * which the user pays to open first (the Associated Token Account program, also allowed). The
 * user stays the only signer: no shape check sees it, only the transaction's effect.
 */
export function foreignTransferInstructions(
  input: PayloadInput,
  user: PublicKey,
  attacker: PublicKey,
): TransactionInstruction[] {
  const route = [input.step.from.address, input.step.to.address];
  const tokens = tokenSpecs(input.deployment).sol ?? [];
  const token = ['BONK', 'USDT']
    .map((symbol) => tokens.find((t) => t.symbol === symbol))
    .find((t) => t !== undefined && !route.includes(t.address));
  if (!token) throw new Error('no Solana token outside the route to take');
  const mint = new PublicKey(token.address);
  const theirs = getAssociatedTokenAddressSync(mint, attacker, true);
  return [
    createAssociatedTokenAccountIdempotentInstruction(user, theirs, attacker, mint),
    createTransferInstruction(
      getAssociatedTokenAddressSync(mint, user, true),
      theirs,
      user,
      TAKEN_TOKENS * 10n ** BigInt(token.decimals),
    ),
  ];
}
