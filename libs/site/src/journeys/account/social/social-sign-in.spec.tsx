import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure, newIdentityTicket, socialLinks } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../../areas/member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import {
  LazyLoginModal,
  LazyRegisterModal,
  LazySecurityCenterPage,
  LazySocialCallbackPage,
} from '@tessera/site-account';

beforeAll(() =>
  Promise.all([
    LazyLoginModal.preload(),
    LazyRegisterModal.preload(),
    LazySocialCallbackPage.preload(),
    LazyMemberLayout.preload(),
    LazySecurityCenterPage.preload(),
  ]),
);
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const CALLBACK = '/social/callback?state=s1&code=c1';
/** Signed in and back on the lobby: what the player sees. */
const expectSignedIn = async () => {
  expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeTruthy();
  expect(screen.getByTestId('member-name')).toBeTruthy();
};

describe('social sign-in buttons', () => {
  it('offers each configured provider in the login popup and starts there', async () => {
    const { platform } = renderSite('/login', { language: 'en' });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    await userEvent.click(google);
    expect(platform.callsTo('social.start').at(-1)?.body).toEqual({
      provider: 'GOOGLE',
      redirectUri: `${window.location.origin}/social/callback`,
    });
  });

  it('offers them in the sign-up popup too', async () => {
    renderSite('/register', { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
  });

  it('shows no buttons when the merchant configured no provider', async () => {
    const { platform } = renderSite('/login', {
      language: 'en',
      answers: { 'social.providers': { providers: [] } },
    });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(platform.callsTo('social.providers').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});

describe('the social callback page', () => {
  it('sends the provider’s answer once and creates an account for a new identity', async () => {
    const { platform } = renderSite(CALLBACK, { language: 'en' });
    expect(await screen.findByText(/Welcome, Ana Santos!/)).toBeTruthy();
    expect(platform.callsTo('social.callback').map((c) => c.body)).toEqual([
      { state: 's1', code: 'c1' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await expectSignedIn();
    expect(platform.callsTo('social.register').at(-1)?.body).toEqual({
      ticket: newIdentityTicket.ticket,
    });
  });

  it('links an existing account with its username and password', async () => {
    const { platform } = renderSite(CALLBACK, { language: 'en' });
    const link = await screen.findByRole('region', { name: 'Already have an account?' });
    await userEvent.type(within(link).getByLabelText('Username'), 'player1');
    await userEvent.type(within(link).getByLabelText('Password'), 'player1pass');
    await userEvent.click(within(link).getByRole('button', { name: 'Link and sign in' }));
    await expectSignedIn();
    expect(platform.callsTo('social.link').at(-1)?.body).toEqual({
      ticket: newIdentityTicket.ticket,
      username: 'player1',
      password: 'player1pass',
    });
  });

  it('shows a wrong password and keeps the form', async () => {
    const platform = createPlatformFake();
    platform.fail('social.link', 'LOGIN_FAILED', 401, { details: { captchaRequired: false } });
    renderSite(CALLBACK, { language: 'en', platform });
    const link = await screen.findByRole('region', { name: 'Already have an account?' });
    await userEvent.type(within(link).getByLabelText('Username'), 'player1');
    await userEvent.type(within(link).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(link).getByRole('button', { name: 'Link and sign in' }));
    expect((await within(link).findByRole('alert')).textContent).toBe(
      'Wrong username or password.',
    );
    expect(screen.queryByTestId('member-name')).toBeNull();
  });

  it('signs a linked identity in, asking for the authenticator code when two-factor is on', async () => {
    const platform = createPlatformFake();
    platform.answer('social.callback', { ...newIdentityTicket, linked: true });
    platform.fail('social.signIn', 'TOTP_REQUIRED', 401, {
      details: { captchaRequired: false, twoFactorRequired: true },
      once: true,
    });
    renderSite(CALLBACK, { language: 'en', platform });
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectSignedIn();
    expect(platform.callsTo('social.signIn').map((c) => c.body)).toEqual([
      { ticket: newIdentityTicket.ticket },
      { ticket: newIdentityTicket.ticket, totpCode: '123456' },
    ]);
  });

  it('explains a refused answer and leads back to sign-in', async () => {
    const platform = createPlatformFake();
    platform.fail('social.callback', 'SOCIAL_STATE_INVALID', 400);
    renderSite(CALLBACK, { language: 'en', platform });
    expect(
      await screen.findByText('This sign-in has expired or was already used. Please start again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});

describe('linked sign-in in the security centre', () => {
  const open = (platform = createPlatformFake({ token: 'member-token' })) => {
    renderSite('/member/security-center', { language: 'en', platform });
    return platform;
  };
  const card = () => screen.findByRole('region', { name: 'Linked sign-in' });

  it('lists the linked provider and unlinks it', async () => {
    const platform = open();
    const linked = await card();
    expect(await within(linked).findByText('Linked to player1@sandbox.example')).toBeTruthy();
    expect(within(linked).getByText(/Not linked/)).toBeTruthy();
    await userEvent.click(within(linked).getByRole('button', { name: 'Unlink' }));
    expect(await within(linked).findByText('Google is no longer linked.')).toBeTruthy();
    expect(platform.callsTo('social.unlink')).toHaveLength(1);
  });

  it('asks an account without a password to set one before it can unlink', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('social.links', { ...socialLinks, passwordSet: false });
    open(platform);
    const linked = await card();
    const unlink = await within(linked).findByRole('button', { name: 'Unlink' });
    expect(unlink).toHaveProperty('disabled', true);
    expect(linked.textContent).toContain('Your account has no password yet.');
  });

  it('shows a refused unlink', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('social.unlink', failure('SOCIAL_PASSWORD_REQUIRED', 409));
    open(platform);
    const linked = await card();
    await userEvent.click(await within(linked).findByRole('button', { name: 'Unlink' }));
    expect(await within(linked).findByText(/Set a login password first/)).toBeTruthy();
  });
});
