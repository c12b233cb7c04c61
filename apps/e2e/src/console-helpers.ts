import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

// The console's staff steps as a person takes them: sign in, enrol the authenticator from the
// key the page shows, put the recovery codes away; add a member and read the password shown once.

/** Signs in with a password; at the first sign-in enrols an authenticator from the shown key. */
export async function signInToConsole(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  const key = await page.getByText(/^[A-Z2-7]{16,}$/).innerText();
  await page
    .getByRole('textbox', { name: /Six-digit code/ })
    .fill(await generate({ secret: key.trim() }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have stored them' }).click();
  await expect(page.getByRole('navigation', { name: 'Desks' })).toBeVisible();
}

/** Adds a staff member with a built-in role for every merchant; answers the initial password. */
export async function addStaffMember(page: Page, name: string, email: string, role: string) {
  await page
    .getByRole('navigation', { name: 'Desks' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  await dialog.getByRole('radio', { name: /All merchants/ }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  const password = (await page.getByTestId('shown-once').innerText()).trim();
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  return password;
}

/** An e-mail address no other run of the suite uses. */
export const uniqueStaffEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@e2e.example`;
