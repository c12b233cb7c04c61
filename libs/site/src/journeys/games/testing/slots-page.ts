import { game, pageOf, type Answers } from '@tessera/sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LazyGameListPage,
  LazyGamePopup,
  LazyMaintenanceDialog,
  LazyVendorGamesModal,
} from '@tessera/site-games';
import { renderSite } from '../../../testing/render-site';
import { LazyLoginModal } from '@tessera/site-account';

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

/** /rng listing Fortune and Broken Reels; `answers` replace single calls. */
export function showSlots(answers: Answers = {}, token?: string) {
  return renderSite('/rng', {
    language: 'en',
    answers: { 'games.list': pageOf([fortune, broken]), ...answers },
    token: token ?? null,
  });
}

/** Presses a card's play button. */
export const play = async (name: string) =>
  userEvent.click(await screen.findByRole('button', { name: `Play ${name}` }));
