/** Payments out of the solver vault (deliveries, refunds), as real ledger transactions. */
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import { DeliveryError } from '../errors';
import { sendInstructions } from './sendInstructions';
import type { SolanaChain } from './startSolanaLedger';

/** Pays `amount` of `token` ('SOL' or a mint) from the vault to `recipient`; returns the signature. */
export function payFromVault(
  chain: Pick<SolanaChain, 'ledger' | 'vault' | 'mints'>,
  token: string,
  recipient: string,
  amount: bigint,
): string {
  const owner = chain.vault.owner;
  const to = new PublicKey(recipient);
  if (token === 'SOL') {
    return sendInstructions(chain.ledger, owner, [
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: to, lamports: amount }),
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
  ]).signature;
}
