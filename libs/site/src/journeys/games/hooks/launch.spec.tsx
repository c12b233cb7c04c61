import { failure, game, member, pageOf, type PlatformCall } from '@tessera/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { play, preloadGameScreens, showSlots } from '../testing/slots-page';

beforeAll(preloadGameScreens);

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('launching a game from its card', () => {
  it('sends a visitor to log in, coming back to the list', async () => {
    const { history, platform } = showSlots();
    await play('Fortune');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.search).toBe('?redirect=%2Frng');
    expect(platform.callsTo('games.launch')).toHaveLength(0);
  });

  it('asks a trial account for a real account', async () => {
    const trial = { ...member, type: 4 as const };
    const { platform } = showSlots({ 'member.info': trial }, 'trial-token');
    await screen.findByTestId('member-name');
    await play('Fortune');
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(prompt.textContent).toContain('You need a real account for this.');
    expect(platform.callsTo('games.launch')).toHaveLength(0);
  });

  it('tells about maintenance and suggests popular games instead', async () => {
    const { platform } = showSlots({}, 'member-token');
    await screen.findByTestId('member-name');
    await play('Broken Reels');
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog.textContent).toContain('This game is under maintenance.');
    const popular = await within(dialog).findByRole('list', {
      name: 'Popular games you can play now',
    });
    expect(
      within(popular)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Hot 1', 'Hot 2', 'Hot 3', 'Hot 4']);
    expect(platform.callsTo('games.launch')).toHaveLength(0);
  });

  it('shows the maintenance dialog when the platform refuses the launch for maintenance', async () => {
    showSlots({ 'games.launch': failure('GAME_MAINTENANCE', 409) }, 'member-token');
    await screen.findByTestId('member-name');
    await play('Fortune');
    expect(await screen.findByRole('dialog', { name: 'Game under maintenance' })).toBeTruthy();
  });

  it('opens the game popup with the launched page, and tells a failure in words', async () => {
    const { platform } = showSlots({}, 'member-token');
    platform.answer('games.launch', { url: 'https://sandbox.test/slot?round=1' }, { once: true });
    platform.fail('games.launch', 'INSUFFICIENT_BALANCE', 409, { once: true });
    await screen.findByTestId('member-name');
    await play('Fortune');
    const popup = await screen.findByRole('dialog', { name: 'Fortune' });
    const frame = await within(popup).findByTitle('Game: Fortune');
    expect(frame.getAttribute('src')).toBe('https://sandbox.test/slot?round=1');
    expect(platform.callsTo('games.launch').at(-1)?.body).toMatchObject({
      gameCode: 'PG_FORTUNE',
      vassalage: 'PG',
      gameType: 'RNG',
    });

    await waitFor(() => userEvent.click(within(popup).getByRole('button', { name: 'Close' })));
    await play('Fortune');
    expect(await screen.findByText('Your available balance is too low for this.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Fortune' })).toBeNull();
  });

  it("opens a vendor's game list for a vendor entry, for visitors too", async () => {
    const vendorEntry = game(7, { displayName: 'JDB Lobby', vassalage: 'JDB', isGame: false });
    const list = ({ query }: PlatformCall) =>
      query['vassalage'] === 'JDB'
        ? pageOf([game(8, { vassalage: 'JDB', displayName: 'Dragon' })])
        : pageOf([vendorEntry]);
    showSlots({ 'games.list': list });
    await play('JDB Lobby');
    const popup = await screen.findByRole('dialog', { name: 'JDB Lobby games' });
    expect(await within(popup).findByRole('heading', { name: 'Dragon' })).toBeTruthy();
  });

  it('refreshes the header balance when the popup closes, and when the game says so', async () => {
    const { platform } = showSlots({}, 'member-token');
    const balanceCalls = () => platform.callsTo('wallet.balance').length;
    await screen.findByTestId('member-name');
    await play('Fortune');
    const popup = await screen.findByRole('dialog', { name: 'Fortune' });
    await within(popup).findByTitle('Game: Fortune');
    const before = balanceCalls();

    // A message from another origin is ignored; the sandbox page's own is obeyed.
    const post = (origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { origin, data: { type: 'tessera:balance' } }),
        );
      });
    post('https://evil.example');
    expect(balanceCalls()).toBe(before);
    post(window.location.origin);
    // The request reaches the fake platform a few ticks after the call: wait for it.
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));

    await waitFor(() => userEvent.click(within(popup).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(balanceCalls()).toBe(before + 2));
  });
});
