import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, permission } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyDownloadPage } from '../lazy-screens';

beforeAll(() => LazyDownloadPage.preload());
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
  window.tesseraInstallPrompt = undefined;
});

const withApps = (appDownload: typeof permission.appDownload) =>
  createPlatformFake({ answers: { 'system.permission': { ...permission, appDownload } } });

/** The offer Chrome makes, as the page receives it. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('the app download page', () => {
  it('shows a QR code and a link for each store app, and the install guides', async () => {
    renderSite('/download', {
      language: 'en',
      platform: withApps({ ios: 'https://apps.test/ios', android: 'https://apps.test/a.apk' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Get the .+ app$/ })).toBeTruthy();
    // The side menu has its own small codes: these are the page's.
    const stores = screen.getByRole('region', { name: 'Store apps' });
    expect(within(stores).getByRole('img', { name: 'Scan to install on iOS' })).toBeTruthy();
    expect(within(stores).getByRole('img', { name: 'Scan to install on Android' })).toBeTruthy();
    expect(
      within(stores).getByRole('link', { name: 'Open the Android download' }).getAttribute('href'),
    ).toBe('https://apps.test/a.apk');
    const ios = screen.getByRole('article', { name: 'iPhone and iPad (Safari)' });
    expect(
      within(ios)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Open this site in Safari.',
      'Tap the Share button.',
      'Choose Add to Home Screen, then Add.',
    ]);
    expect(screen.getByRole('article', { name: 'Android (Chrome)' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Computer (Chrome or Edge)' })).toBeTruthy();
  });

  it('without store apps still offers the lite app and its guides, with a way back', async () => {
    renderSite('/download', { language: 'bn', platform: withApps({ ios: null, android: null }) });
    expect(
      await screen.findByText('এখনও কোনো স্টোর অ্যাপ নেই। নিচের লাইট অ্যাপটি সব ফোনে চলে।'),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Scan|স্ক্যান/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'লাইট অ্যাপ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'যেভাবে ইনস্টল করবেন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'লবিতে ফিরে যান' }).getAttribute('href')).toBe('/');
  });

  it('installs through the browser’s offer where there is one, and says when it is done', async () => {
    const user = userEvent.setup();
    // The offer came before the page's code (index.html's inline script kept it).
    const early = installOffer('dismissed');
    window.tesseraInstallPrompt = early as never;
    renderSite('/download', { language: 'en', platform: withApps({ ios: null, android: null }) });
    await user.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(early.prompt).toHaveBeenCalledOnce();
    // Dismissed: the button goes until the browser offers again.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull(),
    );

    const later = installOffer('accepted');
    act(() => void dispatchEvent(later));
    await user.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(later.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'The app is installed. Open it from your home screen.',
    );
  });

  it('shows no install button where the browser makes no offer (Safari): the guides say how', async () => {
    renderSite('/download', { language: 'en', platform: withApps({ ios: null, android: null }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lite app' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });
});

describe('the ways to the download page', () => {
  it('the side menu’s app download heading leads there, with or without store apps', async () => {
    const user = userEvent.setup();
    const { history } = renderSite('/', {
      language: 'en',
      platform: withApps({ ios: null, android: null }),
    });
    const links = await screen.findAllByRole('link', { name: 'Download the app' });
    await user.click(links[0]!);
    await waitFor(() => expect(history.location.pathname).toBe('/download'));
  });

  it('the promotions’ app download filter links to it', async () => {
    renderSite('/promotions?category=APP_DOWNLOAD', { language: 'en' });
    const link = await screen.findByRole('link', { name: 'Download the app' });
    expect(link.getAttribute('href')).toBe('/download');
  });
});
