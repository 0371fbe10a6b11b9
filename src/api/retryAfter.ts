/**
 * How long a 429 asks us to wait. `Retry-After` is seconds or an HTTP date (RFC 9110); without a
 * usable header we wait `DEFAULT_RETRY_AFTER_MS`, long enough for a 60 s sliding window to drain
 * noticeably, short enough that the user is not left staring. Capped so a bad header cannot
 * freeze the widget.
 */
export const DEFAULT_RETRY_AFTER_MS = 20_000;
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  const value = header?.trim();
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+(\.\d+)?$/.test(value)) return clamp(Math.ceil(Number(value) * 1000));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_MS;
  return clamp(date - now);
}

function clamp(ms: number): number {
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
