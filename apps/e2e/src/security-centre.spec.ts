import { generate } from 'otplib';
import { inEnglish, logIn, registerByUsername, signOut, uniqueUsername } from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { expect, test } from './fixtures';

// The security centre through the real platform on both brands: two-factor sign-in set up with
// a code made here from the secret the page shows (as an authenticator app would), a sign-in
// that asks for it, and "sign out other devices" ending another browser's session.
test.beforeEach(async ({ page }) => inEnglish(page));

const PASSWORD = 'e2e-pass-123';

/** The authenticator's code for `secret`, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('sets up two-factor sign-in, signs in with a code, and signs out the other device', async ({
  page,
  brand,
  browser,
}, testInfo) => {
  test.slow();
  const username = uniqueUsername();
  await registerByUsername(page, brand.merchant, username, PASSWORD);

  await page.goto('/member/security-center');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await twoFactor.screenshot({
    path: testInfo.outputPath(`${brand.merchant.toLowerCase()}-two-factor-setup.png`),
  });
  const secret = (await twoFactor.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await twoFactor.getByLabel('Code from the app').fill(await codeFor(secret));
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const codes = twoFactor.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = (await codes.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();

  // Signed out, the password alone is not enough: the popup asks for the app's code.
  await signOut(page);
  await page.goto('/login');
  await logIn(page, username, PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('alert')).toContainText('authenticator app');
  // The next step's code: the one used to turn it on may still be the current one.
  await dialog.getByLabel('Authenticator code').fill(await codeFor(secret, 1));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();

  // A second browser signs in with a recovery code.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await other.newPage();
  await inEnglish(otherPage);
  await otherPage.addInitScript(() => {
    for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP', 'GIFT_POPUP'])
      sessionStorage.setItem(key, '1');
  });
  await otherPage.goto('/login');
  await logIn(otherPage, username, PASSWORD);
  const otherDialog = otherPage.getByRole('dialog', { name: 'Log in' });
  await otherDialog.getByLabel('Authenticator code').fill(recovery[0] ?? '');
  await otherDialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(otherPage.getByTestId('member-name')).toBeVisible();

  // The first browser sees both devices and signs the other one out.
  await page.goto('/member/security-center');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByTestId('session-row')).toHaveCount(2);
  await expect(devices.getByTestId('session-row').first()).toContainText('This device');
  await expect(devices.getByTestId('session-row').first()).toContainText('Chrome');
  await devices.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(devices.getByText('Your other devices are signed out.')).toBeVisible();
  await expect(devices.getByTestId('session-row')).toHaveCount(1);
  const history = page.getByRole('region', { name: 'Sign-in history (last 30 days)' });
  await expect(history.getByTestId('history-row')).toHaveCount(3);

  // The other browser's session is over: its next member call sends it back to signing in.
  await otherPage.goto('/member/security-center');
  await expect(otherPage.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(otherPage.getByTestId('member-name')).toHaveCount(0);
  await other.close();
});

test('the security centre fits 320 to 1920 px, has no serious accessibility violation, and is drawn at 360 and 1280 px', async ({
  page,
  brand,
}, testInfo) => {
  test.slow();
  await registerByUsername(page, brand.merchant, uniqueUsername(), PASSWORD);
  await page.goto('/member/security-center');
  await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  // The details form saves and reads back.
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByLabel('Occupation').fill('Engineer');
  await details.getByLabel('Telegram').fill('@e2e');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Personal details' }).getByLabel('Occupation'),
  ).toHaveValue('Engineer');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [320, 360, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `at ${width} px`).toBe(0);
    if (width === 360 || width === 1280) {
      const name = `${brand.merchant.toLowerCase()}-security-center-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    }
  }
});
