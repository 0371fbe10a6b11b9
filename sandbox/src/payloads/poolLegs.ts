import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { memoInstruction } from '../chains/solana/swapInstructions';
import { hashBytes } from '../random';
import type { PayloadInput } from './types';

/**
 * The pools a long lite route goes through besides its direct one (fault `longLiteRoutes`,
 * quoting/longLiteRoutes.ts), as an aggregator's swap carries them: each pool's accounts (its
 * state and its two token vaults, in none of the provider's lookup tables, so 32 bytes each in
 * the transaction) ride on the swap instruction, and the route plan names each leg in a Memo.
 * Nothing on the ledger reads them: the pool accounts are read-only and hold nothing (the
 * transfer and the solver ignore accounts past their own), and the plan is only text.
 */

/** Pool `n` of the step's pair at `provider`: deterministic keys nobody holds. */
function poolAccounts({ step, plan }: PayloadInput, n: number): PublicKey[] {
  const pool = ['pool', plan.provider, step.from.address, step.to.address, n];
  return ['state', 'vault-in', 'vault-out'].map(
    (role) => new PublicKey(hashBytes('sandbox', ...pool, role)),
  );
}

/**
 * `swap` with the step's extra pools on it, and the memo stating its route plan
 * (`route|<provider>|<pool>:<vault in>><vault out>|…`); the swap alone without extra pools.
 */
export function throughPools(
  input: PayloadInput,
  swap: TransactionInstruction,
): { swap: TransactionInstruction; routePlan?: TransactionInstruction } {
  const count = input.plan.extraPools ?? 0;
  if (count <= 0) return { swap };
  const pools = Array.from({ length: count }, (_, n) => poolAccounts(input, n));
  const user = swap.keys.find((k) => k.isSigner)?.pubkey;
  if (!user) throw new Error('the swap has no signer');
  return {
    swap: new TransactionInstruction({
      programId: swap.programId,
      keys: [
        ...swap.keys,
        ...pools.flat().map((pubkey) => ({ pubkey, isSigner: false, isWritable: false })),
      ],
      data: swap.data,
    }),
    routePlan: memoInstruction(
      [
        'route',
        input.plan.provider,
        ...pools.map(([state, vaultIn, vaultOut]) => `${state}:${vaultIn}>${vaultOut}`),
      ].join('|'),
      user,
    ),
  };
}
