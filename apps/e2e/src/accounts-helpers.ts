import { expect, type Page } from '@playwright/test';
import { MERCHANT_HEADER, PATHS } from '@tessera/contract';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

/** Shows the site in English on every brand, so account tests read one set of texts. */
export async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('tessera.language', 'en'));
}

/** A username no other run or parallel project uses: letter first, 4-16 letters and digits. */
export function uniqueUsername(): string {
  const stamp = Date.now().toString(36).slice(-7);
  const noise = Math.floor(Math.random() * 36 ** 3).toString(36);
  return `e2e${stamp}${noise}`.slice(0, 16);
}

/** A 10-digit mobile number (17xxxxxxxx) unique enough for one test platform's lifetime. */
export function uniqueMobile(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return `17${digits}`;
}

interface OutboxMessage {
  to: string;
  body: string;
}

/** The newest SMS code sent to `to` (E.164), read from the platform's outbox as an operator. */
export async function latestCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${PLATFORM_URL}/ops/outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
    const { value } = (await response.json()) as { value: OutboxMessage[] };
    const code = value[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** Signs the seeded agent1 in on /agent (English texts) and waits for the agent centre. */
export async function signInAsAgent(page: Page) {
  await page.goto('/agent');
  const form = page.getByRole('region', { name: 'Agent login' });
  await form.getByPlaceholder('Username/Phone').fill('agent1');
  await form.getByLabel('Password', { exact: true }).fill('agent1pass');
  await form.getByRole('button', { name: 'Log in to the agent centre' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
}

/** Fills and sends the login popup's username form. */
export async function logIn(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByPlaceholder('Username/Phone').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs up a new member by username (English texts) with `realName` as the payee name where
 * the merchant asks for it, and waits until the header shows them signed in.
 */
export async function registerByUsername(
  page: Page,
  merchant: string,
  username: string,
  password: string,
  realName = 'Test Player',
) {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  // Aurora offers both kinds and opens on mobile; Lumen has the username form only.
  if (merchant === 'AURORA') await dialog.getByRole('tab', { name: 'Username' }).click();
  const form = dialog.locator('form:visible');
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel(/^Confirm password/).fill(password);
  // Lumen asks for an e-mail address; both ask for the real name (the payee name).
  const email = form.getByRole('textbox', { name: 'E-mail' });
  if (await email.count()) await email.fill(`${username}@example.com`);
  const realNameField = form.getByRole('textbox', { name: 'Real name' });
  if (await realNameField.count()) await realNameField.fill(realName);
  await form.getByRole('checkbox', { name: /years old and agree/ }).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();
}

/** Where the site keeps the session token (the SDK's `TOKEN_STORAGE_KEY`). */
const TOKEN_STORAGE_KEY = 'token';

/** The signed-in member's session token, as the site holds it. */
export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY);
}

/** The signed-in member's id, from the platform's member info (the operator API names members by id). */
export async function signedInMemberId(page: Page, merchant: string): Promise<number> {
  const response = await fetch(`${PLATFORM_URL}${PATHS.memberInfo}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}`, [MERCHANT_HEADER]: merchant },
  });
  const { value } = (await response.json()) as { value: { id: number } | null };
  if (!value) throw new Error(`member info: HTTP ${response.status}`);
  return value.id;
}

/** Signs out through the account menu, confirmed, and waits for the Log in link. */
export async function signOut(page: Page) {
  await page.getByRole('banner').locator('summary').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Prompt' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
}
