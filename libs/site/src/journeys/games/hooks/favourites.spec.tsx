import type { GameSummary } from '@tessera/contract';
import { failure, pageOf } from '@tessera/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { broken, fortune, preloadGameScreens, showSlots } from '../testing/slots-page';

beforeAll(preloadGameScreens);

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the favourite heart', () => {
  const heart = (name: string) => screen.findByRole('button', { name: `Favourite ${name}` });

  it('updates at once, then rolls back with a message when the platform refuses', async () => {
    const { platform } = showSlots(
      { 'games.addFavourite': failure('NETWORK', 503) },
      'member-token',
    );
    const held = platform.hold('games.addFavourite');
    await screen.findByTestId('member-name');
    await userEvent.click(await heart('Fortune'));
    expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(platform.callsTo('games.addFavourite').at(-1)?.body).toEqual({
        nodeId: 1,
        vendor: 'PG',
        gameType: 'RNG',
      }),
    );

    await act(async () => held.release());
    expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('false');
    expect(
      await screen.findByText(
        'Your favourites could not be updated. Network link abnormal, please try again.',
      ),
    ).toBeTruthy();
  });

  it('shows the saved favourites, and ignores a second toggle within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    try {
      const { platform } = showSlots({ 'games.favouriteIds': { nodeIds: [1] } }, 'member-token');
      await screen.findByTestId('member-name');
      await vi.waitFor(async () =>
        expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('true'),
      );
      // Every card wants the ids; they are asked for once.
      expect(platform.callsTo('games.favouriteIds')).toHaveLength(1);
      // vi.waitFor moves the fake clock on; the toggles below run at the times they set.
      vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
      await userEvent.click(await heart('Fortune'));
      expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('false');
      vi.setSystemTime(new Date('2026-11-22T10:00:00.999Z'));
      await userEvent.click(await heart('Fortune'));
      expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('false');
      expect(platform.callsTo('games.addFavourite')).toHaveLength(0);

      vi.setSystemTime(new Date('2026-11-22T10:00:01Z'));
      await userEvent.click(await heart('Fortune'));
      expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('true');
      await vi.waitFor(() => expect(platform.callsTo('games.addFavourite')).toHaveLength(1));
      expect(platform.callsTo('games.removeFavourite').map((call) => call.query)).toEqual([
        { nodeId: '1' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a visitor to log in instead', async () => {
    const { history, platform } = showSlots();
    await userEvent.click(await heart('Fortune'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(platform.callsTo('games.addFavourite')).toHaveLength(0);
  });
});

describe('a hot card', () => {
  it('shows a rolling prize number next to the wallet currency symbol', async () => {
    const hot: GameSummary = { ...fortune, isHot: 1 };
    showSlots({ 'games.list': pageOf([hot, broken]) }, 'member-token');
    await screen.findByTestId('member-name');
    const prizes = await screen.findAllByTestId('rolling-prize');
    // Only the hot card rolls; the number sits after the member's currency symbol.
    expect(prizes).toHaveLength(1);
    await vi.waitFor(() => expect(prizes[0]?.textContent).toMatch(/^৳[\d,]+\.\d\d$/));
  });
});
