import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResult, registerSettings } from '../../../testing/account-fixtures';
import { quietPopups } from '../../../testing/quiet-popups';
import { fakeClient, renderSite } from '../../../testing/render-site';

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

async function usernameForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  // MOBILENUMREG3 is on, so the mobile form opens first (spec §4).
  expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toHaveProperty(
    'ariaSelected',
    'true',
  );
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Username' }));
  // Both forms stay mounted; the hidden one must not answer the queries.
  return within(dialog).getByRole('tabpanel');
}

describe('the sign-up modal', () => {
  it('shows the rule engine messages per field, with the bounds filled in', async () => {
    const register = vi.fn(async () => loginResult);
    renderSite('/register', { language: 'en', client: fakeClient({ member: { register } }) });
    const dialog = await usernameForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'ab');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'longenough1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'different1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog).getByText('Must be 4-16 characters.')).toBeTruthy();
    expect(within(dialog).getByText('Incorrect confirmation.')).toBeTruthy();
    expect(
      within(dialog).getByText('Please confirm your age and agree to the terms.'),
    ).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('signs the new player in and goes to the lobby, with the invitation codes of the link', async () => {
    const register = vi.fn(async () => loginResult);
    const { history } = renderSite('/register?affiliateCode=AG42&referralCode=FRIEND7', {
      language: 'en',
      client: fakeClient({ member: { register } }),
    });
    const dialog = await usernameForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'newplayer1');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'longenough1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'longenough1');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /over 18 years old and agree/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'newplayer1',
        password: 'longenough1',
        referralCode: 'FRIEND7',
        registerMethod: 'WEB',
      }),
      'username',
    );
  });

  it('warns about an unknown invitation code', async () => {
    const settings = {
      ...registerSettings,
      flags: { USERNAMEREG3: true },
      rules: {
        affiliateCode: {
          enabled: true,
          required: false,
          acceptedPattern: '*',
          patternId: '',
          minLength: 0,
          maxLength: 32,
        },
      },
    };
    const affiliate = vi.fn(async () => ({ valid: false }));
    renderSite('/register', {
      language: 'en',
      client: fakeClient({
        system: { registerSettings: async () => settings },
        agent: { affiliate },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await userEvent.type(await within(dialog).findByLabelText(/Invitation code/), 'NOPE');
    await userEvent.tab();
    await waitFor(() => expect(dialog.textContent).toContain('Invalid invitation code.'));
  });

  it('sends the SMS code and counts down before a resend on the mobile form', async () => {
    const smsForRegister = vi.fn(async () => ({ expiredMinutes: 2 }));
    renderSite('/register', {
      language: 'en',
      client: fakeClient({ verification: { smsForRegister } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /^Mobile number/ }),
      '1712345678',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in 120 s/ })).toBeTruthy();
    expect(smsForRegister).toHaveBeenCalledWith({
      countryDialingCode: '880',
      mobileNo: '1712345678',
    });
    expect(dialog.textContent).toContain('withdrawal OTPs are sent to it');
  });
});
