import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginRequest } from '@tessera/contract';
import { createPlatformFake, failure, loginResult } from '@tessera/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../../testing/quiet-popups';
import { renderSite } from '../../../../testing/render-site';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  quietPopups();
});

async function smsTab() {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS' }));
  return within(dialog).getByRole('tabpanel');
}

describe('login by SMS code', () => {
  it('sends the code, counts down, signs in and remembers the country and number', async () => {
    const view = renderSite('/login', { language: 'en' });
    const { platform } = view;
    const panel = await smsTab();
    await userEvent.selectOptions(await within(panel).findByLabelText('Country code'), '63');
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Mobile number' }),
      '9171234567',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect(platform.callsTo('verification.smsForLogin').at(-1)?.body).toEqual({
      countryDialingCode: '63',
      mobileNo: '9171234567',
    });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Verification code' }), '4321');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({
      type: 'sms',
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: '4321',
    });
    view.unmount();

    renderSite('/login', { language: 'en' });
    const again = await smsTab();
    expect(within(again).getByRole('textbox', { name: 'Mobile number' })).toHaveProperty(
      'value',
      '9171234567',
    );
    expect(within(again).getByLabelText('Country code')).toHaveProperty('value', '63');
  });

  it('finishes a two-factor sign-in with the ticket the SMS step answered, not the spent code', async () => {
    const platform = createPlatformFake();
    // As the platform does: the SMS code works once; the second step needs the ticket.
    let codeUsed = false;
    platform.answer('session.login', ({ body }) => {
      const request = body as LoginRequest;
      if (request.signInTicket === 'ticket-1')
        return request.totpCode === '654321'
          ? loginResult
          : failure('TOTP_INVALID', 401, {
              captchaRequired: false,
              twoFactorRequired: true,
              signInTicket: 'ticket-1',
            });
      if (request.verificationCode !== '4321' || codeUsed) return failure('CODE_INVALID', 400);
      codeUsed = true;
      return failure('TOTP_REQUIRED', 401, {
        captchaRequired: false,
        twoFactorRequired: true,
        signInTicket: 'ticket-1',
      });
    });
    renderSite('/login', { language: 'en', platform });
    const panel = await smsTab();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Mobile number' }),
      '1712345678',
    );
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Verification code' }), '4321');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    const code = await within(panel).findByLabelText('Authenticator code');
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Enter the code from your authenticator app to finish signing in.',
    );
    await userEvent.type(code, '111111');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(
      await within(panel).findByText(
        'That code is wrong or already used. Try the current code from the app.',
      ),
    ).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('member-name')).toBeTruthy();
    expect(platform.callsTo('session.login').at(-1)?.body).toMatchObject({
      type: 'sms',
      mobileNum: '1712345678',
      signInTicket: 'ticket-1',
      totpCode: '654321',
    });
  });

  it('starts again when the sign-in ticket has expired', async () => {
    const platform = createPlatformFake();
    platform.fail('session.login', 'TOTP_REQUIRED', 401, {
      details: { captchaRequired: false, twoFactorRequired: true, signInTicket: 'ticket-2' },
      once: true,
    });
    renderSite('/login', { language: 'en', platform });
    const panel = await smsTab();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Mobile number' }),
      '1712345678',
    );
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Verification code' }), '4321');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    await userEvent.type(await within(panel).findByLabelText('Authenticator code'), '654321');
    platform.fail('session.login', 'SIGN_IN_EXPIRED', 400, { once: true });
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(
      await within(panel).findByText(
        'This sign-in has expired. Please start again with a new code.',
      ),
    ).toBeTruthy();
    expect(within(panel).queryByLabelText('Authenticator code')).toBeNull();
  });
});
