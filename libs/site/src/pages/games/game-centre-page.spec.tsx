import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyGamePopup } from '../../modals/lazy-modals';
import { game, pageOf, vendorLanes } from '../../testing/game-fixtures';
import { quietPopups } from '../../testing/quiet-popups';
import { fakeClient, renderSite } from '../../testing/render-site';
import { LazyGameCentrePage } from './index';

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
    const lanes = vi.fn(async () => vendorLanes);
    const client = fakeClient({ games: { vendorLanes: lanes } });
    const first = renderSite('/sports', { language: 'en', client });
    await tiles('Sports providers');
    first.unmount();
    renderSite('/sports', { language: 'en', client });
    const sports = await tiles('Sports providers');
    expect(within(sports).getByRole('button', { name: 'SBTech' })).toBeTruthy();
    expect(lanes).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tiles('Sports providers');
    expect(lanes).toHaveBeenCalledTimes(2);
  });

  it("lists the type's own games under the vendors when it has some", async () => {
    const list = vi.fn(async () =>
      pageOf([game(5, { gameType: 'SPORTS', displayName: 'Penalty' })]),
    );
    renderSite('/sports', { language: 'en', client: fakeClient({ games: { list } }) });
    expect(await screen.findByRole('list', { name: 'Sports games' })).toBeTruthy();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'SPORTS' }));
  });

  it("launches a vendor's own lobby from its tile", async () => {
    const launchVendor = vi.fn(async () => ({ url: 'https://sandbox.test/esports' }));
    renderSite('/esports', {
      language: 'en',
      token: 'member-token',
      client: fakeClient({ games: { launchVendor } }),
    });
    await screen.findByTestId('member-name');
    await userEvent.click(await screen.findByRole('button', { name: 'IM eSports' }));
    const popup = await screen.findByRole('dialog', { name: 'IM eSports' });
    expect(await within(popup).findByTitle('Game: IM eSports')).toBeTruthy();
    expect(launchVendor).toHaveBeenCalledWith(
      expect.objectContaining({ vassalage: 'IMES', gameType: 'SPORTS' }),
    );
  });
});
