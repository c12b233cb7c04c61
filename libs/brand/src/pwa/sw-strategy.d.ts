// Types of sw-strategy.js (plain JavaScript: its text goes into sw.js as it is).
export declare const PLATFORM_PATHS: readonly string[];
export declare function strategyFor(
  request: { method: string; url: string; mode: string; destination: string },
  origin: string,
  precached: readonly string[],
): 'none' | 'page' | 'shell' | 'asset' | 'art';
