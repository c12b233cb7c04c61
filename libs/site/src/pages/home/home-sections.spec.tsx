import { PlatformError } from '@tessera/sdk';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { game, homeVendorLanes, vendorLanes } from '../../testing/game-fixtures';
import {
  listOf,
  lobby,
  main,
  ScreenObserver,
  section,
  setUpLobbyTests,
  settle,
} from './home-test-helpers';

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
    const list = vi.fn(listOf(20));
    await lobby({ games: { list } });
    await settle();
    const slots = within(section('Slots')).getByRole('list', { name: 'Slots games' });
    expect(within(slots).getAllByRole('listitem')).toHaveLength(12);
    expect(within(slots).getByRole('heading', { name: 'RNG 12' })).toBeTruthy();
    expect(within(slots).queryByRole('heading', { name: 'RNG 13' })).toBeNull();
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'RNG', pageNo: 1, pageSize: 20, language: 'en' }),
    );
  });

  it('leave the lottery out when no lane has a lottery', async () => {
    await lobby({ games: { vendorLanes: async () => vendorLanes } });
    await main().findByRole('heading', { level: 2, name: 'E-sports' });
    await settle();
    expect(main().queryByRole('heading', { name: 'Lottery' })).toBeNull();
    expect(main().queryByRole('heading', { name: 'Cockfight' })).toBeNull();
  });

  it('load a game list only as its section nears the screen, one request at a time', async () => {
    ScreenObserver.hold();
    const list = vi.fn(listOf(3));
    const vendorLanesCall = vi.fn(async () => homeVendorLanes);
    await lobby({ games: { list, vendorLanes: vendorLanesCall } });
    expect(await main().findByRole('heading', { name: 'Slots' })).toBeTruthy();
    await settle();
    // Far below the first screen on a phone: nothing asked yet, placeholders hold the space.
    expect(list).not.toHaveBeenCalled();
    expect(vendorLanesCall).not.toHaveBeenCalled();
    expect(section('Slots').getAttribute('aria-busy')).toBe('true');

    act(() => ScreenObserver.release());
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The first list goes out at once; the rest wait their turn, 300 ms apart (spec §7).
    expect(list).toHaveBeenCalledTimes(1);
    await settle();
    expect(list.mock.calls.map(([query]) => query.gameType)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
    ]);
    expect(vendorLanesCall).toHaveBeenCalledTimes(1);
    expect(within(section('Card games')).getByRole('heading', { name: 'PVP 3' })).toBeTruthy();
  });

  it('show a failed section with a retry that recovers it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = vi.fn(listOf(4)).mockRejectedValueOnce(new PlatformError('NETWORK', 'offline', 0));
    await lobby({ games: { list } });
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
    const hot = vi
      .fn()
      .mockRejectedValueOnce(new PlatformError('INTERNAL', 'boom', 500))
      .mockResolvedValue({ list: Array.from({ length: 14 }, (_, i) => game(i + 1, { isHot: 1 })) });
    await lobby({ games: { hot } });
    const failed = await main().findByRole('region', { name: 'Hot games' });
    await userEvent.click(await within(failed).findByRole('button', { name: 'Try again' }));
    const carousel = await main().findByRole('region', { name: 'Hot games' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getAllByRole('article')).toHaveLength(12);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(within(carousel).getAllByTestId('rolling-prize')).toHaveLength(12);
  });
});
