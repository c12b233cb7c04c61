import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSite } from '../../../testing/render-site';

beforeEach(() => sessionStorage.clear());

describe('arrival popups', () => {
  it('wait while the login popup is open, and come once the visitor is back on the lobby', async () => {
    sessionStorage.setItem('GIFT_POPUP', '1');
    const { history } = renderSite('/login', { language: 'en' });
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByRole('dialog', { name: 'Welcome bonus' })).toBeNull();
    history.push('/');
    expect(await screen.findByRole('dialog', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('shows the announcement sanitized, and once closed not again this session', async () => {
    sessionStorage.setItem('GIFT_POPUP', '1');
    const first = renderSite('/', { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    // The sanitizer loads on first use: the HTML shows once it has been cleaned.
    expect((await within(dialog).findByText('100%')).tagName).toBe('B');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    // Radix turns pointer events on for a dialog once its layer settles; under load that can
    // come after the dialog is found, so the click is retried until the button takes it.
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('1');
    first.unmount();

    renderSite('/', { language: 'en' });
    await screen.findByRole('heading', { name: 'Welcome to Test Brand' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the gift after the announcements; closing hides it for the session', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    renderSite('/', { language: 'en' });
    const gift = await screen.findByRole('dialog', { name: 'A gift for you' });
    await waitFor(() => userEvent.click(within(gift).getByRole('button', { name: 'Close' })));
    expect(sessionStorage.getItem('GIFT_POPUP')).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('come one at a time: the announcement alone, then the gift alone', async () => {
    renderSite('/', { language: 'en' });
    const announcement = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() =>
      userEvent.click(within(announcement).getByRole('button', { name: 'Close' })),
    );
    await screen.findByRole('dialog', { name: 'A gift for you' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
