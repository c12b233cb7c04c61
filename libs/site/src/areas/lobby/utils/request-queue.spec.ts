import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestQueue } from './request-queue';

/** A load that records when it started and finishes only when told. */
function deferredLoad(log: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        log.push(`${name}@${Date.now()}`);
        finish = resolve;
        fail = reject;
      }),
  );
  return { load, finish: (v = name) => finish(v), fail: (e = new Error(name)) => fail(e) };
}

describe('createRequestQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('runs one load at a time, each 300 ms after the previous one ended', async () => {
    const queue = createRequestQueue(300);
    const log: string[] = [];
    const a = deferredLoad(log, 'a');
    const b = deferredLoad(log, 'b');
    const first = queue.run('a', a.load);
    const second = queue.run('b', b.load);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['a@0']);

    await vi.advanceTimersByTimeAsync(100);
    a.finish();
    await expect(first).resolves.toBe('a');
    await vi.advanceTimersByTimeAsync(299);
    expect(b.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['a@0', 'b@400']);
    b.finish();
    await expect(second).resolves.toBe('b');
  });

  it('starts at once when the last load ended long enough ago', async () => {
    const queue = createRequestQueue(300);
    const log: string[] = [];
    const a = deferredLoad(log, 'a');
    const run = queue.run('a', a.load);
    await vi.advanceTimersByTimeAsync(0);
    a.finish();
    await run;
    await vi.advanceTimersByTimeAsync(5000);
    const b = deferredLoad(log, 'b');
    void queue.run('b', b.load);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['a@0', 'b@5000']);
  });

  it('shares a pending key, and runs a settled key again', async () => {
    const queue = createRequestQueue(300);
    const log: string[] = [];
    const a = deferredLoad(log, 'a');
    const one = queue.run('a', a.load);
    const two = queue.run('a', a.load);
    expect(two).toBe(one);
    await vi.advanceTimersByTimeAsync(0);
    a.fail();
    await expect(one).rejects.toThrow('a');
    const again = queue.run('a', a.load);
    expect(again).not.toBe(one);
    await vi.advanceTimersByTimeAsync(300);
    expect(a.load).toHaveBeenCalledTimes(2);
  });

  it('goes on after a failed load', async () => {
    const queue = createRequestQueue(300);
    const log: string[] = [];
    const a = deferredLoad(log, 'a');
    const b = deferredLoad(log, 'b');
    const first = queue.run('a', a.load);
    const second = queue.run('b', b.load);
    await vi.advanceTimersByTimeAsync(0);
    a.fail();
    await expect(first).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(300);
    b.finish();
    await expect(second).resolves.toBe('b');
  });
});
