import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, game, vendorLanes } from '@tessera/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  listOf,
  lobby,
  main,
  ScreenObserver,
  section,
  setUpLobbyTests,
  settle,
} from '../testing/home-test-helpers';

setUpLobbyTests();

const headings = () =>
  main()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the home sections', () => {
  it('come in spec order, each with its title', async () => {
    await lobby();
    await main().findByRole('heading', { level: 2, name: 'Cockfight' });
    await settle();
    expect(headings()).toEqual([
      'Progressive jackpot',
      'Big winners',
      'Hot games',
      'Slots',
      'Live casino',
      'Fishing',
      'Card games',
      'Sports',
      'E-sports',
      'Lottery',
      'Cockfight',
    ]);
  });

  it('link game sections to their page, and vendor sections nowhere', async () => {
    await lobby();
    await main().findByRole('heading', { level: 2, name: 'Cockfight' });
    await settle();
    const more = (name: string) =>
      within(section(name))
        .getByRole('link', { name: `More ${name}` })
        .getAttribute('href');
    expect(more('Slots')).toBe('/rng');
    expect(more('Live casino')).toBe('/live');
    expect(more('Fishing')).toBe('/fish');
    expect(more('Card games')).toBe('/pvp');
    // The hot carousel is its own region; its 'more' link sits by its heading.
    expect(main().getByRole('link', { name: 'More Hot games' }).getAttribute('href')).toBe('/rng');
    for (const name of ['Sports', 'E-sports', 'Lottery', 'Cockfight']) {
      expect(within(section(name)).queryAllByRole('link'), name).toHaveLength(0);
    }
    expect(within(section('E-sports')).getByRole('button', { name: /IM eSports/ })).toBeTruthy();
    expect(within(section('Cockfight')).getByRole('button', { name: /DS88 Sabong/ })).toBeTruthy();
  });

  it('show at most 12 games of the 20 a list returns', async () => {
    const { platform } = await lobby({ 'games.list': listOf(20) });
    await settle();
    const slots = within(section('Slots')).getByRole('list', { name: 'Slots games' });
    expect(within(slots).getAllByRole('listitem')).toHaveLength(12);
    expect(within(slots).getByRole('heading', { name: 'RNG 12' })).toBeTruthy();
    expect(within(slots).queryByRole('heading', { name: 'RNG 13' })).toBeNull();
    expect(platform.callsTo('games.list').map((call) => call.query)).toContainEqual(
      expect.objectContaining({ gameType: 'RNG', pageNo: '1', pageSize: '20', language: 'en' }),
    );
  });

  it('leave the lottery out when no lane has a lottery', async () => {
    await lobby({ 'games.vendorLanes': vendorLanes });
    await main().findByRole('heading', { level: 2, name: 'E-sports' });
    await settle();
    expect(main().queryByRole('heading', { name: 'Lottery' })).toBeNull();
    expect(main().queryByRole('heading', { name: 'Cockfight' })).toBeNull();
  });

  it('load a game list only as its section nears the screen, one request at a time', async () => {
    ScreenObserver.hold();
    const { platform } = await lobby({ 'games.list': listOf(3) });
    const lists = () => platform.callsTo('games.list');
    expect(await main().findByRole('heading', { name: 'Slots' })).toBeTruthy();
    await settle();
    // Far below the first screen on a phone: nothing asked yet, placeholders hold the space.
    expect(lists()).toHaveLength(0);
    expect(platform.callsTo('games.vendorLanes')).toHaveLength(0);
    expect(section('Slots').getAttribute('aria-busy')).toBe('true');

    act(() => ScreenObserver.release());
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The first list goes out at once; the rest wait their turn, 300 ms apart (spec §7).
    expect(lists()).toHaveLength(1);
    await settle();
    expect(lists().map((call) => call.query['gameType'])).toEqual(['RNG', 'LIVE', 'FISH', 'PVP']);
    expect(platform.callsTo('games.vendorLanes')).toHaveLength(1);
    expect(within(section('Card games')).getByRole('heading', { name: 'PVP 3' })).toBeTruthy();
  });

  it('show a failed section with a retry that recovers it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const platform = createPlatformFake();
    platform.fail('games.list', 'NETWORK', 503, { once: true });
    await lobby({ 'games.list': listOf(4) }, platform);
    await settle();
    const slots = section('Slots');
    expect(within(slots).getByText(/Slots could not be loaded/).textContent).toContain(
      'Network link abnormal',
    );
    // The other sections still load.
    expect(within(section('Live casino')).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(slots).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(slots).getAllByRole('listitem')).toHaveLength(4);
    expect(within(slots).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('show the hot games in a carousel with arrows, rolling prizes and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A 503: other 5xx replies to a GET are retried before the section shows the failure.
    const platform = createPlatformFake();
    platform.fail('games.hot', 'INTERNAL', 503, { once: true });
    const hot = { list: Array.from({ length: 14 }, (_, i) => game(i + 1, { isHot: 1 })) };
    await lobby({ 'games.hot': hot }, platform);
    const failed = await main().findByRole('region', { name: 'Hot games' });
    await userEvent.click(await within(failed).findByRole('button', { name: 'Try again' }));
    const carousel = await main().findByRole('region', { name: 'Hot games' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getAllByRole('article')).toHaveLength(12);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(within(carousel).getAllByTestId('rolling-prize')).toHaveLength(12);
  });
});
