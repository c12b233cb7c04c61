import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rollingStart, useRollingValue } from './rolling-prize';

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

describe('rollingStart', () => {
  it('is steady per game and within 10,000.00–99,999.99', () => {
    for (const nodeId of [0, 1, 2, 999_999, 123_456_789]) {
      expect(rollingStart(nodeId)).toBe(rollingStart(nodeId));
      expect(rollingStart(nodeId)).toBeGreaterThanOrEqual(1_000_000);
      expect(rollingStart(nodeId)).toBeLessThan(10_000_000);
    }
    expect(rollingStart(1)).not.toBe(rollingStart(2));
  });
});
