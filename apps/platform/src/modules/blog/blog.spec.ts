import {
  BLOG_PATHS,
  MERCHANT_HEADER,
  blogArticlePath,
  type BlogArticle,
  type BlogArticleList,
  type Envelope,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const TOKEN = 'ops-token-for-blog-tests-0123456789';
const opsPath = (code: string, slug: string) =>
  BLOG_PATHS.opsArticle.replace(':code', code).replace(':slug', slug);

describe.each(testDbKinds())('blog and news on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
  }, 120_000);
  afterAll(() => t?.close());

  const asSite = (url: string, merchant = 'AURORA', host?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { [MERCHANT_HEADER]: merchant, ...(host ? { host } : {}) },
    });
  const write = (code: string, slug: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: opsPath(code, slug),
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: body,
    });
  const article = {
    language: 'en',
    title: '  Big weekend  ',
    description: 'Everything on this weekend.',
    bodyHtml:
      '<h2 onclick="steal()">Hello</h2><script>alert(1)</script><p style="color:red">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.com">site</a></p><img src="https://img.example/a.png" onerror="x()"><iframe src="https://evil.example"></iframe>',
    cover: 'https://img.example/cover.png',
    publishedAt: '2026-01-01T00:00:00.000Z',
  };

  it('lists the seeded articles in the reader’s language, newest first, each readable', async () => {
    const bn = valueOf<BlogArticleList>(await asSite(`${BLOG_PATHS.articles}?lang=bn`));
    expect(bn.list.map((a) => a.slug)).toEqual(['install-the-app', 'play-responsibly']);
    expect(bn.list[0]?.title).toBe('তিন ট্যাপে আমাদের অ্যাপ ইনস্টল করুন');
    const one = valueOf<BlogArticle>(
      await asSite(`${blogArticlePath('play-responsibly')}?lang=bn`),
    );
    expect(one.bodyHtml).toContain('<h2>খেলার আগে একটি সীমা ঠিক করুন</h2>');
    // Aurora offers bn and en: a language it does not offer reads its default.
    const tl = valueOf<BlogArticleList>(await asSite(`${BLOG_PATHS.articles}?lang=tl`));
    expect(tl.list[0]?.language).toBe('bn');
    const missing = await asSite(`${blogArticlePath('no-such-article')}?lang=en`);
    expect([missing.statusCode, missing.json<Envelope<null>>().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('stores only sanitized HTML, and a future date keeps the article hidden until then', async () => {
    const saved = valueOf<BlogArticle>(await write('AURORA', 'big-weekend', article));
    expect(saved.title).toBe('Big weekend');
    expect(saved.bodyHtml).toBe(
      '<h2>Hello</h2><p>Hi <a rel="noopener noreferrer nofollow">x</a> <a href="https://example.com" rel="noopener noreferrer nofollow">site</a></p><img src="https://img.example/a.png" loading="lazy" />',
    );
    const read = valueOf<BlogArticle>(await asSite(`${blogArticlePath('big-weekend')}?lang=en`));
    expect(read.bodyHtml).toBe(saved.bodyHtml);

    await write('AURORA', 'next-year', { ...article, publishedAt: '2099-01-01T00:00:00.000Z' });
    expect((await asSite(`${blogArticlePath('next-year')}?lang=en`)).statusCode).toBe(404);
    // Another merchant never sees Aurora's articles.
    expect((await asSite(`${blogArticlePath('big-weekend')}?lang=en`, 'LUMEN')).statusCode).toBe(
      404,
    );
    const unknown = await write('NOPE', 'x', article);
    expect(unknown.json<Envelope<null>>().code).toBe('MERCHANT_UNKNOWN');
    expect((await write('AURORA', 'Bad Slug', article)).statusCode).toBe(400);
  });

  it('serves each brand its sitemap (published articles only) and robots rules', async () => {
    const sitemap = await asSite(BLOG_PATHS.sitemap, 'AURORA', 'aurora.test:4200');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://aurora.test:4200/blog/big-weekend?lang=en</loc>');
    expect(sitemap.body).toContain('/blog/install-the-app?lang=bn</loc>');
    expect(sitemap.body).not.toContain('next-year');
    const lumen = await asSite(BLOG_PATHS.sitemap, 'LUMEN');
    expect(lumen.body).not.toContain('big-weekend');

    const robots = await asSite(BLOG_PATHS.robots, 'AURORA', 'aurora.test');
    expect(robots.body).toContain('Sitemap: http://aurora.test/sitemap.xml');
    const stranger = await t.app.inject({
      method: 'GET',
      url: BLOG_PATHS.robots,
      headers: { host: 'stranger.example' },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
