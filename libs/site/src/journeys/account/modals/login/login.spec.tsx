import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, loginResult } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

// Where remember-me keeps the last username: what the browser holds is what this spec checks.
const REMEMBER_KEY = 'tessera.rememberLogin';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  quietPopups();
});

async function fillLogin(username: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(dialog).getByPlaceholderText('Username/Phone'), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  return dialog;
}

describe('the login popup', () => {
  it('signs in, shows the member in the header and returns to where the player was going', async () => {
    const { history, platform } = renderSite('/login?redirect=%2Fpromotions', { language: 'en' });
    const dialog = await fillLogin('player1', 'secret-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('member-name')).toHaveProperty('textContent', 'Lucky Player');
    expect(history.location.pathname).toBe('/promotions');
    expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({
      type: 'username',
      site: 'member',
      username: 'player1',
    });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('shows it is working and sends one login however often the button is pressed', async () => {
    const { platform } = renderSite('/login', { language: 'en' });
    const held = platform.hold('session.login');
    const dialog = await fillLogin('player1', 'secret-pass');
    const button = within(dialog).getByRole('button', { name: 'Log in' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await userEvent.click(button);
    held.release();
    expect(await screen.findByTestId('member-name')).toHaveProperty('textContent', 'Lucky Player');
    expect(platform.callsTo('session.login')).toHaveLength(1);
  });

  it('says what is missing before calling the platform', async () => {
    const { platform } = renderSite('/login', { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getAllByText('Input cannot be empty.')).toHaveLength(2);
    expect(platform.callsTo('session.login')).toHaveLength(0);
  });

  it('shows the captcha once a failure reply asks for it, and sends the answer next time', async () => {
    const platform = createPlatformFake();
    platform.fail('session.login', 'CAPTCHA_REQUIRED', 401, {
      details: { captchaRequired: true },
      once: true,
    });
    renderSite('/login', { language: 'en', platform });
    const dialog = await fillLogin('player1', 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter the captcha.',
    );
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Captcha'), 'x7k2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({
        captcha: 'x7k2',
        captchaKey: 'k1',
      }),
    );
  });

  it('remembers the username for a day, never the password', async () => {
    const view = renderSite('/login', { language: 'en' });
    const dialog = await fillLogin('player1', 'secret-pass');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('member-name');
    const stored = localStorage.getItem(REMEMBER_KEY) ?? '';
    expect(stored).toContain('player1');
    expect(stored).not.toContain('secret-pass');
    const { expiresAt } = JSON.parse(stored) as { expiresAt: number };
    expect(expiresAt - Date.now()).toBeGreaterThan(23 * 3600_000);
    view.unmount();

    renderSite('/login', { language: 'en' });
    const again = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(again).getByPlaceholderText('Username/Phone')).toHaveProperty('value', 'player1');
    expect(within(again).getByLabelText('Password')).toHaveProperty('value', '');
  });

  it('forces a password change after a login with the default password', async () => {
    const { history, platform } = renderSite('/login', {
      language: 'en',
      answers: { 'session.login': { ...loginResult, defaultPassword: true } },
    });
    const dialog = await fillLogin('downline1', 'Default123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(change.textContent).toContain('please set a new password');
    // The password just typed is the old one: the player is not asked again.
    expect(within(change).queryByLabelText('Current password')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    await userEvent.type(within(change).getByLabelText('New password'), 'BrandNew456');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'BrandNew456');
    await userEvent.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull(),
    );
    expect(platform.callsTo('member.changePassword').at(-1)?.body).toEqual({
      oldPassword: 'Default123',
      newPassword: 'BrandNew456',
      confirmNewPassword: 'BrandNew456',
    });
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });

  it.each([
    ['SMS', '+880 17****78', '+880 17****78'],
    // Members with two-factor on prove a new IP with their authenticator app.
    ['GOOGLE', 'authenticator app', 'Enter the 6-digit code from your authenticator app.'],
  ])(
    'asks for the %s IP verification answer and sends it with the next try',
    async (method, maskedTarget, prompt) => {
      const challenge = { challengeId: 'c1', method, maskedTarget };
      const platform = createPlatformFake();
      platform.fail('session.login', 'IP_VERIFICATION_REQUIRED', 403, {
        details: { captchaRequired: false, ipVerification: challenge },
        once: true,
      });
      renderSite('/login', { language: 'en', platform });
      const dialog = await fillLogin('player1', 'secret-pass');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
      const answer = await within(dialog).findByLabelText('Verification answer');
      expect(dialog.textContent).toContain(prompt);
      await userEvent.type(answer, '123456');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
      await waitFor(() =>
        expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({
          ipVerification: { challengeId: 'c1', answer: '123456' },
        }),
      );
    },
  );

  it('after a wrong password or code at the IP check, says both may be wrong and takes the new challenge', async () => {
    const platform = createPlatformFake();
    const challenge = (challengeId: string) => ({
      captchaRequired: false,
      ipVerification: { challengeId, method: 'SMS', maskedTarget: '+880 17****78' },
    });
    // The platform answers a wrong password from a new IP as a right one: with a challenge.
    platform.fail('session.login', 'IP_VERIFICATION_REQUIRED', 403, {
      details: challenge('c1'),
      once: true,
    });
    platform.fail('session.login', 'LOGIN_CODE_INVALID', 401, {
      details: challenge('c2'),
      once: true,
    });
    renderSite('/login', { language: 'en', platform });
    const dialog = await fillLogin('player1', 'a-typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await userEvent.type(await within(dialog).findByLabelText('Verification answer'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Wrong password or verification code. Check both and try again.',
      ),
    );
    // The player fixes the password and answers the new challenge.
    const password = within(dialog).getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'secret-pass');
    const answer = within(dialog).getByLabelText('Verification answer');
    await userEvent.clear(answer);
    await userEvent.type(answer, '222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({
      password: 'secret-pass',
      ipVerification: { challengeId: 'c2', answer: '222222' },
    });
  });

  it('asks for the authenticator code after the password when two-factor sign-in is on', async () => {
    const platform = createPlatformFake();
    platform.fail('session.login', 'TOTP_REQUIRED', 401, {
      details: { captchaRequired: false, twoFactorRequired: true },
      once: true,
    });
    renderSite('/login', { language: 'en', platform });
    const dialog = await fillLogin('player1', 'secret-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const code = await within(dialog).findByLabelText('Authenticator code');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Enter the code from your authenticator app to finish signing in.',
    );
    await userEvent.type(code, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({
      username: 'player1',
      totpCode: '654321',
    });
  });
});
