import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoplayTimer } from './autoplay-timer';

afterEach(() => vi.useRealTimers());

function start(delayMs = 1200) {
  vi.useFakeTimers();
  const next = vi.fn();
  const timer = new AutoplayTimer(delayMs, next);
  timer.restart();
  return { timer, next };
}

describe('AutoplayTimer', () => {
  it('moves on once after the delay, and waits the full delay again after each change', () => {
    const { timer, next } = start();
    vi.advanceTimersByTime(1199);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    // Nothing repeats until the carousel reports the change it made.
    vi.advanceTimersByTime(5000);
    expect(next).toHaveBeenCalledTimes(1);
    timer.restart();
    vi.advanceTimersByTime(1200);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('holds still while any reason holds it and resumes when the last one goes', () => {
    const { timer, next } = start();
    timer.hold('pointer');
    timer.hold('focus');
    vi.advanceTimersByTime(5000);
    timer.release('pointer');
    vi.advanceTimersByTime(5000);
    expect(next).not.toHaveBeenCalled();
    expect(timer.running).toBe(false);
    timer.release('focus');
    expect(timer.running).toBe(true);
    vi.advanceTimersByTime(1200);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('keeps no timer while out of sight, and a release of what was not held changes nothing', () => {
    const { timer, next } = start();
    timer.set('offscreen', true);
    expect(vi.getTimerCount()).toBe(0);
    timer.release('touch');
    expect(vi.getTimerCount()).toBe(0);
    timer.set('offscreen', false);
    vi.advanceTimersByTime(1200);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('never moves again once stopped', () => {
    const { timer, next } = start();
    timer.stop();
    timer.restart();
    timer.release('pointer');
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
