import type { RoutingClient } from '../api/client';
import { isRetryableError, RateLimitError } from '../api/errors';
import type { StatusResult, TxnStatus } from '../api/types';

/**
 * How the engine follows a submitted step: a seam, so the announced WebSocket channel can replace
 * polling without touching the engine. `follow` calls `onUpdate` with every answer and resolves
 * with the first final one.
 */
export interface StatusTransport {
  follow(args: {
    routeId: string;
    stepId: string;
    /** Absent for a signed order (`POST /submit`): the service follows it without a hash. */
    txnHash: string | undefined;
    /** The step's own estimate: a 12 s swap is not polled like a 10 min bridge. */
    estimatedSeconds: number | undefined;
    onUpdate(status: StatusResult): void;
    signal?: AbortSignal | undefined;
  }): Promise<StatusResult>;
}

const FINAL: ReadonlySet<TxnStatus> = new Set([
  'success',
  'partial-success',
  'failed',
  'cancelled',
]);

export function isFinalStatus(status: TxnStatus): boolean {
  return FINAL.has(status);
}

/**
 * The interval between two polls: a tenth of the step's estimate, from 1 s to 5 s (a slow
 * bridge's estimate of ten minutes must not leave "Swap complete" up to 15 s behind its arrival:
 * one request every 5 s is well within the request budget, which serves `/status` first). The
 * first waits are shorter, 1 s then doubling up to that interval: a step that lands sooner than
 * its estimate (many do) shows so within a second or two, for three more requests at most. After
 * a failed poll (network, 5xx, 429) the wait doubles, up to a minute; a 429 waits at least as long
 * as the service said (the client's request budget pauses too). A 4xx other than those ends the
 * following with that error: the caller keeps the transaction and says so.
 */
const MAX_POLL_MS = 5_000;
const FIRST_POLL_MS = 1_000;

function pollIntervalMs(estimatedSeconds: number | undefined, polls: number, failures: number) {
  const steady = Math.min(
    MAX_POLL_MS,
    Math.max(FIRST_POLL_MS, ((estimatedSeconds ?? 30) * 1000) / 10),
  );
  const base = Math.min(steady, FIRST_POLL_MS * 2 ** Math.max(0, polls - 1));
  return failures === 0 ? base : Math.min(60_000, base * 2 ** failures);
}

export function pollingStatusTransport(
  client: RoutingClient,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
): StatusTransport {
  return {
    async follow({ routeId, stepId, txnHash, estimatedSeconds, onUpdate, signal }) {
      let failures = 0;
      let polls = 0;
      for (;;) {
        polls += 1;
        try {
          const status = await client.getStatus({ routeId, stepId, txnHash }, { signal });
          failures = 0;
          onUpdate(status);
          if (isFinalStatus(status.status)) return status;
        } catch (error) {
          if (signal?.aborted) throw error;
          if (!(error instanceof RateLimitError) && !isRetryableError(error)) throw error;
          failures += 1;
          if (error instanceof RateLimitError) {
            await sleep(
              Math.max(error.retryAfterMs, pollIntervalMs(estimatedSeconds, polls, failures)),
              signal,
            );
            continue;
          }
        }
        await sleep(pollIntervalMs(estimatedSeconds, polls, failures), signal);
      }
    },
  };
}
