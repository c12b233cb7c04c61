// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSite } from './start-site';

const config = {
  entry: '/assets/index-1.js',
  preloads: ['/assets/jsx-runtime-2.js', '/assets/router-3.js'],
  bannerShown: '__bannerShown',
  waitMs: 1000,
};

/** What the page has asked the browser for so far: the entry script and the preloads. */
function requested() {
  const entry = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  return {
    entry: entry ? new URL(entry.src).pathname : null,
    preloads: [...links].map((link) => new URL(link.href).pathname),
  };
}

const nothing = { entry: null, preloads: [] };
const onFailure = vi.fn();
const everything = { entry: config.entry, preloads: config.preloads };
const global = window as unknown as Record<string, unknown>;

beforeEach(() => {
  document.head.innerHTML = '';
  vi.useFakeTimers();
  // A frame every 16 ms, as a visible tab has.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  );
});

afterEach(() => {
  delete global[config.bannerShown];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onFailure.mockReset();
});

describe('startSite', () => {
  it('starts after the next frame when no early banner is on its way', async () => {
    startSite(config, onFailure);
    expect(requested()).toEqual(nothing);
    await vi.advanceTimersByTimeAsync(20);
    expect(requested()).toEqual(everything);
  });

  it('waits for the early banner to be painted, then for a frame', async () => {
    let shown = () => {};
    global[config.bannerShown] = new Promise<void>((resolve) => (shown = resolve));
    startSite(config, onFailure);
    await vi.advanceTimersByTimeAsync(500);
    expect(requested()).toEqual(nothing);
    shown();
    await vi.advanceTimersByTimeAsync(20);
    expect(requested()).toEqual(everything);
  });

  it('stops waiting for a banner that does not come after waitMs, and starts once', async () => {
    global[config.bannerShown] = new Promise<void>(() => {});
    startSite(config, onFailure);
    await vi.advanceTimersByTimeAsync(990);
    expect(requested()).toEqual(nothing);
    await vi.advanceTimersByTimeAsync(30);
    expect(requested()).toEqual(everything);
    await vi.advanceTimersByTimeAsync(5000);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which has no frames to wait for', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    global[config.bannerShown] = new Promise<void>(() => {});
    startSite(config, onFailure);
    expect(requested()).toEqual(everything);
  });

  it('reports a failure when the entry script, or a module it imports, cannot be fetched', async () => {
    startSite(config, onFailure);
    await vi.advanceTimersByTimeAsync(20);
    expect(onFailure).not.toHaveBeenCalled();
    // What the browser fires on the module script when any module of its static graph failed.
    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
