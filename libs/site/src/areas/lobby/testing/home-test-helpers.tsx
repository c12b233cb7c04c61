import type { GameType } from '@tessera/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  createPlatformFake,
  game,
  homeMenus,
  homeVendorLanes,
  pageOf,
  type Answers,
  type CallName,
  type PlatformCall,
  type PlatformFake,
} from '@tessera/sdk/testing';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';

/**
 * An IntersectionObserver for tests: every observed element counts as near the screen, unless
 * `hold()` was called; `release()` then brings the held ones in, as scrolling would.
 */
export class ScreenObserver {
  static holding = false;
  static held: (() => void)[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element) {
    const enter = () =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    if (ScreenObserver.holding) ScreenObserver.held.push(enter);
    else queueMicrotask(enter);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }

  static install() {
    ScreenObserver.holding = false;
    ScreenObserver.held = [];
    globalThis.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
  }

  static hold() {
    ScreenObserver.holding = true;
  }

  static release() {
    ScreenObserver.holding = false;
    ScreenObserver.held.splice(0).forEach((enter) => enter());
  }
}

/** A list call answering `count` games of the asked type, named after it ("LIVE 3"). */
export function listOf(count: number) {
  return ({ query }: PlatformCall) => {
    const gameType = (query['gameType'] ?? 'RNG') as GameType;
    return pageOf(
      Array.from({ length: count }, (_, index) =>
        game(1000 + index, { gameType, displayName: `${gameType} ${index + 1}` }),
      ),
    );
  };
}

/**
 * Each test: fresh session storage (the hot games and lanes cache), no arrival popups, every
 * section on screen, and a fake clock that real time also drives (findBy* keeps working).
 */
export function setUpLobbyTests() {
  const quietObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    sessionStorage.clear();
    quietPopups();
    ScreenObserver.install();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    globalThis.IntersectionObserver = quietObserver;
  });
}

/** Lets the home's queued list requests (300 ms apart) and their answers through. */
export const settle = () => act(() => vi.advanceTimersByTimeAsync(2000));

/**
 * The home in English with every section's data, on `platform` (a fresh fake by default);
 * `answers` replace single calls. Resolves once the frame shows.
 */
export async function lobby(
  answers: Answers = {},
  platform: PlatformFake = createPlatformFake(),
  language: 'en' | 'bn' = 'en',
) {
  const home: Answers = {
    'games.menus': homeMenus,
    'games.vendorLanes': homeVendorLanes,
    'games.list': listOf(20),
    ...answers,
  };
  for (const [name, answer] of Object.entries(home)) {
    platform.answer(name as CallName, answer as never);
  }
  const view = renderSite('/', { language, platform });
  await screen.findByRole('main');
  return view;
}

export const main = () => within(screen.getByRole('main'));
export const section = (name: string) => main().getByRole('region', { name });
