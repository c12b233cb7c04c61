import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginInfo } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { LazyMemberLayout, LazyMemberMenuPage } from './lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyMemberMenuPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const signedIn = { language: 'en', token: 'member-token' };

describe('the member centre', () => {
  it('opens on its menu page, every spec page grouped', async () => {
    renderSite('/member', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Member centre' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    for (const group of ['Money', 'Records', 'Account'])
      expect(within(menu).getByRole('heading', { name: group })).toBeTruthy();
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'Wallet',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal loss',
      'Bonus details',
      'My account',
      'Deposit limits',
      'Responsible gaming',
      'VIP',
      'Points mall',
      'Reward centre',
      'Missions',
      'Lucky draw',
      'Platform information',
    ]);
  });

  it('lists invite friends while the referral programme is on, and counts unread messages', async () => {
    renderSite('/member', {
      ...signedIn,
      answers: {
        'member.loginInfo': { ...loginInfo, referralEnabled: true },
        'messages.unreadCount': { count: 2 },
      },
    });
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('link', { name: 'Invite friends' })).toBeTruthy();
    expect(
      await within(menu).findByRole('link', { name: /^Platform information\s+2 new$/ }),
    ).toBeTruthy();
  });

  it('names the page in its heading, marks it in the menu and leads back to the menu', async () => {
    const { history } = renderSite('/member/bonus-details', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus details' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(
      within(menu).getByRole('link', { name: 'Bonus details' }).getAttribute('aria-current'),
    ).toBe('page');
    const [back] = screen.getAllByRole('link', { name: 'Back to the menu' });
    await userEvent.click(back!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Member centre' })).toBeTruthy();
    expect(history.location.pathname).toBe('/member');
  });

  it('takes an old ?page= link to its page', async () => {
    const { history } = renderSite('/member?page=bonusDetails', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus details' })).toBeTruthy();
    expect(history.location.pathname).toBe('/member/bonus-details');
  });

  it('sends a visitor from a member page to the login popup', async () => {
    const { history } = renderSite('/member/withdraw', { language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });

  it('reaches Deposit and Withdraw from the account menu (the phone has no header buttons)', async () => {
    const { history } = renderSite('/', signedIn);
    await userEvent.click(await screen.findByText('Account menu'));
    // The phone-only entries sit first in the menu, before the records.
    const menu = screen.getByText('Account menu').closest('details')!;
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 3)).toEqual(['Deposit', 'Withdraw', 'Betting record']);
    await userEvent.click(within(menu).getByRole('link', { name: 'Betting record' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Betting record' })).toBeTruthy();
    expect(history.location.pathname).toBe('/member/personal-history-copy');
    // The choice closed the menu: on a phone it would cover the page it opened.
    expect(menu.hasAttribute('open')).toBe(false);
  });
});
