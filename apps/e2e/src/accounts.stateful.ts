import { expect, test } from './fixtures';
import {
  inEnglish,
  latestCode,
  logIn,
  registerByUsername,
  uniqueUsername,
} from './accounts-helpers';
import { failLogins } from './sealed-login';
import { PAYLOAD_KEYS } from './servers';

// Last: three wrong passwords turn the captcha on for this IP and merchant, after which no other
// test could sign in without reading the image. The config runs this file after every read-only
// test and before system-states.stateful.ts, so nothing else changes the merchant meanwhile.
// One after another, in this order: the captcha test needs this IP's failure counts fresh.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => inEnglish(page));

test('three wrong passwords bring up the captcha', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reply = page.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
    await logIn(page, 'player1', `wrong-${attempt}`);
    expect((await reply).status()).toBe(401);
  }
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await expect(dialog.getByLabel('Captcha', { exact: true })).toBeVisible();
});

// A stranger's script fails 100 times on an account from this machine: the account is locked for
// this IP (everywhere else the owner only meets the captcha). The owner, here too, gets a code on
// the account's mobile (Aurora: agent1) or e-mail (Lumen: a new account) and signs in with it.
test('a locked account is unlocked by its owner with a code', async ({ page, brand }, info) => {
  const onAurora = brand.merchant === 'AURORA';
  const username = onAurora ? 'agent1' : uniqueUsername();
  const password = onAurora ? 'agent1pass' : 'e2e-pass-123';
  if (!onAurora) {
    await registerByUsername(page, brand.merchant, username, password);
    await page.evaluate(() => sessionStorage.clear());
  }
  const codes = await failLogins(brand.merchant, PAYLOAD_KEYS[brand.merchant] ?? '', username, 101);
  expect(codes.at(-1)).toBe('LOGIN_LOCKED');

  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await logIn(page, username, password);
  await expect(dialog.getByRole('alert')).toContainText(
    'Too many failed sign-ins to this account from here. Try again in',
  );
  // The captcha a script could not read: a person can (look at the attached image).
  const captcha = dialog.getByRole('img', { name: 'Captcha image' });
  await expect(captcha).toBeVisible();
  await info.attach(`captcha-${brand.merchant}`, {
    body: await dialog.screenshot(),
    contentType: 'image/png',
  });
  await dialog.getByRole('button', { name: 'Send me an unlock code' }).click();
  const code = dialog.getByLabel('Unlock code');
  await expect(code).toBeVisible();
  await code.fill(await latestCode(onAurora ? '+8801812345678' : `${username}@example.com`));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();
});
