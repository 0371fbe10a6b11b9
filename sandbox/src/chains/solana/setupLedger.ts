/**
 * Puts the sandbox's state on a fresh ledger with real transactions: SPL mints for the token
 * list, dev wallets with SOL and tokens (in their associated token accounts), the solver's vault
 * with liquidity, and an address lookup table holding the addresses every swap uses.
 */
import { base58 } from '@scure/base';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  NATIVE_MINT,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  AddressLookupTableAccount,
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  type Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
} from '@solana/web3.js';
import { amountForUsd } from '../pricing';
import type { NativeSpec, TokenSpec } from '../tokenSpecs';
import { keypairFor, MEMO_PROGRAM_ID } from './keys';
import type { SolanaLedger } from './ledger';
import { sendInstructions } from './sendInstructions';
import { svmAddress } from './svmInterop';

export interface SolanaMint extends TokenSpec {
  address: string;
}

export interface SolanaDevAccount {
  publicKey: string;
  /** 64-byte secret key, base58 (the format wallets import). */
  secretKey: string;
  keypair: Keypair;
}

export interface SolanaVault {
  /** The solver's wallet: receives SOL input, owns the token vaults. */
  owner: Keypair;
  /** Associated token account of the vault, by mint address. */
  tokenAccounts: Record<string, string>;
}

export interface LedgerSetup {
  mints: SolanaMint[];
  native: NativeSpec;
  devAccounts: SolanaDevAccount[];
  vault: SolanaVault;
  authority: Keypair;
  lookupTables: string[];
}

export interface SetupLedgerOptions {
  seed: string | number;
  tokens: TokenSpec[];
  native: NativeSpec;
  devAccountCount?: number;
  devSol?: bigint;
  devTokenUsd?: bigint;
  vaultSol?: bigint;
  liquidityUsd?: bigint;
}

const LOOKUP_EXTEND_CHUNK = 20;

export function setupLedger(ledger: SolanaLedger, options: SetupLedgerOptions): LedgerSetup {
  const { seed } = options;
  const authority = keypairFor(seed, 'authority');
  const vaultOwner = keypairFor(seed, 'solver-vault');
  const devKeys = Array.from({ length: options.devAccountCount ?? 5 }, (_, i) =>
    keypairFor(seed, `dev-${i}`),
  );
  ledger.airdrop(authority.publicKey.toBase58(), 1_000n * BigInt(LAMPORTS_PER_SOL));
  ledger.airdrop(
    vaultOwner.publicKey.toBase58(),
    options.vaultSol ?? 100_000n * BigInt(LAMPORTS_PER_SOL),
  );
  for (const dev of devKeys) {
    ledger.airdrop(dev.publicKey.toBase58(), options.devSol ?? 1_000n * BigInt(LAMPORTS_PER_SOL));
  }

  const rent = Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)));
  const mints: SolanaMint[] = options.tokens.map((spec) => {
    const mint = keypairFor(seed, `mint-${spec.symbol}`);
    sendInstructions(
      ledger,
      authority,
      [
        SystemProgram.createAccount({
          fromPubkey: authority.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: rent,
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(mint.publicKey, spec.decimals, authority.publicKey, null),
      ],
      [mint],
    );
    return { ...spec, address: mint.publicKey.toBase58() };
  });

  const fund = (owner: PublicKey, usd: bigint) => {
    const tokenAccounts: Record<string, string> = {};
    const instructions = mints.flatMap((mint) => {
      const mintKey = new PublicKey(mint.address);
      const ata = getAssociatedTokenAddressSync(mintKey, owner, true);
      tokenAccounts[mint.address] = ata.toBase58();
      return [
        createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, mintKey),
        createMintToInstruction(mintKey, ata, authority.publicKey, amountForUsd(usd, mint)),
      ];
    });
    for (let i = 0; i < instructions.length; i += 6) {
      sendInstructions(ledger, authority, instructions.slice(i, i + 6));
    }
    return tokenAccounts;
  };
  const vault: SolanaVault = {
    owner: vaultOwner,
    tokenAccounts: fund(vaultOwner.publicKey, options.liquidityUsd ?? 10_000_000n),
  };
  const devAccounts = devKeys.map((keypair) => {
    fund(keypair.publicKey, options.devTokenUsd ?? 100_000n);
    return {
      publicKey: keypair.publicKey.toBase58(),
      secretKey: base58Secret(keypair),
      keypair,
    };
  });

  const tableAddresses = [
    SystemProgram.programId,
    TOKEN_PROGRAM_ID,
    TOKEN_2022_PROGRAM_ID,
    ASSOCIATED_TOKEN_PROGRAM_ID,
    MEMO_PROGRAM_ID,
    ComputeBudgetProgram.programId,
    SYSVAR_RENT_PUBKEY,
    NATIVE_MINT,
    vaultOwner.publicKey,
    ...mints.map((m) => new PublicKey(m.address)),
    ...Object.values(vault.tokenAccounts).map((a) => new PublicKey(a)),
  ];
  const lookupTable = createLookupTable(ledger, authority, tableAddresses);
  return {
    mints,
    native: options.native,
    devAccounts,
    vault,
    authority,
    lookupTables: [lookupTable.toBase58()],
  };
}

function createLookupTable(
  ledger: SolanaLedger,
  authority: Keypair,
  addresses: PublicKey[],
): PublicKey {
  const recentSlot = ledger.svm.getSlotHashes()[0]?.slot ?? ledger.slot;
  const [create, table] = AddressLookupTableProgram.createLookupTable({
    authority: authority.publicKey,
    payer: authority.publicKey,
    recentSlot,
  });
  sendInstructions(ledger, authority, [create]);
  for (let i = 0; i < addresses.length; i += LOOKUP_EXTEND_CHUNK) {
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: authority.publicKey,
      payer: authority.publicKey,
      addresses: addresses.slice(i, i + LOOKUP_EXTEND_CHUNK),
    });
    sendInstructions(ledger, authority, [extend]);
  }
  // Addresses added in a slot can be used from the next slot on.
  ledger.advanceSlot();
  return table;
}

/** Reads a lookup table from the ledger, for compiling v0 messages. */
export function loadLookupTable(ledger: SolanaLedger, address: string): AddressLookupTableAccount {
  const account = ledger.svm.getAccount(svmAddress(address));
  if (!account.exists) throw new Error(`lookup table ${address} not found`);
  return new AddressLookupTableAccount({
    key: new PublicKey(address),
    state: AddressLookupTableAccount.deserialize(account.data as Uint8Array),
  });
}

function base58Secret(keypair: Keypair): string {
  return base58.encode(keypair.secretKey);
}
