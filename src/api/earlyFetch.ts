/**
 * A request a page can send before its widget exists (a deep link's first `/quotes`, while the
 * page's code is still loading), handed to the widget's client when it asks for the very same
 * thing. The widget's client still reads, checks and parses the answer as it would its own, and
 * counts it against its budget; it simply does not send it a second time.
 *
 * Same thing means: GET, same URL, same `x-api-key` and `x-integrator-id`. An answer is handed
 * out once (a body is read once), and only within `maxAgeMs` of the start; after that the widget
 * sends its own request (quotes go stale).
 */
export interface EarlyFetch {
  /** Sends the GET now, to be handed out by `fetch`. */
  start(url: string, headers: Record<string, string>): void;
  /** `fetch` for the widget's client: an early answer when one matches, else the network. */
  fetch: typeof fetch;
}

const MATCHED_HEADERS = ['x-api-key', 'x-integrator-id'] as const;

export function createEarlyFetch(
  base: typeof fetch,
  options: { maxAgeMs?: number; now?: () => number } = {},
): EarlyFetch {
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const now = options.now ?? Date.now;
  const started = new Map<string, { at: number; response: Promise<Response> }>();

  const keyOf = (url: string, headers: Headers) =>
    JSON.stringify([url, ...MATCHED_HEADERS.map((name) => headers.get(name))]);

  return {
    start(url, headers) {
      const response = base(url, { method: 'GET', headers });
      // Nobody may ever ask for it: a failure must not surface as an unhandled rejection.
      response.catch(() => {});
      started.set(keyOf(url, new Headers(headers)), { at: now(), response });
    },
    fetch(input, init) {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (typeof input === 'string' && method === 'GET') {
        const key = keyOf(input, new Headers(init?.headers));
        const early = started.get(key);
        if (early) {
          started.delete(key);
          if (now() - early.at <= maxAgeMs) return early.response;
        }
      }
      return base(input, init);
    },
  };
}
