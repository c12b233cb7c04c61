import type { Page } from '@playwright/test';
import { CONTRACT_OPS_PATHS } from '@tessera/contract';
import { expect, test } from './fixtures';
import { inEnglish, logIn } from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { checkWidths } from './cashier-helpers';
import { catalogueGame, playSlotRound } from './games-helpers';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

// The agent business end to end on each brand: the seeded agent1 offers its seeded downline
// agent (the team seed's subagent1) an hourly salary in the agent centre; subagent1 accepts in the contract
// modal on the member site and plays a round; the operator's settle call closes the hour; both
// agents' hourly salary records show the credit.
test.beforeEach(async ({ page }) => inEnglish(page));

/** The merchants' default downline password, which the seeded team starts with. */
const DEFAULT_PASSWORDS = { AURORA: 'Welcome2Aurora', LUMEN: 'Welcome2Lumen' } as const;

/** Signs an agent in on the agent site's login and waits for the agent centre. */
async function agentLogIn(page: Page, account: string, password: string) {
  await page.goto('/agent');
  await page.getByPlaceholder('Username/Phone').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page
    .getByRole('button', { name: /log in/i })
    .last()
    .click();
  await page.waitForURL((url) => url.pathname === '/agentHome');
}

/**
 * Settles every period of the merchant's contracts closed by `at` through the operator API, as
 * the job would at that time (one merchant: the other brand's test runs beside this one).
 */
async function settleAt(merchant: string, at: Date) {
  const response = await fetch(`${PLATFORM_URL}${CONTRACT_OPS_PATHS.settle}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString(), merchant }),
  });
  if (!response.ok) throw new Error(`settle: HTTP ${response.status} ${await response.text()}`);
}

test('an agent offers a downline an hourly salary, the downline accepts in the contract modal, and both see the settled credit', async ({
  page: downline,
  browser,
  brand,
}, testInfo) => {
  test.setTimeout(240_000);
  // The upline, in a browser context of its own (its own session), arrival popups closed.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const upline = await context.newPage();
  await upline.addInitScript(() => {
    for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP', 'GIFT_POPUP'])
      sessionStorage.setItem(key, '1');
  });
  await inEnglish(upline);
  await agentLogIn(upline, 'agent1', 'agent1pass');
  await upline
    .getByRole('navigation', { name: 'Agent menu' })
    .getByRole('link', { name: 'Contracts' })
    .click();
  const form = upline.getByRole('form', { name: 'Offer a contract' });
  await form.getByRole('textbox', { name: 'Downline agent account' }).fill('subagent1');
  await form.getByRole('combobox', { name: 'Kind' }).selectOption('HOUR_SALARY');
  await form.getByRole('textbox', { name: 'Rate (%)' }).fill('2');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  const given = upline.getByRole('region', { name: 'Contracts I gave' });
  await expect(given).toBeVisible();
  expect(await seriousViolations(upline), 'contracts page').toEqual([]);
  await expect(given.getByRole('article', { name: 'Hourly salary · subagent1' })).toContainText(
    'Offered',
  );

  // The downline signs in on the member site: the modal shows the offer and its tiers.
  // The seeded team's subagent1 still has the merchant's default password: it sets its own first.
  await downline.goto('/login');
  await logIn(downline, 'subagent1', DEFAULT_PASSWORDS[brand.merchant]);
  const change = downline.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('New password', { exact: true }).fill('subagent-new-1');
  await change.getByLabel('Confirm new password').fill('subagent-new-1');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toHaveCount(0);
  const modal = downline.getByRole('dialog', { name: 'A contract is offered to you' });
  await expect(modal).toContainText('agent1 offers you a Hourly salary contract (Hourly)');
  await expect(modal.getByRole('table')).toContainText('2 %');
  expect(await seriousViolations(downline), 'contract modal').toEqual([]);
  await checkWidths(downline, testInfo, `contract-modal-${brand.merchant}`);
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(modal).toBeHidden();

  // A round in the accepted hour (the betting record shows it), then that hour and the next
  // (whichever the round fell in) close.
  const game = await catalogueGame(brand.merchant, { gameType: 'RNG', vassalage: 'JL' }, 7);
  await playSlotRound(downline, brand.merchant, game);
  await downline.goto('/member/personal-history-copy');
  await expect(
    downline
      .getByRole('table', { name: 'Betting record' })
      .getByRole('row')
      .filter({ hasText: game.displayName })
      .first(),
  ).toBeVisible();
  await settleAt(brand.merchant, new Date(Date.now() + 2 * 3_600_000));

  await downline.goto('/agentHome/agentHourSalary');
  const mine = downline.getByRole('table', { name: 'Hourly salary' });
  await expect(mine.getByRole('row').filter({ hasText: 'Paid' }).first()).toBeVisible();
  expect(await seriousViolations(downline), 'hourly salary page').toEqual([]);
  await checkWidths(downline, testInfo, `hour-salary-${brand.merchant}`);

  await upline.goto('/agentHome/agentHourSalary');
  await upline.getByRole('combobox', { name: 'Whose' }).selectOption('downlines');
  const theirs = upline.getByRole('table', { name: 'Hourly salary' });
  await expect(
    theirs.getByRole('row').filter({ hasText: 'subagent1' }).filter({ hasText: 'Paid' }).first(),
  ).toBeVisible();
  await upline.getByRole('combobox', { name: 'Whose' }).selectOption('mine');
  await expect(theirs.getByRole('row').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await checkWidths(upline, testInfo, `hour-salary-downlines-${brand.merchant}`);
  await upline.goto('/agentHome/agentContracts');
  await expect(upline.getByRole('region', { name: 'Contracts I gave' })).toContainText('Active');
  await checkWidths(upline, testInfo, `contracts-${brand.merchant}`);
  await context.close();
});
