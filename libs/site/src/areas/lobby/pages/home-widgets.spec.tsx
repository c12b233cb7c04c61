import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcements, createPlatformFake } from '@tessera/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import { lobby, main, section, setUpLobbyTests, settle } from '../testing/home-test-helpers';

setUpLobbyTests();

describe('the winners board', () => {
  it('shows the 9 biggest wins, cleaned, biggest first', async () => {
    const amounts = ['88.1', '1234567.5', '7', '1,000', '12.345', 'n/a', '300', '45.6', '9999.99'];
    const more = ['0.5', '1', '2', '3'];
    const winners = {
      list: [...amounts, ...more].map((winAmount, index) => ({
        vo: { customerName: `pl***${index}`, winAmount, gameName: 'Fortune Tiger', iconUrl: '' },
      })),
    };
    await lobby({ 'games.winners': winners });
    const board = await main().findByRole('region', { name: 'Big winners' });
    const rows = await within(board).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/^pl\*\*\*\d+Fortune Tiger/, ''))).toEqual([
      '৳1,234,567.50',
      '৳9,999.99',
      '৳1,000.00',
      '৳300.00',
      '৳88.10',
      '৳45.60',
      '৳12.35',
      '৳7.00',
      '৳3.00',
    ]);
  });

  it('says so kindly when nobody has won yet', async () => {
    await lobby({ 'games.winners': { list: [] } });
    const board = await main().findByRole('region', { name: 'Big winners' });
    expect(
      await within(board).findByText('No big wins to show yet. Yours could be the first!'),
    ).toBeTruthy();
  });
});

describe("the home's amounts in Bengali", () => {
  it('put the taka sign where the header puts it: after the amount, in Bengali digits', async () => {
    const winners = {
      list: [
        { vo: { customerName: 'pl***1', winAmount: '1234.5', gameName: 'Tiger', iconUrl: '' } },
      ],
    };
    await lobby({ 'games.winners': winners }, createPlatformFake(), 'bn');
    const jackpot = await main().findByRole('region', { name: 'প্রগ্রেসিভ জ্যাকপট' });
    expect(within(jackpot).getByRole('paragraph').textContent).toMatch(/^[০-৯,]+\.[০-৯]{2}৳$/);
    const board = await main().findByRole('region', { name: 'বড় বিজয়ীরা' });
    const [row] = await within(board).findAllByRole('listitem');
    expect(row?.textContent).toMatch(/১,২৩৪\.৫০৳$/);
  });
});

describe('the jackpot', () => {
  const amount = () => {
    const text = within(section('Progressive jackpot')).getByText(/^[\d,]+\.\d{2}$/).textContent;
    return Number(text?.replace(/,/g, ''));
  };

  function setVisibility(state: DocumentVisibilityState) {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
  }

  it('starts between 20 and 21 million and grows by 100 to 500 every 3 to 5 s', async () => {
    await lobby();
    await main().findByRole('region', { name: 'Progressive jackpot' });
    expect(within(section('Progressive jackpot')).getByText('৳')).toBeTruthy();
    const start = amount();
    expect(start).toBeGreaterThanOrEqual(20_000_000);
    expect(start).toBeLessThanOrEqual(21_000_000);
    // The first growth comes within 5 s, and the next not before 3 s after it.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const grown = amount() - start;
    expect(grown).toBeGreaterThanOrEqual(100);
    expect(grown).toBeLessThanOrEqual(500);
  });

  it('stands still while the tab is hidden', async () => {
    await lobby();
    await main().findByRole('region', { name: 'Progressive jackpot' });
    setVisibility('hidden');
    const hidden = amount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(amount()).toBe(hidden);
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(amount()).toBeGreaterThan(hidden);
  });
});

describe('the banner carousel', () => {
  const banner = (id: number, linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL', url: string | null) =>
    ({ id, groupName: 'w_home', imageUrl: `/banner-${id}.svg`, url, linkageType }) as const;

  it('is left out when the merchant has no home banners', async () => {
    const { platform } = await lobby({
      'announcements.list': {
        ...announcements,
        banners: [{ ...banner(9, 'NONE', null), groupName: 'w_reg' as const }],
      },
    });
    await main().findByRole('region', { name: 'Big winners' });
    await settle();
    // Banners and notices, and no popup audience: the query leaves `execution` out.
    const bannerQuery = platform
      .callsTo('announcements.list')
      .find((call) => call.query['types'] === 'B,PL')?.query;
    expect(bannerQuery).toBeDefined();
    expect(bannerQuery).not.toHaveProperty('execution');
    expect(main().queryByRole('region', { name: 'Featured promotions' })).toBeNull();
    expect(main().queryByRole('img', { name: /Promotion/ })).toBeNull();
  });

  it('shows home banners with their links, the first loaded first', async () => {
    const banners = [
      banner(1, 'INTERNAL', '/promotions'),
      banner(2, 'EXTERNAL', 'https://example.com/cup'),
      banner(3, 'NONE', null),
    ];
    await lobby({ 'announcements.list': { ...announcements, banners } });
    const first = await main().findByRole('img', { name: 'Promotion 1 of 3' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).toBe('1200');
    expect(first.closest('a')?.getAttribute('href')).toBe('/promotions');
    // The carousel's code comes after the first banner; then every banner is in it.
    const carousel = await main().findByRole('region', { name: 'Featured promotions' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    const second = within(carousel).getByRole('img', { name: 'Promotion 2 of 3' });
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(within(carousel).getByRole('img', { name: 'Promotion 3 of 3' }).closest('a')).toBeNull();
  });

  it('opens an internal banner link inside the site', async () => {
    // The page it opens loads on demand (lazyPage), on real timers.
    vi.useRealTimers();
    const banners = [banner(1, 'INTERNAL', '/promotions'), banner(2, 'NONE', null)];
    const { history } = await lobby({
      'announcements.list': { ...announcements, banners },
    });
    await userEvent.click(await main().findByRole('link', { name: 'Promotion 1 of 2' }));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/promotions'));
  });
});

// Kept from the first lobby: the browser tests read the welcome and the merchant line.
describe('the welcome line', () => {
  it('names the brand and the merchant from the platform', async () => {
    await lobby();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Test Brand' }),
    ).toBeTruthy();
    expect(screen.getByTestId('merchant').textContent).toContain('Test Merchant Ltd');
  });
});
