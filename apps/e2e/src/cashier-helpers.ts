import { expect, type Page } from '@playwright/test';

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
