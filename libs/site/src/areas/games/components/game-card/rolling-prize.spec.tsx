import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRollingValue } from './rolling-prize';

afterEach(() => {
  vi.useRealTimers();
});

describe('useRollingValue', () => {
  it('grows by the rolling step every 3 seconds, not before', () => {
    vi.useFakeTimers();
    const random = () => 0.5;
    const { result, unmount } = renderHook(() => useRollingValue(1_000_000, random));
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(1));
    // 0.1% of 1,000,000 is at most 1,000 per tick; random 0.5 takes half of it.
    expect(result.current).toBe(1_000_501);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBeGreaterThan(1_000_501);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
