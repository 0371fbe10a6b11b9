import { ApiError } from './errors';

/**
 * docs/routing-api.md §8: 20 requests a minute without a key, 200 with a valid `x-api-key`, as a
 * sliding window of 60 s per key (or per client IP without one). An unknown key is refused with
 * 401.
 */
export interface RateLimitOptions {
  enabled: boolean;
  apiKeys: readonly string[];
  anonymousPerMinute: number;
  keyedPerMinute: number;
  now: () => number;
}

const WINDOW_MS = 60_000;

export class RateLimiter {
  readonly #options: RateLimitOptions;
  /** Request times inside the current window, per bucket. */
  readonly #hits = new Map<string, number[]>();

  constructor(options: RateLimitOptions) {
    this.#options = options;
  }

  /** Counts one request, or throws 401/429. */
  admit(apiKey: string | undefined, clientIp: string): void {
    const { apiKeys, enabled, now } = this.#options;
    if (apiKey !== undefined && !apiKeys.includes(apiKey)) {
      throw new ApiError('UNAUTHORIZED', 'x-api-key: unknown API key');
    }
    if (!enabled) return;
    const bucket = apiKey !== undefined ? `key:${apiKey}` : `ip:${clientIp}`;
    const limit =
      apiKey !== undefined ? this.#options.keyedPerMinute : this.#options.anonymousPerMinute;
    const t = now();
    const hits = (this.#hits.get(bucket) ?? []).filter((at) => at > t - WINDOW_MS);
    if (hits.length >= limit) {
      this.#hits.set(bucket, hits);
      const retryAfter = Math.max(1, Math.ceil((hits[0]! + WINDOW_MS - t) / 1000));
      throw new ApiError(
        'RATE_LIMITED',
        `Rate limit of ${limit} requests per minute exceeded; retry in ${retryAfter} s`,
        { 'Retry-After': String(retryAfter) },
      );
    }
    hits.push(t);
    this.#hits.set(bucket, hits);
  }
}
