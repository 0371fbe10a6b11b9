import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS, retryAfterMs } from './retryAfter';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and falls back to a default', () => {
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs('1.5')).toBe(1500);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs('soon')).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs('999999')).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
  });
});
