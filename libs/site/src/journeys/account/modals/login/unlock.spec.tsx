import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  quietPopups();
});

/** A platform whose next login answers LOGIN_LOCKED, 50 minutes to wait. */
function lockedOnce() {
  const platform = createPlatformFake();
  platform.fail('session.login', 'LOGIN_LOCKED', 429, {
    details: { captchaRequired: true, unlockAvailable: true, retryAfter: 2990 },
    once: true,
  });
  return platform;
}

async function logIn(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('a login locked for this place', () => {
  it('offers the owner a code, then signs in with it instead of a captcha', async () => {
    const platform = lockedOnce();
    renderSite('/login', { language: 'en', platform });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByPlaceholderText('Username/Phone'), 'player1');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await logIn(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many failed sign-ins to this account from here. Try again in 50 min, or unlock it with a code.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send me an unlock code' }));
    const code = await within(dialog).findByLabelText('Unlock code');
    expect(platform.callsTo('session.unlockCode').at(-1)?.body).toEqual({ username: 'player1' });
    expect(
      within(dialog).getByText(/we sent a code to it. It is valid for 10 minutes/),
    ).toBeTruthy();
    // The code stands in for the captcha: none is asked for.
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
    await userEvent.type(code, '123456');
    await logIn(dialog);
    expect(await screen.findByTestId('member-name')).toHaveProperty('textContent', 'Lucky Player');
    const sent = platform.callsTo('session.login').at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: 'player1',
      password: 'secret-pass',
      unlockCode: '123456',
    });
    expect(sent.captcha).toBeUndefined();
  });

  it('speaks the reader’s language', async () => {
    const platform = lockedOnce();
    renderSite('/login', { language: 'bn', platform });
    const dialog = await screen.findByRole('dialog', { name: 'লগ ইন' });
    await userEvent.type(within(dialog).getByPlaceholderText('ব্যবহারকারীর নাম/ফোন'), 'player1');
    await userEvent.type(within(dialog).getByLabelText('পাসওয়ার্ড'), 'secret-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'লগ ইন' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('৫০ মিনিট'),
    );
    expect(within(dialog).getByRole('button', { name: 'আমাকে আনলক কোড পাঠান' })).toBeTruthy();
  });
});
