/**
 * The ledger's state (accounts and bank balances) with the store branching the SDK uses: a
 * transaction runs on a branch, which is written back only when it succeeds. The ante handler's
 * branch (fee, sequence, public key) is kept when the messages then fail; a simulation's branch
 * is never kept.
 */
export interface AccountRecord {
  address: string;
  accountNumber: bigint;
  sequence: bigint;
  /** Compressed secp256k1 key, known from the account's first transaction. */
  pubKey: Uint8Array | undefined;
}

export interface Coin {
  denom: string;
  amount: string;
}

const balanceKey = (address: string, denom: string) => `${address}\u0000${denom}`;

export class LedgerState {
  readonly #accounts = new Map<string, AccountRecord>();
  readonly #balances = new Map<string, bigint>();
  #nextAccountNumber: bigint;
  readonly #parent: LedgerState | undefined;

  private constructor(parent: LedgerState | undefined, nextAccountNumber: bigint) {
    this.#parent = parent;
    this.#nextAccountNumber = nextAccountNumber;
  }

  static create(): LedgerState {
    return new LedgerState(undefined, 0n);
  }

  /** A branch: reads fall through to this state, writes stay in the branch until `commit`. */
  branch(): LedgerState {
    return new LedgerState(this, this.#nextAccountNumber);
  }

  commit(): void {
    const parent = this.#parent;
    if (!parent) return;
    for (const [address, account] of this.#accounts) parent.#accounts.set(address, account);
    for (const [key, amount] of this.#balances) parent.#balances.set(key, amount);
    parent.#nextAccountNumber = this.#nextAccountNumber;
  }

  account(address: string): AccountRecord | undefined {
    return this.#accounts.get(address) ?? this.#parent?.account(address);
  }

  /** The account, created with the next account number if it does not exist (as bank sends do). */
  ensureAccount(address: string): AccountRecord {
    const existing = this.account(address);
    if (existing) return existing;
    const created: AccountRecord = {
      address,
      accountNumber: this.#nextAccountNumber,
      sequence: 0n,
      pubKey: undefined,
    };
    this.#nextAccountNumber += 1n;
    this.#accounts.set(address, created);
    return created;
  }

  updateAccount(address: string, change: Partial<Omit<AccountRecord, 'address'>>): void {
    const current = this.ensureAccount(address);
    this.#accounts.set(address, { ...current, ...change });
  }

  balance(address: string, denom: string): bigint {
    const key = balanceKey(address, denom);
    return this.#balances.get(key) ?? this.#parent?.balance(address, denom) ?? 0n;
  }

  setBalance(address: string, denom: string, amount: bigint): void {
    this.#balances.set(balanceKey(address, denom), amount);
  }

  /** Every non-zero balance of an address, by denom (sorted, as the bank module lists them). */
  balances(address: string): Coin[] {
    const denoms = new Set<string>();
    for (let s: LedgerState | undefined = this; s; s = s.#parent) {
      for (const key of s.#balances.keys()) {
        const [owner, denom] = key.split('\u0000');
        if (owner === address && denom !== undefined) denoms.add(denom);
      }
    }
    return [...denoms]
      .sort()
      .map((denom) => ({ denom, amount: this.balance(address, denom) }))
      .filter((coin) => coin.amount > 0n)
      .map((coin) => ({ denom: coin.denom, amount: coin.amount.toString() }));
  }
}
