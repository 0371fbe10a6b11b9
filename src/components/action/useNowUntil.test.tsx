import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNowUntil } from './useNowUntil';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('useNowUntil', () => {
  it('re-renders just after the deadline, and only then', () => {
    const { result } = renderHook(() => useNowUntil(1_005_000));
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(2));
    expect(result.current).toBeGreaterThan(1_005_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('arms no timer without a deadline or after it', () => {
    renderHook(() => useNowUntil(undefined));
    renderHook(() => useNowUntil(999_000));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits in steps for a deadline beyond what setTimeout can take', () => {
    const far = 1_000_000 + 2 ** 31 + 10_000;
    const { result } = renderHook(() => useNowUntil(far));
    act(() => vi.advanceTimersByTime(2 ** 31 - 1));
    expect(result.current).toBeLessThan(far);
    act(() => vi.advanceTimersByTime(10_002));
    expect(result.current).toBeGreaterThan(far);
  });
});
