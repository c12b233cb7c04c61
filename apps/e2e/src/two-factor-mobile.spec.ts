import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { inEnglish, latestCode, signOut, uniqueMobile } from './accounts-helpers';
import { expect, test } from './fixtures';

// Issue 27 on Aurora: an account made by mobile has no password and signs in by SMS code. With
// two-factor on, that sign-in asks for the authenticator's code after the SMS code (which the
// first step spends), and the account sets a password (by a code to its mobile) so that it can
// turn two-factor off again. Runs on Aurora only (ONE_BRAND_JOURNEYS): Lumen has no sign-up by
// mobile.
test.beforeEach(async ({ page }) => inEnglish(page));

const PASSWORD = 'e2e-mobile-pass-1';

/**
 * The authenticator's codes as the app shows them: the platform takes each time step once and
 * only a later one after it, within a step either side of now. So each code is from the step
 * after the last one used, or the current one if that is later.
 */
function authenticator(secret: string) {
  let lastStep = 0;
  return async () => {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(lastStep + 1, now);
    if (step > now + 1) throw new Error('no unused time step of the authenticator yet');
    lastStep = step;
    return generate({ secret, epoch: step * 30 + 15 });
  };
}

/** Asks for an SMS code in `form` and reads it from the outbox once the page says it is sent. */
async function smsCode(form: ReturnType<Page['getByRole']>, mobile: string) {
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
  return latestCode(`+880${mobile}`);
}

test('a player made by mobile turns two-factor on, signs in by SMS and app code, sets a password and turns it off', async ({
  page,
}) => {
  test.slow();
  const mobile = uniqueMobile();

  // Sign-up by mobile: Aurora's dialog opens on the Mobile tab.
  await page.goto('/register');
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signUp.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const signUpForm = signUp.getByRole('tabpanel');
  await signUpForm.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  await signUpForm
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await smsCode(signUpForm, mobile));
  await signUpForm.getByRole('checkbox', { name: /years old and agree/ }).check();
  await signUpForm.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();

  // Two-factor on, with the secret the page shows as text (as typed into an authenticator app).
  await page.goto('/member/security-center');
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const secret = (await twoFactor.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const nextCode = authenticator(secret);
  await twoFactor.getByLabel('Code from the app').fill(await nextCode());
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const codes = twoFactor.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = (await codes.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
  // No password yet: turning off says to set one first.
  await expect(twoFactor).toContainText('first set a login password');

  // Signed out, the SMS code alone is not enough: the popup then asks for the app's code.
  await signOut(page);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'SMS' }).click();
  const smsForm = login.getByRole('tabpanel');
  await smsForm.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await smsForm
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await smsCode(smsForm, mobile));
  await smsForm.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(smsForm.getByRole('alert')).toHaveText(
    'Enter the code from your authenticator app to finish signing in.',
  );
  await expect(page.getByTestId('member-name')).toHaveCount(0);
  await smsForm.getByLabel('Authenticator code').fill(await nextCode());
  await smsForm.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();

  // A first login password, proven by a code to the account's mobile.
  await page.goto('/member/security-center');
  const passwords = page.getByRole('region', { name: 'Passwords and payouts' });
  await expect(passwords).toContainText('have no login password yet');
  await passwords.getByRole('button', { name: 'Send code' }).click();
  await expect(passwords.getByRole('status')).toContainText('We sent a code.');
  await passwords
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestCode(`+880${mobile}`));
  await passwords.getByLabel('New password').fill(PASSWORD);
  await passwords.getByLabel('Confirm password').fill(PASSWORD);
  await passwords.getByRole('button', { name: 'Set password' }).click();
  await expect(passwords.getByRole('status')).toHaveText(
    'Password saved. You can now sign in with it too.',
  );

  // With it, two-factor goes off (a recovery code as the second secret: the app's next time
  // step may not have come yet).
  await twoFactor.getByRole('button', { name: 'Turn off' }).click();
  await twoFactor.getByLabel('Login password').fill(PASSWORD);
  await twoFactor.getByLabel('Code or recovery code').fill(recovery[0] ?? '');
  await twoFactor.getByRole('button', { name: 'Turn off' }).click();
  await expect(twoFactor.getByRole('status')).toHaveText('Two-factor sign-in is off.');
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
});
