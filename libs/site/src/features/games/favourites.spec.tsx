import type { GameSummary } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../testing/game-fixtures';
import { quietPopups } from '../../testing/quiet-popups';
import { broken, fortune, preloadGameScreens, showSlots } from './testing/slots-page';

beforeAll(preloadGameScreens);

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the favourite heart', () => {
  const heart = (name: string) => screen.findByRole('button', { name: `Favourite ${name}` });

  it('updates at once, then rolls back with a message when the platform refuses', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const addFavourite = vi.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    showSlots({ games: { addFavourite } }, 'member-token');
    await screen.findByTestId('member-name');
    await userEvent.click(await heart('Fortune'));
    expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('true');
    expect(addFavourite).toHaveBeenCalledWith({ nodeId: 1, vendor: 'PG', gameType: 'RNG' });

    await act(async () => refuse(new PlatformError('NETWORK', 'offline', 0)));
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
      const removeFavourite = vi.fn(async () => undefined);
      const addFavourite = vi.fn(async (_body: unknown) => undefined);
      const favouriteIds = vi.fn(async () => ({ nodeIds: [1] }));
      showSlots({ games: { favouriteIds, removeFavourite, addFavourite } }, 'member-token');
      await screen.findByTestId('member-name');
      await vi.waitFor(async () =>
        expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('true'),
      );
      // Every card wants the ids; they are asked for once.
      expect(favouriteIds).toHaveBeenCalledTimes(1);
      // vi.waitFor moves the fake clock on; the toggles below run at the times they set.
      vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
      await userEvent.click(await heart('Fortune'));
      expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('false');
      vi.setSystemTime(new Date('2026-11-22T10:00:00.999Z'));
      await userEvent.click(await heart('Fortune'));
      expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('false');
      expect(addFavourite).not.toHaveBeenCalled();

      vi.setSystemTime(new Date('2026-11-22T10:00:01Z'));
      await userEvent.click(await heart('Fortune'));
      expect((await heart('Fortune')).getAttribute('aria-pressed')).toBe('true');
      expect(removeFavourite).toHaveBeenCalledTimes(1);
      expect(removeFavourite).toHaveBeenCalledWith(1);
      expect(addFavourite).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a visitor to log in instead', async () => {
    const addFavourite = vi.fn();
    const { history } = showSlots({ games: { addFavourite } });
    await userEvent.click(await heart('Fortune'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(addFavourite).not.toHaveBeenCalled();
  });
});

describe('a hot card', () => {
  it('shows a rolling prize number next to the wallet currency symbol', async () => {
    const hot: GameSummary = { ...fortune, isHot: 1 };
    showSlots({ games: { list: async () => pageOf([hot, broken]) } }, 'member-token');
    await screen.findByTestId('member-name');
    const prizes = await screen.findAllByTestId('rolling-prize');
    // Only the hot card rolls; the number sits after the member's currency symbol.
    expect(prizes).toHaveLength(1);
    await vi.waitFor(() => expect(prizes[0]?.textContent).toMatch(/^৳[\d,]+\.\d\d$/));
  });
});
