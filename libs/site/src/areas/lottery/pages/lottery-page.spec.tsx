import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@tessera/contract';
import { createPlatformFake, lotteryGames, type PlatformFake } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyGamePopup } from '@tessera/site-games';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyLotteryPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyLotteryPage.preload(), LazyGamePopup.preload()]));

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const options = (platform: PlatformFake = createPlatformFake()) => ({
  language: 'en',
  token: 'member-token',
  platform,
});

describe('a lottery page', () => {
  it('shows the lottery, its latest numbers, draws and countdown, and plays it', async () => {
    const platform = createPlatformFake({
      answers: {
        'games.launch': { url: 'https://sandbox.test/lotto' },
        'lottery.opened': {
          gameCode: 'VN_HANOI',
          drawNo: '20261122-0002',
          numbers: ['01', '02', '03'],
          drawnAt: '2026-11-22T00:05:00Z',
        },
        'lottery.menu': lotteryGames,
      },
    });
    renderSite('/vnLottery?gameCode=VN_HANOI', options(platform));
    const summary = await screen.findByRole('region', { name: 'Hanoi 5-minute' });
    expect(await within(summary).findByText('Latest numbers · Draw 20261122-0002')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['01', '02', '03']);
    expect(within(summary).getByText('Next draw in')).toBeTruthy();
    // The Vietnam draw, for this game.
    expect(platform.callsTo('lottery.opened')).toContainEqual(
      expect.objectContaining({ path: PATHS.lotteryOpenedVn, query: { gameCode: 'VN_HANOI' } }),
    );
    // The lanes hold no e-lottery card: the Vietnam menu is asked for plain lottery.
    expect(platform.callsTo('lottery.menu').map((call) => call.query)).toContainEqual(
      expect.objectContaining({ prizeMode: 'LOTT' }),
    );
    expect(await screen.findByText('20261122-0001')).toBeTruthy();

    await userEvent.click(within(summary).getByRole('button', { name: 'Play Hanoi 5-minute' }));
    const popup = await screen.findByRole('dialog', { name: 'Hanoi 5-minute' });
    expect(await within(popup).findByTitle('Game: Hanoi 5-minute')).toBeTruthy();
    expect(platform.callsTo('games.launch').at(-1)?.body).toMatchObject({
      gameCode: 'VN_HANOI',
      vassalage: 'TCG_LOTTO_VN',
      prizeMode: 'LOTT',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      device: 'WEB',
    });
  });

  it('offers a picker when the game code is missing or unknown', async () => {
    const two = [...lotteryGames, { ...lotteryGames[0]!, gameCode: 'VN_SAIGON', name: 'Saigon' }];
    renderSite(
      '/vnLottery?gameCode=NOPE',
      options(createPlatformFake({ answers: { 'lottery.menu': two } })),
    );
    expect(
      await screen.findByText('We could not find that lottery. Choose one below.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Saigon' }));
    expect(await screen.findByRole('region', { name: 'Saigon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saigon' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
