import { expect, test } from './fixtures';
import { inEnglish, logIn } from './accounts-helpers';

// Last: three wrong passwords turn the captcha on for this IP and merchant, after which no other
// test could sign in without reading the image. The config runs this file after every read-only
// test and before system-states.stateful.ts, so nothing else changes the merchant meanwhile.
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
