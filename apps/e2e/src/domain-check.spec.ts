import { expect, test } from './fixtures';

// Chromium resolves every *.example name to this machine (playwright.config.ts), so the brand's
// production build can be opened on one of its merchant's domains and on a look-alike.

const on = (host: string, baseURL: string | undefined) => {
  const url = new URL(baseURL ?? '');
  url.hostname = host;
  return url.toString();
};

test('on one of its domains the brand opens as usual', async ({ page, brand, baseURL }) => {
  await page.goto(on(brand.domain, baseURL));
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toBeVisible();
});

test('on a domain not in its list the site shows "Invalid URL" and nothing to sign in to', async ({
  page,
  brand,
  baseURL,
}) => {
  await page.goto(on(`${brand.domain.split('.').at(-2)}-login.example`, baseURL));
  await expect(page.getByRole('heading', { level: 1, name: brand.invalidUrl })).toBeVisible();
  await expect(page.getByText(/-login\.example/)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: brand.welcome })).toHaveCount(0);
});
