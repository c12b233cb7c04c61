import { screen, within } from '@testing-library/react';
import { game, pageOf } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyLoginModal } from '@tessera/site-account';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyAccountGamesPage } from '@tessera/site-games';

beforeAll(() => Promise.all([LazyAccountGamesPage.preload(), LazyLoginModal.preload()]));

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the favourite and recent pages', () => {
  it('send a visitor to log in first, and back afterwards', async () => {
    const { history, platform } = renderSite('/favorite', { language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.search).toBe('?redirect=%2Ffavorite');
    expect(platform.callsTo('games.favourites')).toHaveLength(0);
  });

  it("list a member's favourites, all at once", async () => {
    const { platform } = renderSite('/favorite', {
      language: 'en',
      token: 'member-token',
      answers: { 'games.favourites': pageOf([game(3, { displayName: 'Kept' })]) },
    });
    const list = await screen.findByRole('list', { name: 'Favourite games' });
    expect(within(list).getByRole('heading', { name: 'Kept' })).toBeTruthy();
    expect(platform.callsTo('games.favourites').map((call) => call.query)).toContainEqual(
      expect.objectContaining({ pageSize: '999' }),
    );
  });

  it('list the latest 20 games played, or say how to fill the list', async () => {
    const { platform } = renderSite('/recent', {
      language: 'en',
      token: 'member-token',
      answers: { 'games.recent': pageOf([]) },
    });
    expect(await screen.findByRole('heading', { name: 'No games played yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/');
    expect(platform.callsTo('games.recent').map((call) => call.query)).toContainEqual(
      expect.objectContaining({ pageSize: '20' }),
    );
  });
});
