// jsdom has no layout, so it ships none of the observers or media queries that Radix and Swiper
// probe. These stand-ins report "nothing changed" and "no preference"; a test that needs another
// answer (reduced motion, say) replaces `window.matchMedia` for itself.

class QuietObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

function noPreference(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

window.matchMedia ??= noPreference;
globalThis.ResizeObserver ??= QuietObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= QuietObserver as unknown as typeof IntersectionObserver;
