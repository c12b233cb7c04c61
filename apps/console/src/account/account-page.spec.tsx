import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeysUsable } from '../core/passkeys';
import { descriptionOf, renderConsole } from '../testing/render-console';

describe('my account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is reachable from the menu and lists my passkeys; one is removed after a confirmation', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Desks' });
    await user.click(within(nav).getByRole('link', { name: 'My account' }));
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByText('Office laptop')).toBeTruthy();
    expect(list.textContent).toMatch(/Added .*last used /);

    await user.click(screen.getByRole('button', { name: 'Remove the passkey Office laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey' });
    expect(dialog.textContent).toContain('Remove the passkey "Office laptop"?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    const sent = fake.seen.find(
      (r) => r.method === 'DELETE' && r.path === '/ops/session/passkeys/1',
    );
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('offers no new passkey where the browser has no WebAuthn (jsdom), and says why', async () => {
    renderConsole({ signedInAs: 'finance', path: '/account' });
    expect(await screen.findByText(/Passkeys cannot be added here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('checks the new password before sending, shows a wrong current one, then changes it', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'finance', path: '/account' });
    const current = await screen.findByLabelText(/^Current password/, { selector: 'input' });
    const next = screen.getByLabelText(/^New password/, { selector: 'input' });
    const repeat = screen.getByLabelText(/^Repeat the new password/, { selector: 'input' });
    const change = screen.getByRole('button', { name: 'Change password' });

    await user.click(change);
    expect(descriptionOf(current)).toContain('Fill in this field.');
    await user.type(current, 'member-password-1');
    await user.type(next, 'short');
    await user.type(repeat, 'other');
    await user.click(change);
    expect(descriptionOf(next)).toContain('Use at least 12 characters.');
    expect(descriptionOf(repeat)).toContain('The two new passwords differ.');
    await user.clear(next);
    await user.type(next, 'member-password-1');
    await user.click(change);
    expect(descriptionOf(next)).toContain('Choose a password different from the current one.');
    expect(fake.seen.some((r) => r.path === '/ops/session/password')).toBe(false);

    await user.clear(current);
    await user.type(current, 'not-my-password');
    await user.clear(next);
    await user.type(next, 'a-much-longer-password');
    await user.clear(repeat);
    await user.type(repeat, 'a-much-longer-password');
    await user.click(change);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The current password is not correct.',
    );

    await user.clear(current);
    await user.type(current, 'member-password-1');
    await user.click(change);
    expect(
      await screen.findByText('Password changed. Your other sessions have been signed out.'),
    ).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('reads in Arabic', async () => {
    renderConsole({ signedInAs: 'finance', path: '/account', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'حسابي', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'مفاتيح المرور' })).toBeTruthy();
  });
});

describe('passkey sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered on a host name with WebAuthn, never on an IP address', () => {
    expect(passkeysUsable('localhost')).toBe(false);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    expect(passkeysUsable('localhost')).toBe(true);
    expect(passkeysUsable('console.example.com')).toBe(true);
    expect(passkeysUsable('127.0.0.1')).toBe(false);
    expect(passkeysUsable('[::1]')).toBe(false);
  });

  it('shows the button on the sign-in page where passkeys work', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    renderConsole();
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it('hides it without WebAuthn', async () => {
    renderConsole();
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull(),
    );
  });
});
