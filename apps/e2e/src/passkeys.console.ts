import { expect, test } from '@playwright/test';
import { signInToConsole, uniqueStaffEmail } from './console-helpers';
import { addStaffWithToken } from './operator';
import { CONSOLE_PORT } from './servers';

// Issue 29's passkeys: a member signs in with password and code, adds a passkey on their account
// page, signs out and signs in with the passkey alone. Chromium's virtual authenticator (over
// CDP) stands in for the device's; the console is opened on localhost, because WebAuthn takes
// no IP address as its relying party.

test('a member adds a passkey and signs in with it alone', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://localhost:${CONSOLE_PORT}` });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = uniqueStaffEmail('passkey');
  await signInToConsole(page, email, await addStaffWithToken('E2E Passkey', email, 'support'));
  await page
    .getByRole('navigation', { name: 'Desks' })
    .getByRole('link', { name: 'My account' })
    .click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('textbox', { name: /Passkey name/ }).fill('E2E laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByText('E2E laptop')).toBeVisible();
  await expect(list).toContainText('last used never');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Desks' })).toBeVisible();
  // Sign-in lands where the reader was: the account page, where the passkey's last use is now.
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('E2E laptop');
  await expect(page.getByRole('list', { name: 'Passkeys' })).not.toContainText('last used never');
  await context.close();
});
