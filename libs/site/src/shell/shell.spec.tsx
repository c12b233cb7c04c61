import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, permission } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ScreenObserver } from '../areas/lobby/testing/home-test-helpers';
import { quietPopups } from '../testing/quiet-popups';
import { renderSite } from '../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const withPermission = (changes: Partial<typeof permission>) =>
  createPlatformFake({ answers: { 'system.permission': { ...permission, ...changes } } });

describe('full-page states', () => {
  it('shows maintenance with its end time and customer service instead of the site', async () => {
    renderSite('/', {
      language: 'en',
      platform: withPermission({ maintenance: true, maintenanceEnd: '2026-11-23T08:00:00Z' }),
    });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeTruthy();
    expect(screen.getByTestId('maintenance-end').textContent).toMatch(/back by .*2026/);
    expect(
      screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href'),
    ).toBe('https://chat.example/test');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the region block with the visitor IP', async () => {
    renderSite('/', { language: 'en', platform: withPermission({ regionRestriction: true }) });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByTestId('visitor-ip').textContent).toBe('Your IP address: 203.0.113.7');
  });
});

describe('the frame', () => {
  it('sends a visitor without a session from a member page to the login popup', async () => {
    const { history } = renderSite('/member', { language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });

  it('lets a member with a session into the member centre', async () => {
    renderSite('/member', { language: 'en', token: 'session-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member centre' })).toBeTruthy();
  });

  it('hides the side menu on the seamless game page only', async () => {
    renderSite('/seamless', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Game' });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows only the agent view on /agent', async () => {
    renderSite('/agent', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Agent login' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('the header', () => {
  it('lists categories that have vendors; a one-vendor category opens that vendor', async () => {
    renderSite('/', { language: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 5)).toEqual(['Lobby', 'Live casino', 'AG Gaming', 'DG Gaming', 'Sports']);
    expect(within(nav).getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe(
      '/sports?vassalage=SBT',
    );
  });

  it('on a phone builds neither the game row nor its language picker (the side menu has both)', async () => {
    // A 390 px screen: every max-width query up to the tablet's matches.
    const real = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        ...real(query),
        matches: /max-width: (767|1279)px/.test(query),
      }) as MediaQueryList;
    onTestFinished(() => void (window.matchMedia = real));
    renderSite('/', { language: 'en' });
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    const header = menuButton.closest('header') as HTMLElement;
    expect(within(header).queryByRole('navigation')).toBeNull();
    expect(within(header).queryByRole('combobox')).toBeNull();
    const menu = screen.getByRole('complementary', { hidden: true });
    expect(within(menu).getByRole('combobox', { hidden: true })).toBeTruthy();
  });

  it('signs out after confirmation, on the server too, and returns to the lobby', async () => {
    const { history, platform } = renderSite('/promotions', {
      language: 'en',
      token: 'session-token',
    });
    await userEvent.click(await screen.findByText('Account menu'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog.textContent).toContain('Are you sure you want to sign out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    expect(platform.callsTo('session.logout')).toHaveLength(1);
    expect(platform.client.tokenStore.get()).toBeNull();
  });
});

describe('the side menu', () => {
  it('shows a QR code for each app download link, drawn once seen and its encoder arrives', async () => {
    // The menu is on the screen (a wide screen's column, or the drawer opened).
    const quiet = globalThis.IntersectionObserver;
    ScreenObserver.install();
    onTestFinished(() => {
      globalThis.IntersectionObserver = quiet;
    });
    renderSite('/', {
      language: 'en',
      platform: withPermission({ appDownload: { ios: null, android: 'https://apps.test/a.apk' } }),
    });
    const qr = await screen.findByRole('img', { name: 'Scan to install on Android' });
    expect(qr.closest('a')?.getAttribute('href')).toBe('https://apps.test/a.apk');
    expect(screen.queryByRole('img', { name: 'Scan to install on iOS' })).toBeNull();
    // The encoder loads on first use; until then a same-size square holds the place.
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).toBeTruthy());
    expect(qr.getAttribute('width')).toBe('96');
  });
});

describe('the footer', () => {
  it('shows social links, Facebook only on the brand domains', async () => {
    renderSite('/', { language: 'en' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Telegram' })).toBeTruthy();
    // jsdom runs on localhost, which is not one of the brand's Facebook domains.
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('links help topics to the help popup at their tag', async () => {
    renderSite('/', { language: 'en' });
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'How to withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(
      within(dialog).getByRole('tab', { name: 'How to withdraw' }).getAttribute('aria-selected'),
    ).toBe('true');
    // The help HTML shows once the sanitizer (loaded on first use) has cleaned it.
    await waitFor(() => expect(dialog.textContent).toContain('Choose an account.'));
  });
});
