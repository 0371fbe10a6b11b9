import { ApiError } from '../errors';

/** A dapp's request as the phone wallet lists it. `n` numbers them for the page (1, 2, …). */
export interface LoggedRequest {
  n: number;
  method: string;
  /** CAIP-2. */
  chainId: string;
  params: unknown;
  status: 'pending' | 'signing' | 'approved' | 'rejected' | 'failed' | 'expired';
  result?: unknown;
  error?: string;
}

interface Entry extends LoggedRequest {
  /** The JSON-RPC id and session topic the answer goes to. */
  id: number;
  topic: string;
}

/** Keeps the latest requests (a forgotten wallet must not grow without bound). */
const MAX_REQUESTS = 100;

export class RequestLog {
  private entries: Entry[] = [];
  private next = 1;

  add(request: Pick<Entry, 'id' | 'topic' | 'chainId' | 'method' | 'params'>): number {
    const n = this.next++;
    this.entries.push({ ...request, n, status: 'pending' });
    if (this.entries.length > MAX_REQUESTS) this.entries.shift();
    return n;
  }

  /** Newest first, without the routing fields. */
  list(): LoggedRequest[] {
    return this.entries.map(({ id: _id, topic: _topic, ...shown }) => shown).reverse();
  }

  /** The pending request `n`, now being answered; a 404 or 409 when there is none to answer. */
  take(n: number): Entry {
    const entry = this.entries.find((e) => e.n === n);
    if (!entry) throw new ApiError('NOT_FOUND', `No request ${n}`);
    if (entry.status !== 'pending') {
      throw new ApiError('BAD_REQUEST', `Request ${n} is ${entry.status}, not pending`, {}, 409);
    }
    entry.status = 'signing';
    return entry;
  }

  settle(n: number, outcome: Pick<LoggedRequest, 'status' | 'result' | 'error'>): void {
    const entry = this.entries.find((e) => e.n === n);
    if (entry) Object.assign(entry, outcome);
  }

  /** A session's end: what was still pending can no longer be answered. */
  expirePending(): void {
    for (const entry of this.entries) {
      if (entry.status === 'pending') entry.status = 'expired';
    }
  }
}
