import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetPasswordRequest } from '@tessera/contract';
import { activeSessions, createPlatformFake, failure, securityProfile } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../../../areas/member';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';
import { LazySecurityCenterPage } from '@tessera/site-account';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazySecurityCenterPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const member = () => createPlatformFake({ token: 'member-token' });
const open = (platform = member()) => {
  renderSite('/member/security-center', { language: 'en', platform });
  return platform;
};
const card = (name: string) => screen.findByRole('region', { name });

describe('the security centre', () => {
  it('shows contacts masked with their state, details, passwords and two-factor', async () => {
    open();
    const account = await card('Account and contacts');
    expect(account.textContent).toContain('player1');
    expect(account.textContent).toContain('+880 17****5678');
    expect(account.textContent).toContain('pl***@example.com');
    expect(
      within(account)
        .getAllByText(/^(Verified|Not verified)$/)
        .map((e) => e.textContent),
    ).toEqual(['Verified', 'Not verified']);
    const details = await card('Personal details');
    expect(within(details).getByLabelText('Occupation')).toHaveProperty('value', 'Engineer');
    expect(within(details).getByRole('group', { name: 'Chat apps' })).toBeTruthy();
    const passwords = await card('Passwords and payouts');
    expect(
      within(passwords)
        .getAllByRole('link', { name: 'Manage on the withdraw page' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/member/withdraw', '/member/withdraw']);
    expect((await card('Two-factor sign-in')).textContent).toContain('Off');
  });

  it('saves only changed details and shows a refused field under it', async () => {
    const platform = open();
    const details = await card('Personal details');
    const birthday = within(details).getByLabelText('Date of birth');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '2020-01-01');
    platform.answer('security.updateProfile', failure('INVALID_FIELD', 400, { field: 'birthday' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(
      await within(details).findByText('Enter a real date. You must be of legal age.'),
    ).toBeTruthy();
    expect(platform.callsTo('security.updateProfile').at(-1)?.body).toEqual({
      birthday: '2020-01-01',
    });
  });

  it('binds an e-mail address with a code sent to it', async () => {
    const platform = open();
    const account = await card('Account and contacts');
    await userEvent.click(within(account).getByRole('button', { name: 'Change: E-mail' }));
    await userEvent.type(within(account).getByLabelText('E-mail address to add'), 'me@example.com');
    await userEvent.click(within(account).getByRole('button', { name: 'Send code' }));
    expect(await within(account).findByText(/valid for 5 minutes/)).toBeTruthy();
    await userEvent.type(within(account).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(account).getByRole('button', { name: 'Verify' }));
    expect(await within(account).findByText('Saved and verified.')).toBeTruthy();
    expect(platform.callsTo('security.bindContact').at(-1)?.body).toEqual({
      channel: 'EMAIL',
      email: 'me@example.com',
      code: '123456',
    });
  });

  it('turns two-factor on: QR code and key, a code, then the recovery codes once', async () => {
    const platform = open();
    const twoFactor = await card('Two-factor sign-in');
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(twoFactor).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeTruthy();
    expect(within(twoFactor).getByTestId('totp-secret').textContent).toBe(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    await userEvent.type(within(twoFactor).getByLabelText('Code from the app'), '123456');
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    const codes = await within(twoFactor).findByRole('list', { name: 'Your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(platform.callsTo('security.enableTotp').at(-1)?.body).toEqual({ code: '123456' });
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'I have saved them' }));
    expect(within(twoFactor).queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
  });

  it('lets an account made by mobile set a password with a code to its mobile, then turn two-factor off', async () => {
    const platform = member();
    const mobileOnly = { ...securityProfile, passwordSet: false, twoFactorEnabled: true };
    platform.answer('security.profile', mobileOnly);
    // As the platform does: the code sent to the mobile (4321 here) must come with the password.
    platform.answer('security.setPassword', ({ body }) =>
      (body as SetPasswordRequest).code === '4321'
        ? { ...mobileOnly, passwordSet: true }
        : failure('CODE_INVALID', 400),
    );
    open(platform);
    const twoFactor = await card('Two-factor sign-in');
    expect(
      await within(twoFactor).findByText(
        /first set a login password under “Passwords and payouts”/,
      ),
    ).toBeTruthy();
    expect(within(twoFactor).queryByRole('button', { name: 'Turn off' })).toBeNull();

    const passwords = await card('Passwords and payouts');
    expect(within(passwords).queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(passwords.textContent).toContain('we send a code to +880 17****5678');
    await userEvent.click(within(passwords).getByRole('button', { name: 'Send code' }));
    expect(await within(passwords).findByText(/We sent a code/)).toBeTruthy();
    expect(platform.callsTo('security.passwordCode')).toHaveLength(1);
    await userEvent.type(within(passwords).getByLabelText('New password'), 'mobile-pass-1');
    await userEvent.type(within(passwords).getByLabelText('Confirm password'), 'mobile-pass-1');
    await userEvent.click(within(passwords).getByRole('button', { name: 'Set password' }));
    expect(
      await within(passwords).findByText('The verification code is invalid or missing.'),
    ).toBeTruthy();

    await userEvent.type(within(passwords).getByLabelText('Verification code'), '4321');
    await userEvent.click(within(passwords).getByRole('button', { name: 'Set password' }));
    expect(await within(passwords).findByText(/Password saved/)).toBeTruthy();
    expect(platform.callsTo('security.setPassword').at(-1)?.body).toEqual({
      newPassword: 'mobile-pass-1',
      confirmNewPassword: 'mobile-pass-1',
      code: '4321',
    });
    expect(within(passwords).getByRole('button', { name: 'Change password' })).toBeTruthy();
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    expect(within(twoFactor).getByLabelText('Login password')).toBeTruthy();
  });

  it('lists devices, this one marked, and signs out the others', async () => {
    const platform = open();
    const devices = await card('Signed-in devices');
    const rows = await within(devices).findAllByTestId('session-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Chrome on Windows'),
      expect.stringContaining('Safari on iOS'),
    ]);
    expect(rows[0]?.textContent).toContain('This device');
    platform.answer('security.sessions', {
      items: activeSessions.items.filter((session) => session.current),
    });
    await userEvent.click(
      within(devices).getByRole('button', { name: 'Sign out all other devices' }),
    );
    expect(await within(devices).findByText('Your other devices are signed out.')).toBeTruthy();
    expect(platform.callsTo('security.signOutOthers')).toHaveLength(1);
    expect(within(devices).getAllByTestId('session-row')).toHaveLength(1);
  });

  it('shows the sign-in history, an empty one, and a failed one with retry', async () => {
    const platform = member();
    platform.answer('security.loginHistory', { items: [], nextCursor: null });
    open(platform);
    const history = await card('Sign-in history (last 30 days)');
    expect(await within(history).findByText('No sign-ins in the last 30 days.')).toBeTruthy();
  });

  it('shows a skeleton, then an error with a working retry', async () => {
    const platform = member();
    const held = platform.hold('security.profile');
    platform.fail('security.profile', 'BAD_REQUEST', 400, { once: true });
    open(platform);
    expect(await screen.findByTestId('security-skeleton')).toBeTruthy();
    held.release();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await card('Account and contacts')).toBeTruthy();
  });
});
