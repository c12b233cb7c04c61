import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, game, pageOf } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyGameCentrePage, LazyGamePopup } from '@tessera/site-games';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

beforeAll(() => Promise.all([LazyGameCentrePage.preload(), LazyGamePopup.preload()]));

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const tiles = (name: string) => screen.findByRole('list', { name });

describe('a game-centre page', () => {
  it("shows its lane's vendors; esports come out of the sports lane", async () => {
    renderSite('/esports', { language: 'en' });
    const esports = await tiles('E-sports providers');
    expect(
      within(esports)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['IM eSports']);
  });

  it('keeps the lanes for the visit: a second visit does not ask again, refresh does', async () => {
    const platform = createPlatformFake();
    const first = renderSite('/sports', { language: 'en', platform });
    await tiles('Sports providers');
    first.unmount();
    renderSite('/sports', { language: 'en', platform });
    const sports = await tiles('Sports providers');
    expect(within(sports).getByRole('button', { name: 'SBTech' })).toBeTruthy();
    expect(platform.callsTo('games.vendorLanes')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tiles('Sports providers');
    expect(platform.callsTo('games.vendorLanes')).toHaveLength(2);
  });

  it("lists the type's own games under the vendors when it has some", async () => {
    const { platform } = renderSite('/sports', {
      language: 'en',
      answers: { 'games.list': pageOf([game(5, { gameType: 'SPORTS', displayName: 'Penalty' })]) },
    });
    expect(await screen.findByRole('list', { name: 'Sports games' })).toBeTruthy();
    expect(platform.callsTo('games.list').map((call) => call.query)).toContainEqual(
      expect.objectContaining({ gameType: 'SPORTS' }),
    );
  });

  it("launches a vendor's own lobby from its tile", async () => {
    const { platform } = renderSite('/esports', {
      language: 'en',
      token: 'member-token',
      answers: { 'games.launchVendor': { url: 'https://sandbox.test/esports' } },
    });
    await screen.findByTestId('member-name');
    await userEvent.click(await screen.findByRole('button', { name: 'IM eSports' }));
    const popup = await screen.findByRole('dialog', { name: 'IM eSports' });
    expect(await within(popup).findByTitle('Game: IM eSports')).toBeTruthy();
    expect(platform.callsTo('games.launchVendor').at(-1)?.body).toMatchObject({
      vassalage: 'IMES',
      gameType: 'SPORTS',
    });
  });
});
