import { expect, test, type Browser, type Page } from '@playwright/test';
import { CASHIER_DESK_PATHS } from '@tessera/contract';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import {
  depositThroughSandbox,
  preparePayee,
  requestedWithdrawalId,
  requestWithdrawal,
} from './cashier-helpers';
import { addStaffMember, signInToConsole, uniqueStaffEmail } from './console-helpers';
import { addStaffWithToken, deskWithdrawal, setFourEyes } from './operator';
import { BRAND_PORTS } from './servers';

// Issue 29's journey: the owner adds finance and support staff; a withdrawal over Aurora's
// four-eyes amount needs two finance members, the second pays it; the audit trail names both and
// its chains verify; support sees no money desk and the API refuses it.

/** A new browser context on the console for one staff member (each has their own cookie). */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

/** A new Aurora player with a 200.00 withdrawal waiting; answers its id. */
async function withdrawalWaiting(browser: Browser): Promise<number> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${BRAND_PORTS.aurora}` });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await inEnglish(page);
  // The arrival popups stay closed, as in the brands' own journeys (fixtures.ts).
  await page.addInitScript(() => {
    for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP', 'GIFT_POPUP'])
      sessionStorage.setItem(key, '1');
  });
  await registerByUsername(page, 'AURORA', uniqueUsername(), 'e2e-pass-123');
  await depositThroughSandbox(page, '500');
  await preparePayee(page, 'Withdraw-pass-9');
  await requestWithdrawal(page, '200', 'Withdraw-pass-9');
  const id = await requestedWithdrawalId(page);
  await context.close();
  return id;
}

test.afterAll(() => setFourEyes('AURORA', null));

test('two finance members pay a large withdrawal; the audit trail names both', async ({
  browser,
}) => {
  test.slow();
  // The first owner of an installation is made with the bootstrap token, as in production.
  const ownerEmail = uniqueStaffEmail('owner');
  const owner = await staffPage(browser);
  await signInToConsole(
    owner,
    ownerEmail,
    await addStaffWithToken('E2E Owner', ownerEmail, 'owner'),
  );

  const financeA = uniqueStaffEmail('finance-a');
  const financeB = uniqueStaffEmail('finance-b');
  const support = uniqueStaffEmail('support');
  const passwordA = await addStaffMember(owner, 'Finance A', financeA, 'Finance');
  const passwordB = await addStaffMember(owner, 'Finance B', financeB, 'Finance');
  const passwordS = await addStaffMember(owner, 'Support S', support, 'Support');

  // Above 100.00 BDT a withdrawal needs two different people.
  await setFourEyes('AURORA', 10_000);
  const id = await withdrawalWaiting(browser);

  const first = await staffPage(browser);
  await signInToConsole(first, financeA, passwordA);
  const firstDrawer = await approveOnDesk(first, id);
  await expect(firstDrawer.getByTestId('approval-state')).toHaveText('1 of 2 approvals');
  // The same person cannot be the second pair of eyes.
  await firstDrawer.getByRole('button', { name: 'Approve' }).click();
  await expect(first.getByText(/You approved this already/)).toBeVisible();

  const second = await staffPage(browser);
  await signInToConsole(second, financeB, passwordB);
  const secondDrawer = await approveOnDesk(second, id);
  await expect(secondDrawer.getByTestId('approval-state')).toHaveText('2 of 2 approvals');
  // Approved by two people, the payout pays it (the sandbox provider answers at once).
  await expect
    .poll(async () => (await deskWithdrawal(id)).row.status, { timeout: 30_000 })
    .toBe('paid');

  // Support: no money desk in the navigation, and the API refuses it too.
  const helper = await staffPage(browser);
  await signInToConsole(helper, support, passwordS);
  const desks = helper.getByRole('navigation', { name: 'Desks' });
  await expect(desks.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(desks.getByRole('link', { name: /Money/ })).toHaveCount(0);
  const refused = await helper.request.get(
    `/${CASHIER_DESK_PATHS.withdrawals.slice(1)}?merchant=AURORA`,
  );
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('FORBIDDEN');

  // The owner reads both approvals in the audit trail, and the chains verify.
  await owner
    .getByRole('navigation', { name: 'Desks' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await owner.getByRole('textbox', { name: 'Action' }).fill('cashier.decideWithdrawal');
  await owner.getByRole('button', { name: 'Apply' }).click();
  const rows = owner.getByRole('row');
  await expect(rows.filter({ hasText: `staff:${financeA}` }).first()).toBeVisible();
  await expect(rows.filter({ hasText: `staff:${financeB}` }).first()).toBeVisible();
  await owner.getByRole('button', { name: 'Verify chains' }).click();
  await expect(owner.getByText(/Every chain is whole/)).toBeVisible();
});

/** Opens the withdrawal from the money desk (its link, as a colleague would send it) and approves it. */
async function approveOnDesk(page: Page, id: number) {
  await page
    .getByRole('navigation', { name: 'Desks' })
    .getByRole('link', { name: 'Money' })
    .click();
  await expect(page.getByRole('heading', { name: 'Money desk', level: 1 })).toBeVisible();
  await page.goto(`/money?view=withdrawals&open=${id}`);
  const drawer = page.getByRole('dialog', { name: `Withdrawal #${id}` });
  await drawer.getByRole('button', { name: 'Approve' }).click();
  return drawer;
}
