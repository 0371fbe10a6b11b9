import { createHash } from 'node:crypto';
import { Keypair, PublicKey } from '@solana/web3.js';

/**
 * Secret keys already derived: deriving one from its seed costs about 5 ms of CPU, and every
 * ledger start derived the same dozens again (a fresh, checked-once Keypair is still returned).
 */
const secretKeys = new Map<string, Uint8Array>();

/** The same seed and label always give the same keypair, so sandbox addresses are stable. */
export function keypairFor(seed: string | number, label: string): Keypair {
  const name = `crosswidget-sandbox:${seed}:${label}`;
  const known = secretKeys.get(name);
  if (known) return Keypair.fromSecretKey(known.slice(), { skipValidation: true });
  const keypair = Keypair.fromSeed(createHash('sha256').update(name).digest());
  secretKeys.set(name, keypair.secretKey.slice());
  return keypair;
}

export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
