import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyLoginModal } from '../../features/account/lazy-screens';
import { game, pageOf } from '../../testing/game-fixtures';
import { quietPopups } from '../../testing/quiet-popups';
import { fakeClient, renderSite } from '../../testing/render-site';
import { LazyAccountGamesPage } from './index';

beforeAll(() => Promise.all([LazyAccountGamesPage.preload(), LazyLoginModal.preload()]));

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the favourite and recent pages', () => {
  it('send a visitor to log in first, and back afterwards', async () => {
    const favourites = vi.fn();
    const { history } = renderSite('/favorite', {
      language: 'en',
      client: fakeClient({ games: { favourites } }),
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.search).toBe('?redirect=%2Ffavorite');
    expect(favourites).not.toHaveBeenCalled();
  });

  it("list a member's favourites, all at once", async () => {
    const favourites = vi.fn(async () => pageOf([game(3, { displayName: 'Kept' })]));
    renderSite('/favorite', {
      language: 'en',
      token: 'member-token',
      client: fakeClient({ games: { favourites } }),
    });
    const list = await screen.findByRole('list', { name: 'Favourite games' });
    expect(within(list).getByRole('heading', { name: 'Kept' })).toBeTruthy();
    expect(favourites).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 999 }));
  });

  it('list the latest 20 games played, or say how to fill the list', async () => {
    const recent = vi.fn(async () => pageOf([]));
    renderSite('/recent', {
      language: 'en',
      token: 'member-token',
      client: fakeClient({ games: { recent } }),
    });
    expect(await screen.findByRole('heading', { name: 'No games played yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/');
    expect(recent).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 20 }));
  });
});
