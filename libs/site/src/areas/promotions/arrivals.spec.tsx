import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnnouncementList, Banner } from '@tessera/contract';
import { createPlatformFake, loginResult } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSite } from '../../testing/render-site';

// Issue 12's arrivals: the first-login popups (execution F) and the banner groups outside the
// lobby. They live in content, account and the shell; the promotions part built them.

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The visitor's own popups and the gift are closed: what shows after the login is the member's.
  sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  sessionStorage.setItem('GIFT_POPUP', '1');
});

const banner = (id: number, groupName: Banner['groupName']): Banner => ({
  id,
  groupName,
  imageUrl: `/cdn/${groupName}.png`,
  url: null,
  linkageType: 'NONE',
});

function platformWithArrivals(firstTimeLogin: boolean) {
  const platform = createPlatformFake();
  platform.answer('session.login', { ...loginResult, firstTimeLogin });
  platform.answer('announcements.list', ({ query }): AnnouncementList => {
    const executions = (query.execution ?? '').split(',');
    const popup = [
      { id: 1, title: 'Your account is ready', content: '<p>Welcome</p>', execution: 'F' as const },
      { id: 2, title: 'Weekend reload bonus', content: '<p>20%</p>', execution: 'A' as const },
    ].filter((p) => executions.includes(p.execution));
    return {
      banners: [
        banner(1, 'w_home'),
        banner(2, 'w_leftmenu'),
        banner(3, 'w_forget'),
        banner(4, 'w_reg'),
      ],
      player: [],
      popup,
      promotion: [],
      totalPopups: popup.length,
    };
  });
  return platform;
}

async function logIn() {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(dialog).getByPlaceholderText('Username/Phone'), 'player1');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pass');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('arrival popups after a login', () => {
  it('are the first-login ones (F) on the account’s first login, with the first-login action', async () => {
    const platform = platformWithArrivals(true);
    renderSite('/login', { language: 'en', platform });
    await logIn();
    expect(await screen.findByRole('dialog', { name: 'Your account is ready' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Weekend reload bonus' })).toBeNull();
    await waitFor(() => expect(platform.callsTo('member.firstLogin')).toHaveLength(1));
  });

  it('are the members’ ones (A) on any later login', async () => {
    const platform = platformWithArrivals(false);
    renderSite('/login', { language: 'en', platform });
    await logIn();
    expect(await screen.findByRole('dialog', { name: 'Weekend reload bonus' })).toBeTruthy();
    expect(platform.callsTo('member.firstLogin')).toHaveLength(0);
  });
});

describe('banner groups', () => {
  it('put w_leftmenu in the side menu and w_reg in the sign-up popup, from one request', async () => {
    const platform = platformWithArrivals(false);
    renderSite('/register', { language: 'en', platform });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    const reg = await within(dialog).findByRole('img', { name: 'Current offer' });
    expect(reg.getAttribute('src')).toBe('/cdn/w_reg.png');
    // The page behind the dialog is hidden from the accessibility tree meanwhile; the menu's
    // banner is built after the first idle moment, which may come after the popup.
    await waitFor(async () => {
      const menu = await screen.findAllByRole('img', { name: 'Current offer', hidden: true });
      expect(menu.map((img) => img.getAttribute('data-banner-group'))).toContain('w_leftmenu');
    });
    expect(
      platform.callsTo('announcements.list').filter((call) => call.query.types === 'B,PL'),
    ).toHaveLength(1);
  });
});
