/** Payments out of the solver vault (deliveries, refunds), as real ledger transactions. */
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { DeliveryError } from '../errors';
import { MEMO_PROGRAM_ID } from './keys';
import { sendInstructions } from './sendInstructions';
import type { SolanaChain } from './startSolanaLedger';

/**
 * Pays `amount` of `token` ('SOL' or a mint) from the vault to `recipient`; returns the signature.
 * `reference` (what the payment is for, e.g. `pay:<source signature>`) goes in a memo: two equal
 * payments within one blockhash would otherwise be the same transaction, and the second would be
 * refused as already processed.
 */
export function payFromVault(
  chain: Pick<SolanaChain, 'ledger' | 'vault' | 'mints'>,
  token: string,
  recipient: string,
  amount: bigint,
  reference: string,
): string {
  const owner = chain.vault.owner;
  const to = new PublicKey(recipient);
  const memo = new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [],
    data: Buffer.from(`sbx-${reference}`, 'utf8'),
  });
  if (token === 'SOL') {
    return sendInstructions(chain.ledger, owner, [
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: to, lamports: amount }),
      memo,
    ]).signature;
  }
  const mint = chain.mints.find((m) => m.address === token);
  const source = chain.vault.tokenAccounts[token];
  if (!mint || !source)
    throw new DeliveryError('The solver holds no such token', { details: token });
  const mintKey = new PublicKey(mint.address);
  const ata = getAssociatedTokenAddressSync(mintKey, to, true);
  return sendInstructions(chain.ledger, owner, [
    createAssociatedTokenAccountIdempotentInstruction(owner.publicKey, ata, to, mintKey),
    createTransferCheckedInstruction(
      new PublicKey(source),
      mintKey,
      ata,
      owner.publicKey,
      amount,
      mint.decimals,
    ),
    memo,
  ]).signature;
}
