import { createHash } from 'node:crypto';
import { Keypair, PublicKey } from '@solana/web3.js';

/** The same seed and label always give the same keypair, so sandbox addresses are stable. */
export function keypairFor(seed: string | number, label: string): Keypair {
  const digest = createHash('sha256').update(`crosswidget-sandbox:${seed}:${label}`).digest();
  return Keypair.fromSeed(digest);
}

export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
