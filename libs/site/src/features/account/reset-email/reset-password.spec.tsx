import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResult } from '../../../testing/account-fixtures';
import { quietPopups } from '../../../testing/quiet-popups';
import { fakeClient, renderSite } from '../../../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

describe('the e-mailed reset link', () => {
  it('sets the new password with the link token and signs the player in', async () => {
    const resetByEmail = vi.fn(async () => loginResult);
    const { history } = renderSite('/resetPassword?token=link-123', {
      language: 'en',
      client: fakeClient({ member: { resetByEmail } }),
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(resetByEmail).toHaveBeenCalledWith({
      token: 'link-123',
      newPassword: 'brand-new-pass1',
    });
  });

  it('refuses a mismatched confirmation before calling the platform', async () => {
    const resetByEmail = vi.fn(async () => loginResult);
    renderSite('/resetPassword?token=link-123', {
      language: 'en',
      client: fakeClient({ member: { resetByEmail } }),
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other-pass-22');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/confirmation/i)).toBeTruthy();
    expect(resetByEmail).not.toHaveBeenCalled();
  });

  it('explains a link without a token and offers the way home', async () => {
    renderSite('/resetPassword', { language: 'en' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toBeTruthy();
  });
});
