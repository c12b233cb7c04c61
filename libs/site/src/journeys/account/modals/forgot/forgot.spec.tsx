import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSettings } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

async function openForgot() {
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  return screen.findByRole('dialog', { name: 'Forgot password' });
}

describe('forgot password', () => {
  it('resets by e-mail without saying whether the account exists', async () => {
    const { platform } = renderSite('/login', { language: 'en' });
    const dialog = await openForgot();
    // Without CHNGPASSVERIF3 there is only the e-mail way.
    expect(within(dialog).queryByRole('tab', { name: 'Mobile number' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player1');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'player1@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'If the details match, we have sent you an e-mail.',
    );
    expect(platform.callsTo('member.forgotByEmail').at(-1)?.body).toEqual({
      username: 'player1',
      email: 'player1@example.com',
    });
  });

  it('resets by mobile code when CHNGPASSVERIF3 is on, then signs the player in', async () => {
    const settings = {
      ...registerSettings,
      flags: { ...registerSettings.flags, CHNGPASSVERIF3: true },
    };
    const { history, platform } = renderSite('/login', {
      language: 'en',
      answers: {
        'system.registerSettings': settings,
        'member.resetByMobile': {
          token: 't',
          firstTimeLogin: false,
          passwordExpired: false,
          defaultPassword: false,
          memberType: 0,
        },
      },
    });
    const dialog = await openForgot();
    const panel = within(dialog).getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBeTruthy();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: /Mobile number/ }),
      '1712345678',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Verification code' }),
      '123456',
    );
    await userEvent.type(within(panel).getByLabelText('New password'), 'brand-new-pass');
    await userEvent.click(within(panel).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    expect(platform.callsTo('member.resetByMobile').at(-1)?.body).toEqual({
      countryDialingCode: '880',
      mobileNum: '1712345678',
      verificationCode: '123456',
      newPassword: 'brand-new-pass',
    });
  });

  it('sends a player with two-factor on to log in with the new password and the code', async () => {
    const settings = {
      ...registerSettings,
      flags: { ...registerSettings.flags, CHNGPASSVERIF3: true },
    };
    const { history } = renderSite('/login', {
      language: 'en',
      answers: {
        'system.registerSettings': settings,
        'member.resetByMobile': { signInRequired: true, twoFactorRequired: true },
      },
    });
    const dialog = await openForgot();
    const panel = within(dialog).getByRole('tabpanel');
    await userEvent.type(
      within(panel).getByRole('textbox', { name: /Mobile number/ }),
      '1712345678',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Verification code' }),
      '123456',
    );
    await userEvent.type(within(panel).getByLabelText('New password'), 'brand-new-pass');
    await userEvent.click(within(panel).getByRole('button', { name: 'Set new password' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Your new password is set. Two-factor sign-in is on: log in with it and the code from your authenticator app.',
    );
    expect(screen.queryByTestId('member-name')).toBeNull();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull();
    expect(history.location.pathname).toBe('/login');
  });
});
