import type { Page } from '@playwright/test';
import { inEnglish, registerByUsername, signOut, uniqueUsername } from './accounts-helpers';
import { expect, test } from './fixtures';

// Social sign-in through the real platform and its sandbox OpenID provider on both brands: the
// browser really goes to the provider's page (under /sandbox/oidc, proxied like the rest),
// picks a test identity and comes back to /social/callback, where the platform redeems the
// code with PKCE and checks the ID token's nonce.
test.beforeEach(async ({ page }) => inEnglish(page));

const PASSWORD = 'e2e-pass-123';

/** From the login popup to the sandbox provider's page, as "someone new", and back. */
async function signInAsSomeoneNew(page: Page, provider: 'Google' | 'Facebook') {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox sign-in' })).toBeVisible();
  await page.getByRole('button', { name: /Someone new/ }).click();
  await expect(page).toHaveURL(/\/social\/callback\?/);
  await expect(page.getByText(/Welcome, Sandbox Player/)).toBeVisible();
}

test('signs up through the sandbox Google provider and sees it linked in the security centre', async ({
  page,
}, testInfo) => {
  await signInAsSomeoneNew(page, 'Google');
  await page.screenshot({ path: testInfo.outputPath('social-callback.png') });
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();

  await page.goto('/member/security-center');
  const card = page.getByRole('region', { name: 'Linked sign-in' });
  await expect(card.getByText(/Linked to player-\w+@sandbox\.example/)).toBeVisible();
  // No password of its own yet: unlinking waits for one.
  await expect(card.getByRole('button', { name: 'Unlink' })).toBeDisabled();
  // The first password is set in the passwords card (an account with no mobile: no code asked).
  const passwords = page.getByRole('region', { name: 'Passwords and payouts' });
  await passwords.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await passwords.getByLabel('Confirm password').fill(PASSWORD);
  await passwords.getByRole('button', { name: 'Set password' }).click();
  await expect(passwords.getByText(/Password saved/)).toBeVisible();
  await card.getByRole('button', { name: 'Unlink' }).click();
  await expect(card.getByText('Google is no longer linked.')).toBeVisible();
});

test('links an existing account through the sandbox Facebook provider with its password', async ({
  page,
  brand,
}) => {
  const username = uniqueUsername();
  await registerByUsername(page, brand.merchant, username, PASSWORD);
  await signOut(page);

  await signInAsSomeoneNew(page, 'Facebook');
  const link = page.getByRole('region', { name: 'Already have an account?' });
  await link.getByLabel('Username').fill(username);
  await link.getByLabel('Password', { exact: true }).fill('not-the-password');
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(link.getByRole('alert')).toHaveText('Wrong username or password.');
  await link.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByTestId('member-name')).toContainText(username);

  await page.goto('/member/security-center');
  const card = page.getByRole('region', { name: 'Linked sign-in' });
  await expect(card.getByText(/Linked to player-\w+@sandbox\.example/)).toBeVisible();
});
