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

describe('the rolling clock', () => {
  it('moves every prize on the page in one timer, stopped when the last prize goes', () => {
    vi.useFakeTimers();
    const random = () => 0.5;
    const first = renderHook(() => useRollingValue(1_000_000, random));
    const second = renderHook(() => useRollingValue(2_000_000, random));
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(first.result.current).toBe(1_000_501);
    expect(second.result.current).toBe(2_001_001);
    first.unmount();
    expect(vi.getTimerCount()).toBe(1);
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds the prizes while the tab is hidden and moves them again on return', () => {
    vi.useFakeTimers();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result, unmount } = renderHook(() => useRollingValue(1_000_000, () => 0.5));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current).toBe(1_000_000);
    hidden.mockRestore();
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(1_000_501);
    unmount();
  });
});
