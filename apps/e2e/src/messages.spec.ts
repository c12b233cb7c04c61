import { FEEDBACK_OPS_PATHS, type Envelope, type OperatorFeedbackPage } from '@tessera/contract';
import type { Page } from '@playwright/test';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { expect, test } from './fixtures';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

// Messages and feedback through the real platform on both brands: a new member reads the
// merchant's welcome broadcast and the header's badge drops; feedback with a picture goes to
// the operator, whose answer arrives as a message.
test.beforeEach(async ({ page }) => inEnglish(page));

const PASSWORD = 'e2e-pass-123';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** One operator call with the test platform's token; its value, or a thrown error. */
async function operator<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`operator ${path}: HTTP ${response.status} ${envelope.code}`);
  return envelope.value as T;
}

const headerMessages = (page: Page) => page.getByTestId('header-messages');

test('reads a message and the header badge drops', async ({ page, brand }, testInfo) => {
  await registerByUsername(page, brand.merchant, uniqueUsername(), PASSWORD);
  // A new member has the merchant's welcome broadcast, unread.
  await expect(headerMessages(page)).toContainText('1 new');
  await headerMessages(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Platform information' })).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
  const welcome = page.getByRole('button', { name: /Welcome to/ });
  await welcome.click();
  await expect(welcome).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/member centre keeps your deposits/)).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('Everything read');
  await expect(headerMessages(page)).not.toContainText('new');
  await page.screenshot({
    path: testInfo.outputPath(`${brand.merchant.toLowerCase()}-messages.png`),
    fullPage: true,
  });
  expect(await seriousViolations(page)).toEqual([]);
  // After a reload too: the platform keeps it read.
  await page.reload();
  await expect(page.getByTestId('unread-count')).toHaveText('Everything read');
});

test("sends feedback with a picture and the operator's answer arrives as a message", async ({
  page,
  brand,
}) => {
  await registerByUsername(page, brand.merchant, uniqueUsername(), PASSWORD);
  await page.goto('/member/message-v2');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(headerMessages(page)).not.toContainText('new');

  await page.getByRole('button', { name: 'Feedback and complaints' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback and complaints' });
  await dialog.getByLabel('What is it about?').selectOption('GAME');
  const content = `The slot froze twice ${Date.now().toString(36)}`;
  // Too few words first: explained, nothing sent, the text stays.
  await dialog.getByLabel('Your feedback').fill('Froze');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please write 3 to 40 words.')).toBeVisible();
  await dialog.getByLabel('Your feedback').fill(content);
  await dialog.getByLabel('Add pictures').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByText('screen.png', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/Thank you!/)).toBeVisible();
  await page.keyboard.press('Escape');

  const open = await operator<OperatorFeedbackPage>(
    'GET',
    `${FEEDBACK_OPS_PATHS.feedback.replace(':code', brand.merchant)}?status=open`,
  );
  const sent = open.items.find((item) => item.content === content);
  expect(sent).toMatchObject({ questionType: 'GAME', images: 1 });
  await operator('POST', FEEDBACK_OPS_PATHS.answer.replace(':id', String(sent!.id)), {
    answer: 'Thanks, we restarted the game server.',
  });

  await page.reload();
  await expect(headerMessages(page)).toContainText('1 new');
  const answer = page.getByRole('button', { name: /Answer to your feedback/ });
  await answer.click();
  await expect(page.getByText('Thanks, we restarted the game server.')).toBeVisible();
  await expect(page.getByText(`You wrote: “${content}”`)).toBeVisible();
  await expect(headerMessages(page)).not.toContainText('new');
});
