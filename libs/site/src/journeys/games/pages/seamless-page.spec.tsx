import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazySeamlessPage } from '@tessera/site-games';

beforeAll(() => LazySeamlessPage.preload());

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the seamless page', () => {
  it('plays the game from the query inside the page', async () => {
    const { platform } = renderSite('/seamless?gameCode=BGS_CRASH&vassalage=BGS', {
      language: 'en',
      token: 'member-token',
      answers: { 'games.launch': { url: 'https://sandbox.test/crash' } },
    });
    const frame = await screen.findByTitle('Game: BGS_CRASH');
    expect(frame.getAttribute('src')).toBe('https://sandbox.test/crash');
    expect(platform.callsTo('games.launch').at(-1)?.body).toMatchObject({
      gameCode: 'BGS_CRASH',
      vassalage: 'BGS',
    });
    // The game takes the page: no side menu here (spec §2).
    expect(document.getElementById('side-menu')).toBeNull();
  });

  it('asks the launch for the automatic transfer, and brings the money back when the page is left', async () => {
    const { platform, history } = renderSite('/seamless?gameCode=PG_FORTUNE&vassalage=PG', {
      language: 'en',
      token: 'member-token',
      answers: { 'games.launch': { url: 'about:blank', gameWallet: 'PG' } },
    });
    await screen.findByTitle('Game: PG_FORTUNE');
    expect(platform.callsTo('games.launch').at(-1)?.body).toMatchObject({ autoTransfer: true });
    expect(platform.callsTo('wallet.recall')).toHaveLength(0);
    act(() => history.push('/'));
    await waitFor(() => expect(platform.callsTo('wallet.recall')).toHaveLength(1));
  });

  it('recalls nothing when the launch moved no money (a single-wallet merchant)', async () => {
    const { platform, history } = renderSite('/seamless?gameCode=PG_FORTUNE&vassalage=PG', {
      language: 'en',
      token: 'member-token',
      answers: { 'games.launch': { url: 'about:blank' } },
    });
    await screen.findByTitle('Game: PG_FORTUNE');
    act(() => history.push('/'));
    await waitFor(() => expect(screen.queryByTitle('Game: PG_FORTUNE')).toBeNull());
    expect(platform.callsTo('wallet.recall')).toHaveLength(0);
  });

  it('says what to do without a game in the query, or without a session', async () => {
    const first = renderSite('/seamless', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'No game chosen' })).toBeTruthy();
    first.unmount();
    renderSite('/seamless?gameCode=X&vassalage=PG', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Log in to play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
