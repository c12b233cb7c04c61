import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, game, pageOf, type PlatformCall } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadGameScreens } from '../../testing/slots-page';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

beforeAll(preloadGameScreens);

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

/** A catalogue that answers each query with games named after it. */
function catalogue({ query }: PlatformCall) {
  const prefix = [query['vassalage'] ?? 'Any', query['filter'] ?? 'ALL', query['name'] ?? ''].join(
    ' ',
  );
  return pageOf([1, 2, 3].map((id) => game(id, { displayName: `${prefix.trim()} ${id}` })));
}

/** What the game-list calls asked for, in order. */
const listQueries = (platform: { callsTo(name: 'games.list'): PlatformCall[] }) =>
  platform.callsTo('games.list').map((call) => call.query);

const gameList = () => screen.findByRole('list', { name: 'Slots' });

describe('a game-list page', () => {
  it("lists the route's game type and the provider from the query", async () => {
    const { platform } = renderSite('/rng?vassalage=JDB', {
      language: 'en',
      answers: { 'games.list': catalogue },
    });
    const games = await gameList();
    expect(
      within(games)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['JDB ALL 1', 'JDB ALL 2', 'JDB ALL 3']);
    expect(listQueries(platform)).toContainEqual(
      expect.objectContaining({ gameType: 'RNG', vassalage: 'JDB', filter: 'ALL', pageNo: '1' }),
    );
    expect(screen.getByText('Provider: JDB Gaming')).toBeTruthy();
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    expect(within(providers).getByRole('link', { name: 'JDB Gaming' }).ariaCurrent).toBe('page');
    // Only the chosen provider is current: "All providers" is not, though its query is a subset.
    expect(within(providers).getByRole('link', { name: 'All providers' }).ariaCurrent).toBeNull();
  });

  it("counts the games found in the reader's digits, thousands included", async () => {
    const thousands = { ...pageOf([game(1, { displayName: 'One' })]), totalElements: 8123 };
    renderSite('/rng', { language: 'bn', answers: { 'games.list': thousands } });
    expect((await screen.findByRole('status')).textContent).toBe('পাওয়া গেম: ৮,১২৩');
  });

  it('counts the games found in English too', async () => {
    const thousands = { ...pageOf([game(1, { displayName: 'One' })]), totalElements: 8123 };
    renderSite('/rng', { language: 'en', answers: { 'games.list': thousands } });
    expect((await screen.findByRole('status')).textContent).toBe('Games found: 8,123');
  });

  it('asks for the first page once: the route starts the call and the page takes it over', async () => {
    const { platform } = renderSite('/rng?vassalage=JDB', {
      language: 'en',
      answers: { 'games.list': catalogue },
    });
    await gameList();
    const firstPages = listQueries(platform).filter(
      (query) => query['vassalage'] === 'JDB' && query['pageNo'] === '1',
    );
    expect(firstPages).toHaveLength(1);
  });

  it('asks for the cricket classify of every type on /cricket', async () => {
    const { platform } = renderSite('/cricket', {
      language: 'en',
      answers: { 'games.list': catalogue },
    });
    await screen.findByRole('list', { name: 'Cricket' });
    expect(listQueries(platform)).toContainEqual(
      expect.objectContaining({ gameClassify: 'CRICKET' }),
    );
    expect(listQueries(platform)[0]?.['gameType']).toBeUndefined();
    // Sports providers offer cricket too (the fixture menus have no CRICKET type).
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    expect(within(providers).getByRole('link', { name: 'SBT Gaming' })).toBeTruthy();
  });

  it("shows the in-house vendor's crash lane, twelve games, on /bgs", async () => {
    const { platform } = renderSite('/bgs', {
      language: 'en',
      answers: { 'games.list': catalogue },
    });
    expect(await screen.findByRole('list', { name: 'Crash games' })).toBeTruthy();
    expect(listQueries(platform)).toContainEqual(
      expect.objectContaining({ vassalage: 'BGS', gameClassify: 'CRASH', pageSize: '12' }),
    );
    expect(listQueries(platform)).toContainEqual(
      expect.objectContaining({ vassalage: 'BGS', filter: 'ALL' }),
    );
    expect(screen.queryByRole('navigation', { name: 'Providers' })).toBeNull();
  });

  it('changes the provider in the query when another is chosen', async () => {
    const { history, platform } = renderSite('/rng', {
      language: 'en',
      answers: { 'games.list': catalogue },
    });
    await gameList();
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    await userEvent.click(within(providers).getByRole('link', { name: 'PG Gaming' }));
    expect(await screen.findByRole('heading', { name: 'PG ALL 1' })).toBeTruthy();
    expect(history.location.search).toBe('?vassalage=PG');
    expect(listQueries(platform).at(-1)).toMatchObject({ vassalage: 'PG' });
  });

  it('searches by name and shows what the platform found', async () => {
    const { platform } = renderSite('/rng', {
      language: 'en',
      answers: { 'games.list': catalogue },
    });
    await gameList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'tiger');
    expect(await screen.findByRole('heading', { name: 'Any ALL tiger 1' })).toBeTruthy();
    expect(listQueries(platform).at(-1)).toMatchObject({ name: 'tiger', pageNo: '1' });
  });

  it('narrows by the filter tabs, and asks a visitor to log in for favourites', async () => {
    const { platform } = renderSite('/rng', {
      language: 'en',
      answers: { 'games.list': catalogue, 'games.favourites': pageOf([]) },
    });
    await gameList();
    const tabs = screen.getByRole('tablist', { name: 'Show games' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Hot' }));
    expect(await screen.findByRole('heading', { name: 'Any HOT 1' })).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByText('Log in to see your favourite games')).toBeTruthy();
    expect(platform.callsTo('games.favourites')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it("lists a member's favourites of this page's type and provider", async () => {
    const favourites = pageOf([
      game(1, { displayName: 'Mine' }),
      game(2, { vassalage: 'JDB', displayName: 'Other' }),
    ]);
    const { platform } = renderSite('/rng?vassalage=PG', {
      language: 'en',
      token: 'member-token',
      answers: { 'games.favourites': favourites },
    });
    await gameList();
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Other' })).toBeNull();
    expect(platform.callsTo('games.favourites').map((call) => call.query)).toContainEqual(
      expect.objectContaining({ gameType: 'RNG', pageSize: '999' }),
    );
  });

  it('offers a way out when nothing matches, and a retry when loading fails', async () => {
    let fail = true;
    // A 503 fails at once; other 5xx replies to a GET are retried first.
    const list = ({ query }: PlatformCall) => {
      if (fail) return failure('INTERNAL', 503);
      return query['name'] ? pageOf([]) : pageOf([game(9, { displayName: 'Back again' })]);
    };
    renderSite('/rng', { language: 'en', answers: { 'games.list': list } });
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
