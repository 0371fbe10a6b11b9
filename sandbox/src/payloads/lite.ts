import type { TransactionInstruction } from '@solana/web3.js';
import type { Deployment } from '../catalog/deployment';
import { type SolanaPayloadInstructions, solanaStepInstructions } from './solanaInstructions';
import type { PayloadInput } from './types';

/**
 * Lite mode (docs/routing-api.md §2.9): the raw instructions as JSON text in `txnSol.data`; the
 * client builds the transaction. `galaxy` (Jupiter-like) sends compute budget / setup / swap /
 * cleanup separately, `okapi` (OKX-like) one ordered list. Keys are base58, instruction data
 * base64, and each names an address lookup table of the deployment.
 */
interface LiteInstruction {
  programId: string;
  accounts: Array<{ pubkey: string; isSigner: boolean; isWritable: boolean }>;
  data: string;
}

function toLiteInstruction(ix: TransactionInstruction): LiteInstruction {
  return {
    programId: ix.programId.toBase58(),
    accounts: ix.keys.map((k) => ({
      pubkey: k.pubkey.toBase58(),
      isSigner: k.isSigner,
      isWritable: k.isWritable,
    })),
    data: Buffer.from(ix.data).toString('base64'),
  };
}

/**
 * The unique accounts the lite payload references (instruction accounts and program ids), what
 * `maxAccounts` limits: the quote filters on this count of the very instructions `/nextTx`
 * hands out. The two formats carry the same instructions, so they count the same, and as the
 * standard-mode transaction of the step (`solanaTxnAccountCount`).
 */
export function liteAccountCount(input: PayloadInput): number {
  const ix = solanaStepInstructions(input);
  const all = [...ix.computeBudget, ...ix.setup, ix.swap, ix.memo];
  const keys = new Set<string>();
  for (const instruction of all) {
    keys.add(instruction.programId.toBase58());
    for (const k of instruction.keys) keys.add(k.pubkey.toBase58());
  }
  return keys.size;
}

/** `ix` as a fault injection's tampering left them (see `solanaPayloadInstructions`; `feePayer`
 * does not apply: the client pays). Extra instructions go to `otherInstructions` (galaxy) or the
 * end (okapi). */
export function litePayload(
  ix: SolanaPayloadInstructions,
  tables: Deployment['sol']['lookupTables'],
  format: 'galaxy' | 'okapi',
): { data: string } {
  if (format === 'galaxy') {
    return {
      data: JSON.stringify({
        computeBudgetInstructions: ix.computeBudget.map(toLiteInstruction),
        // The order memo rides with the setup: clients that ignore `otherInstructions`
        // (docs/routing-api.md §2.9 does not list it) still send it, and the solver pays out
        // only with it.
        setupInstructions: [...ix.setup, ix.memo].map(toLiteInstruction),
        swapInstruction: toLiteInstruction(ix.swap),
        // No SOL is wrapped, so nothing to unwrap: null, as the aggregator sends it.
        cleanupInstruction: null,
        otherInstructions: ix.extra.map(toLiteInstruction),
        addressLookupTableAddresses: [tables.galaxy],
      }),
    };
  }
  return {
    data: JSON.stringify({
      addressLookupTableAccount: [tables.okapi],
      instructionLists: [...ix.computeBudget, ...ix.setup, ix.swap, ix.memo, ...ix.extra].map(
        toLiteInstruction,
      ),
    }),
  };
}
