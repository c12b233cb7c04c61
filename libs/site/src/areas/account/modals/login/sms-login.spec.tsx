import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
