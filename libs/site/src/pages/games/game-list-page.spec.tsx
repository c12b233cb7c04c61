import type { GameListQuery } from '@tessera/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadGameScreens } from '../../features/games/testing/slots-page';
import { game, pageOf } from '../../testing/game-fixtures';
import { quietPopups } from '../../testing/quiet-popups';
import { fakeClient, renderSite } from '../../testing/render-site';

beforeAll(preloadGameScreens);

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

/** A catalogue that answers each query with games named after it. */
function catalogue() {
  return vi.fn(async (query: GameListQuery) => {
    const prefix = [query.vassalage ?? 'Any', query.filter ?? 'ALL', query.name ?? ''].join(' ');
    return pageOf([1, 2, 3].map((id) => game(id, { displayName: `${prefix.trim()} ${id}` })));
  });
}

const gameList = () => screen.findByRole('list', { name: 'Slots' });

describe('a game-list page', () => {
  it("lists the route's game type and the provider from the query", async () => {
    const list = catalogue();
    renderSite('/rng?vassalage=JDB', { language: 'en', client: fakeClient({ games: { list } }) });
    const games = await gameList();
    expect(
      within(games)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['JDB ALL 1', 'JDB ALL 2', 'JDB ALL 3']);
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'RNG', vassalage: 'JDB', filter: 'ALL', pageNo: 1 }),
    );
    expect(screen.getByText('Provider: JDB Gaming')).toBeTruthy();
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    expect(within(providers).getByRole('link', { name: 'JDB Gaming' }).ariaCurrent).toBe('page');
    // Only the chosen provider is current: "All providers" is not, though its query is a subset.
    expect(within(providers).getByRole('link', { name: 'All providers' }).ariaCurrent).toBeNull();
  });

  it('asks for the cricket classify of every type on /cricket', async () => {
    const list = catalogue();
    renderSite('/cricket', { language: 'en', client: fakeClient({ games: { list } }) });
    await screen.findByRole('list', { name: 'Cricket' });
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ gameClassify: 'CRICKET' }));
    expect(list.mock.calls[0]?.[0].gameType).toBeUndefined();
    // Sports providers offer cricket too (the fixture menus have no CRICKET type).
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    expect(within(providers).getByRole('link', { name: 'SBT Gaming' })).toBeTruthy();
  });

  it("shows the in-house vendor's crash lane, twelve games, on /bgs", async () => {
    const list = catalogue();
    renderSite('/bgs', { language: 'en', client: fakeClient({ games: { list } }) });
    expect(await screen.findByRole('list', { name: 'Crash games' })).toBeTruthy();
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ vassalage: 'BGS', gameClassify: 'CRASH', pageSize: 12 }),
    );
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'BGS', filter: 'ALL' }));
    expect(screen.queryByRole('navigation', { name: 'Providers' })).toBeNull();
  });

  it('changes the provider in the query when another is chosen', async () => {
    const list = catalogue();
    const { history } = renderSite('/rng', {
      language: 'en',
      client: fakeClient({ games: { list } }),
    });
    await gameList();
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    await userEvent.click(within(providers).getByRole('link', { name: 'PG Gaming' }));
    expect(await screen.findByRole('heading', { name: 'PG ALL 1' })).toBeTruthy();
    expect(history.location.search).toBe('?vassalage=PG');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: 'PG' }));
  });

  it('searches by name and shows what the platform found', async () => {
    const list = catalogue();
    renderSite('/rng', { language: 'en', client: fakeClient({ games: { list } }) });
    await gameList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'tiger');
    expect(await screen.findByRole('heading', { name: 'Any ALL tiger 1' })).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'tiger', pageNo: 1 }));
  });

  it('narrows by the filter tabs, and asks a visitor to log in for favourites', async () => {
    const list = catalogue();
    const favourites = vi.fn(async () => pageOf([]));
    renderSite('/rng', { language: 'en', client: fakeClient({ games: { list, favourites } }) });
    await gameList();
    const tabs = screen.getByRole('tablist', { name: 'Show games' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Hot' }));
    expect(await screen.findByRole('heading', { name: 'Any HOT 1' })).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByText('Log in to see your favourite games')).toBeTruthy();
    expect(favourites).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it("lists a member's favourites of this page's type and provider", async () => {
    const favourites = vi.fn(async () =>
      pageOf([
        game(1, { displayName: 'Mine' }),
        game(2, { vassalage: 'JDB', displayName: 'Other' }),
      ]),
    );
    renderSite('/rng?vassalage=PG', {
      language: 'en',
      token: 'member-token',
      client: fakeClient({ games: { favourites } }),
    });
    await gameList();
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Other' })).toBeNull();
    expect(favourites).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'RNG', pageSize: 999 }),
    );
  });

  it('offers a way out when nothing matches, and a retry when loading fails', async () => {
    let fail = true;
    const list = vi.fn(async (query: GameListQuery) => {
      if (fail) throw new Error('offline');
      return query.name ? pageOf([]) : pageOf([game(9, { displayName: 'Back again' })]);
    });
    renderSite('/rng', { language: 'en', client: fakeClient({ games: { list } }) });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The games could not be loaded.'),
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No games match' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveProperty('value', '');
  });
});
