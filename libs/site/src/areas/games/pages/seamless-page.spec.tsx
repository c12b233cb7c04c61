import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazySeamlessPage } from '../lazy-screens';

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

  it('says what to do without a game in the query, or without a session', async () => {
    const first = renderSite('/seamless', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'No game chosen' })).toBeTruthy();
    first.unmount();
    renderSite('/seamless?gameCode=X&vassalage=PG', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Log in to play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
