/**
 * `/status` polled until the step is final (docs/routing-api.md §3: not `not-started` nor
 * `in-progress`), every 100 ms; throws after `timeoutMs`.
 */
export async function finalStatus(
  status: () => Promise<{ status: string }>,
  timeoutMs = 10_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await status()).status;
    if (answer !== 'not-started' && answer !== 'in-progress') return answer;
    if (Date.now() > until) throw new Error(`still ${answer} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
