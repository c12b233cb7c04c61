import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';
import { LazyResetPasswordPage } from '@tessera/site-account';

// The page's code loads on first use; load it before the tests, not inside the first one.
beforeAll(() => LazyResetPasswordPage.preload());

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the e-mailed reset link', () => {
  it('sets the new password with the link token and signs the player in', async () => {
    const { history, platform } = renderSite('/resetPassword?token=link-123', { language: 'en' });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    // Back on the lobby, signed in: what the player sees, however long the calls take.
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeTruthy();
    expect(screen.getByTestId('member-name')).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    expect(platform.callsTo('member.resetByEmail').at(-1)?.body).toEqual({
      token: 'link-123',
      newPassword: 'brand-new-pass1',
    });
  });

  it('sends the player to log in where the login must still check this device', async () => {
    renderSite('/resetPassword?token=link-123', {
      language: 'en',
      answers: { 'member.resetByEmail': { signInRequired: true, twoFactorRequired: false } },
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your new password is set. Log in with it now; we will check that it is you on this device.',
    );
    expect(screen.queryByTestId('member-name')).toBeNull();
    const page = screen.getByRole('region', { name: 'Forgot password' });
    await userEvent.click(within(page).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('refuses a mismatched confirmation before calling the platform', async () => {
    const { platform } = renderSite('/resetPassword?token=link-123', { language: 'en' });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other-pass-22');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/confirmation/i)).toBeTruthy();
    expect(platform.callsTo('member.resetByEmail')).toHaveLength(0);
  });

  it('explains a link without a token and offers the way home', async () => {
    renderSite('/resetPassword', { language: 'en' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toBeTruthy();
  });
});
