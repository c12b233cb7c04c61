import { expect, type Page, type TestInfo } from '@playwright/test';

/** The header's balance chip. */
export const headerBalance = (page: Page) => page.getByRole('group', { name: 'Balance' });

/**
 * Deposits `amount` through the Deposit page's first method (a provider page on both brands),
 * approved on the sandbox provider's page, and waits until the page says so. Starts anywhere
 * the header's Deposit link shows.
 */
export async function depositThroughSandbox(page: Page, amount: string) {
  await page.getByRole('link', { name: 'Deposit' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for payment' })).toBeVisible();
  const [provider] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Open the payment page' }).click(),
  ]);
  await provider.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
}

/**
 * On the Withdraw page: binds a payee account in the member's payee name (given here where
 * sign-up did not ask it) and sets the withdrawal password in the form a member without one
 * finds there.
 */
export async function preparePayee(page: Page, password: string) {
  const centre = page.getByRole('navigation', { name: 'Member centre menu' });
  await centre.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await page.getByLabel('Account type').selectOption({ label: 'E-wallet' });
  await page.getByLabel('Bank or e-wallet name').fill('Sandbox Wallet');
  await page.getByLabel('Account number').fill(`0917${Date.now().toString().slice(-7)}`);
  // A new member's first account asks for the payee name (filled in when sign-up asked it).
  const payeeName = page.getByRole('textbox', { name: 'Your payee name (real name)' });
  if (!(await payeeName.inputValue())) await payeeName.fill('Test Player');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('button', { name: /^Remove Sandbox Wallet/ })).toBeVisible();

  const passwordForm = page.locator('section', {
    has: page.getByRole('heading', { name: 'Set a withdrawal password' }),
  });
  await passwordForm.getByLabel('Withdrawal password', { exact: true }).fill(password);
  await passwordForm.getByLabel('Confirm withdrawal password').fill(password);
  await passwordForm.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your withdrawal password is set.')).toBeVisible();
}

/** On the Withdraw page: requests `amount`, and sees it requested. */
export async function requestWithdrawal(page: Page, amount: string, password: string) {
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Withdrawal password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Requested' })).toBeVisible();
}

/** Screenshots at a phone's and a desktop's width, and no sideways scroll at 320 px. */
export async function checkWidths(page: Page, info: TestInfo, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 320, height: 800 });
  // Polled: the header rebuilds for the narrower width (useMediaQuery) a render after the resize,
  // and until then still holds the wide screen's parts.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: name },
    )
    .toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The id of the withdrawal the Withdraw page just requested, from its Details link. */
export async function requestedWithdrawalId(page: Page): Promise<number> {
  const details = page.getByRole('link', { name: 'Details', exact: true });
  return Number((await details.getAttribute('href'))?.split('/').at(-1));
}
