import { seriousViolations } from './a11y-helpers';
import { expect, test } from './fixtures';

const BLOG_TITLE: Record<string, string> = {
  bn: 'খবর ও ব্লগ',
  en: 'News and blog',
  pt: 'Notícias e blog',
  tl: 'Balita at blog',
};

test('the blog: from the footer to the list to an article with its own title and social tags', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: BLOG_TITLE[brand.language] })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: BLOG_TITLE[brand.language] }),
  ).toBeVisible();
  const first = main.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  expect(title.length).toBeGreaterThan(5);
  expect(await seriousViolations(page)).toEqual([]);

  await first.click();
  await expect(page).toHaveURL(/\/blog\/install-the-app$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article li').first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${title}`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  expect(await seriousViolations(page)).toEqual([]);
  // No sideways scroll on a phone.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the brand’s sitemap lists its articles, and robots.txt points at it', async ({
  page,
  brand,
  baseURL,
}) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/blog/install-the-app?lang=${brand.language}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/blog/play-responsibly?lang=${brand.language}</loc>`);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('screenshots of the blog in Bengali at 390 and 1366 px', async ({ page, brand }) => {
  test.skip(brand.language !== 'bn', 'Bengali is the default of Aurora only');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `test-results/blog-bn-${width}.png`, fullPage: true });
    await page.goto('/blog/install-the-app');
    await expect(page.locator('article li').first()).toBeVisible();
    await page.screenshot({ path: `test-results/blog-article-bn-${width}.png`, fullPage: true });
  }
});
