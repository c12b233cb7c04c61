import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyGamePopup } from '../../../modals/lazy-modals';
import { LazyGameListPage } from '../../../pages/games';
import { game, pageOf } from '../../../testing/game-fixtures';
import { fakeClient, renderSite } from '../../../testing/render-site';
import { LazyLoginModal } from '../../account/lazy-screens';
import { LazyMaintenanceDialog, LazyVendorGamesModal } from '../lazy-games';

// Test helpers for the game card specs: the slots page with two known games.

/** The first use of a lazily loaded screen takes a moment in jsdom; load them up front. */
export const preloadGameScreens = () =>
  Promise.all([
    LazyGameListPage.preload(),
    LazyGamePopup.preload(),
    LazyMaintenanceDialog.preload(),
    LazyVendorGamesModal.preload(),
    LazyLoginModal.preload(),
  ]);

export const fortune = game(1, { displayName: 'Fortune', gameCode: 'PG_FORTUNE' });
export const broken = game(2, { displayName: 'Broken Reels', maintenance: true });

/** /rng listing Fortune and Broken Reels; overrides replace single calls. */
export function showSlots(overrides: Parameters<typeof fakeClient>[0] = {}, token?: string) {
  const list = async () => pageOf([fortune, broken]);
  const client = fakeClient({ ...overrides, games: { list, ...overrides.games } });
  return renderSite('/rng', { language: 'en', client, token });
}

/** Presses a card's play button. */
export const play = async (name: string) =>
  userEvent.click(await screen.findByRole('button', { name: `Play ${name}` }));
