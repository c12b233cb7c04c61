import { expect, test } from './fixtures';
import { inEnglish, logIn, openLoginWhenAvailable } from './accounts-helpers';

// Last: three wrong passwords turn the captcha on for this IP and merchant, after which no other
// test could sign in without reading the image. system-states.stateful.ts may switch the same
// merchant to maintenance meanwhile, so wait for the login popup and retry once on a collision.
test.describe.configure({ retries: 1 });
test.beforeEach(async ({ page }) => inEnglish(page));

test('three wrong passwords bring up the captcha', async ({ page }) => {
  await openLoginWhenAvailable(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reply = page.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
    await logIn(page, 'player1', `wrong-${attempt}`);
    expect((await reply).status()).toBe(401);
  }
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await expect(dialog.getByLabel('Captcha', { exact: true })).toBeVisible();
});
