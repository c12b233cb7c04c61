import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './a11y-helpers';
import { uniqueUsername } from './accounts-helpers';
import { GENERATED_BRANDS } from './servers';

// A generated brand whose default language reads right to left (Sahra: Arabic, AED), on its
// production build and the real platform: each page is mirrored (dir="rtl"), fits 320, 390 and
// 1366 px without sideways scroll, is axe clean, and English turns the page back to ltr.
// Screenshots at 390 and 1366 px go to the test's output folder for a look at what is mirrored.

const brandOf = (info: TestInfo) => {
  const brand = GENERATED_BRANDS.find(({ id }) => id === info.project.name);
  if (!brand) throw new Error(`No generated brand ${info.project.name}`);
  return brand;
};

/** The page reads right to left in Arabic, fits every width, and axe finds nothing serious. */
async function checkMirrored(page: Page, info: TestInfo, name: string) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px`).toBe(0);
    if (width !== 320)
      await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  expect(await seriousViolations(page), name).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  // The arrival popups would cover what these tests look at; popups.spec.ts covers them.
  await page.addInitScript(() => {
    for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP', 'GIFT_POPUP'])
      sessionStorage.setItem(key, '1');
  });
});

test('the home reads right to left, its brand name and logo unmirrored', async ({ page }, info) => {
  const brand = brandOf(info);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`أهلًا بك في ${brand.name}`);
  // The brand name stays a left-to-right word inside the mirrored header.
  await expect(page.getByTestId('brand-name')).toHaveText(brand.name);
  await checkMirrored(page, info, 'home');

  // On a phone the side menu slides in from the reading start: the right edge.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'فتح القائمة' }).click();
  const menu = page.getByRole('complementary');
  await expect(menu).toBeVisible();
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return box && Math.round(box.x + box.width);
    })
    .toBe(390);
});

test('the login and sign-up popups read right to left', async ({ page }, info) => {
  await page.goto('/login');
  await expect(page.getByRole('dialog', { name: 'تسجيل الدخول' })).toBeVisible();
  await checkMirrored(page, info, 'login');
  await page.goto('/register');
  await expect(page.getByRole('dialog', { name: 'إنشاء حساب' })).toBeVisible();
  await checkMirrored(page, info, 'register');
});

test('choosing English turns the page left to right, and Arabic back', async ({ page }, info) => {
  const brand = brandOf(info);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('banner').getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${brand.name}`);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`أهلًا بك في ${brand.name}`);
});

test('a new member finds the member centre and the deposit page mirrored', async ({
  page,
}, info) => {
  // Signing up and checking two pages at three widths: more than one page's ceiling on 2 cores.
  test.slow();
  const username = uniqueUsername();
  await page.goto('/register');
  const form = page.getByRole('dialog', { name: 'إنشاء حساب' }).locator('form:visible');
  await form.getByRole('textbox', { name: 'اسم المستخدم' }).fill(username);
  await form.getByLabel(/^كلمة المرور/).fill('Secret123');
  await form.getByLabel(/^تأكيد كلمة المرور/).fill('Secret123');
  const email = form.getByRole('textbox', { name: 'البريد الإلكتروني' });
  if (await email.count()) await email.fill(`${username}@example.com`);
  const realName = form.getByRole('textbox', { name: 'الاسم الحقيقي' });
  if (await realName.count()) await realName.fill('Test Player');
  await form.getByRole('checkbox', { name: /أوافق على الشروط/ }).check();
  await form.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();

  // The balance is a number in the locale's digits (ar: 0-9) and the dirham sign, not mirrored.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('group', { name: 'الرصيد' })).toContainText(/0\.00/);

  await page.goto('/member');
  await expect(page.getByRole('navigation', { name: 'قائمة مركز الأعضاء' })).toBeVisible();
  await checkMirrored(page, info, 'member-centre');

  await page.goto('/member/deposit-v2');
  await expect(page.getByRole('heading', { level: 1, name: 'إيداع' })).toBeVisible();
  await checkMirrored(page, info, 'deposit');
});
