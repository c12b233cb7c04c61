import { FAKE_OWNER, FAKE_TOTP_CODE } from '@tessera/sdk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderConsole } from '../testing/render-console';

const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('the console', () => {
  it('signs in: password, authenticator enrolment, recovery codes once, then the shell', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole();
    await screen.findByRole('heading', { name: 'Staff sign-in' });

    // Bad input is refused before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'E-mail' }))).toBe(
      'Fill in this field.',
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'E-mail' }))).toMatch(
      /Enter an e-mail address/,
    );
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(fake.seen.filter((r) => r.path === '/ops/session')).toHaveLength(1); // the boot-time self check only

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), FAKE_OWNER.email);
    await user.type(passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password.');

    await user.clear(passwordInput());
    await user.type(passwordInput(), FAKE_OWNER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Set up your authenticator' });
    expect(screen.getByTestId('enrol-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Six-digit code' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Six-digit code' }))).toContain(
      'Enter the six digits from the app.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Six-digit code' }));
    await user.type(screen.getByRole('textbox', { name: 'Six-digit code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/code is wrong/);

    await user.clear(screen.getByRole('textbox', { name: 'Six-digit code' }));
    await user.type(screen.getByRole('textbox', { name: 'Six-digit code' }), FAKE_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'Your recovery codes' });
    const codes = within(screen.getByRole('list', { name: 'Your recovery codes' })).getAllByRole(
      'listitem',
    );
    expect(codes).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have stored them' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Owner' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Desks' });
    for (const desk of ['Staff', 'Roles', 'API keys', 'Audit trail', 'My sessions'])
      expect(within(nav).getByRole('link', { name: desk })).toBeTruthy();
    // The unsafe code step carried no CSRF token (none yet); the next unsafe call carries it.
    expect(screen.queryByText('Your recovery codes')).toBeNull();
  });

  it('asks a code (or a recovery code) of an enrolled member', async () => {
    const user = userEvent.setup();
    renderConsole({ ownerEnrolled: true });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), FAKE_OWNER.email);
    await user.type(passwordInput(), FAKE_OWNER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Recovery code' }))).toContain(
      'A recovery code has 8 to 32 characters.',
    );
    await user.click(screen.getByRole('button', { name: 'Use a code from the app' }));
    await user.type(screen.getByRole('textbox', { name: 'Six-digit code' }), FAKE_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Owner' })).toBeTruthy();
  });

  it('lists only the desks the role allows', async () => {
    renderConsole({ signedInAs: 'support' });
    const nav = await screen.findByRole('navigation', { name: 'Desks' });
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit trail' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'API keys' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'My sessions' })).toBeTruthy();
    // Support holds members.read and feedback: those desks are listed as coming; money is not.
    expect(within(nav).getByText('Players')).toBeTruthy();
    expect(within(nav).queryByText('Money')).toBeNull();
  });

  it('shows a forbidden desk reached by its address as refused, not its data', async () => {
    const { fake } = renderConsole({ signedInAs: 'support', path: '/audit' });
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(fake.seen.some((r) => r.path === '/ops/audit')).toBe(false);
  });

  it('returns to sign-in when the session ends', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner' });
    const nav = await screen.findByRole('navigation', { name: 'Desks' });
    fake.endSession();
    await user.click(within(nav).getByRole('link', { name: 'Audit trail' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    const { fake } = renderConsole({ signedInAs: 'owner' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    const signOut = fake.seen.find((r) => r.method === 'DELETE' && r.path === '/ops/session');
    expect(signOut?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('switches to Arabic, right to left', async () => {
    const user = userEvent.setup();
    renderConsole();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('heading', { name: 'دخول الموظفين' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
