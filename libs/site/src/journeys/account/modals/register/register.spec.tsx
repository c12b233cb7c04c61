import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@tessera/contract';
import { loginResult, registerSettings } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';
import { LazyRegisterModal } from '@tessera/site-account';

// The popup's code loads on first use; load it before the tests, not inside the first one.
beforeAll(() => LazyRegisterModal.preload());

beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

async function usernameForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  // The popup opens with a spinner until the merchant's sign-up settings arrive: wait for the
  // forms themselves. MOBILENUMREG3 is on, so the mobile form opens first (spec §4).
  expect(await within(dialog).findByRole('tab', { name: 'Mobile number' })).toHaveProperty(
    'ariaSelected',
    'true',
  );
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Username' }));
  // Both forms stay mounted; the hidden one must not answer the queries.
  return within(dialog).getByRole('tabpanel');
}

describe('the sign-up modal', () => {
  it('shows the rule engine messages per field, with the bounds filled in', async () => {
    const { platform } = renderSite('/register', { language: 'en' });
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
    expect(platform.callsTo('member.register')).toHaveLength(0);
  });

  it('signs the new player in and goes to the lobby, with the invitation codes of the link', async () => {
    const { history, platform } = renderSite('/register?affiliateCode=AG42&referralCode=FRIEND7', {
      language: 'en',
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
    // The member shows in the header just before the popup closes and the address changes.
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    // The username form's sign-up (the mobile one goes to its own path).
    const sent = platform.callsTo('member.register').at(-1);
    expect(sent?.path).toBe(PATHS.register);
    expect(sent?.body).toMatchObject({
      username: 'newplayer1',
      password: 'longenough1',
      referralCode: 'FRIEND7',
      registerMethod: 'WEB',
    });
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
    renderSite('/register', {
      language: 'en',
      answers: { 'system.registerSettings': settings, 'agent.affiliate': { valid: false } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await userEvent.type(await within(dialog).findByLabelText(/Invitation code/), 'NOPE');
    await userEvent.tab();
    await waitFor(() => expect(dialog.textContent).toContain('Invalid invitation code.'));
  });

  it('signs a new player up by mobile number and goes to the lobby (spec §4)', async () => {
    sessionStorage.clear();
    const { history } = renderSite('/register', {
      language: 'en',
      answers: { 'member.register': { ...loginResult, firstTimeLogin: true } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /^Mobile number/ }),
      '1712345678',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const form = within(within(dialog).getByRole('tabpanel'));
    await userEvent.type(form.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.type(form.getByLabelText(/^Password/), 'longenough1');
    await userEvent.type(form.getByLabelText(/^Confirm password/), 'longenough1');
    await userEvent.click(form.getByRole('checkbox', { name: /over 18 years old and agree/ }));
    await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign up' })).toBeNull());
  });

  it('sends the SMS code and counts down before a resend on the mobile form', async () => {
    const { platform } = renderSite('/register', {
      language: 'en',
      answers: { 'verification.smsForRegister': { expiredMinutes: 2 } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /^Mobile number/ }),
      '1712345678',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in 120 s/ })).toBeTruthy();
    expect(platform.callsTo('verification.smsForRegister').at(-1)?.body).toEqual({
      countryDialingCode: '880',
      mobileNo: '1712345678',
    });
    expect(dialog.textContent).toContain('withdrawal OTPs are sent to it');
  });
});
