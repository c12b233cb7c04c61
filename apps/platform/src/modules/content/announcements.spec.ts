import { PATHS, type AnnouncementList, type HelpTopic } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantGet, valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { seedContent } from './seed-content';

describe.each(testDbKinds())('announcements and help centre on %s', (kind) => {
  let t: TestApp;
  const raw = (merchant: string, query: string) =>
    merchantGet(t.app, merchant, `${PATHS.announcements}?${query}`);
  const list = async (merchant: string, query: string) =>
    valueOf<AnnouncementList>(await raw(merchant, query));
  const help = async (merchant: string, query: string) =>
    valueOf<HelpTopic[]>(await merchantGet(t.app, merchant, `${PATHS.helpCenter}?${query}`));

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('fills every list for an anonymous visitor, popups of execution B only', async () => {
    const all = await list(
      'AURORA',
      'types=B,PL,PU,PR,H&platform=W&execution=B&pageNo=1&language=en',
    );
    expect(all.banners.map((b) => b.groupName)).toEqual([
      'w_home',
      'w_home',
      'w_home',
      'w_leftmenu',
      'w_reg',
      'w_forget',
    ]);
    expect(all.banners[0]).toMatchObject({ linkageType: 'INTERNAL', url: '/promotions' });
    expect(all.banners[0]?.imageUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(all.player.map((n) => n.title)).toEqual([
      'bKash deposits back to normal',
      'New cricket markets every match',
      'Never share your one-time password',
    ]);
    expect(all.player[0]?.publishedAt).toBe('2026-11-20T09:00:00.000Z');
    expect(all.popup.map((p) => [p.title, p.execution])).toEqual([
      ['Welcome to Aurora Casino', 'B'],
      ['Play on the go', 'B'],
    ]);
    // Stored HTML goes out as stored; the site sanitizes it before rendering.
    expect(all.popup[0]?.content).toContain('<b>100% first deposit bonus</b>');
    expect(all.popup[0]?.content).toContain('onmouseover=');
    expect(all.promotion.map((p) => p.title)).toEqual([
      '100% welcome bonus',
      'Daily 1% cashback on slots',
    ]);
    expect(all.totalPopups).toBe(2);
  });

  it('gives logged-in executions A and F their own popups', async () => {
    const member = await list('AURORA', 'types=PU&execution=A,F&language=en');
    expect(member.popup.map((p) => p.execution)).toEqual(['A', 'F']);
    expect(member.totalPopups).toBe(2);
  });

  it('asks no new account, in its first-login popups, for a mobile number it may have proved at sign-up', async () => {
    for (const merchant of ['AURORA', 'LUMEN'])
      for (const language of ['en', 'bn', 'tl']) {
        const firstLogin = await list(merchant, `types=PU&execution=F&language=${language}`);
        expect(firstLogin.popup.length).toBeGreaterThan(0);
        for (const popup of firstLogin.popup)
          expect(`${popup.title} ${popup.content}`).not.toMatch(/mobile|মোবাইল/i);
      }
  });

  it('fills only the lists named in types', async () => {
    const popupsOnly = await list('LUMEN', 'types=PU&execution=B');
    expect(popupsOnly).toMatchObject({ banners: [], player: [], promotion: [], totalPopups: 1 });
    expect(popupsOnly.popup.map((p) => p.title)).toEqual(['Welcome to Lumen Play']);
    const bannersOnly = await list('LUMEN', 'types=B');
    expect(bannersOnly.banners.map((b) => b.groupName).sort()).toEqual([
      'w_forget',
      'w_home',
      'w_home',
      'w_leftmenu',
      'w_reg',
    ]);
    expect(bannersOnly).toMatchObject({ player: [], popup: [], promotion: [], totalPopups: 0 });
  });

  it('pages every list and counts popups before paging', async () => {
    const page = (n: number) =>
      list('AURORA', `types=PU,PL&execution=B&pageSize=1&pageNo=${n}&language=en`);
    expect((await page(1)).popup.map((p) => p.title)).toEqual(['Welcome to Aurora Casino']);
    const second = await page(2);
    expect(second.popup.map((p) => p.title)).toEqual(['Play on the go']);
    expect(second.player.map((n) => n.title)).toEqual(['New cricket markets every match']);
    expect(second.totalPopups).toBe(2);
    expect(await page(3)).toMatchObject({ popup: [], totalPopups: 2 });
    expect((await page(4)).player).toEqual([]);
  });

  it('replies in the requested language, else the merchant default, else English', async () => {
    const bn = await list('AURORA', 'types=PL,PU&execution=B&language=bn');
    expect(bn.popup[0]?.title).toBe('অরোরা ক্যাসিনোতে স্বাগতম');
    expect(bn.player[2]?.title).toBe('কখনও আপনার ওয়ান-টাইম পাসওয়ার্ড শেয়ার করবেন না');
    expect((await list('AURORA', 'types=PU&language=pt')).popup[0]?.title).toBe(
      'অরোরা ক্যাসিনোতে স্বাগতম',
    );
    expect((await list('LUMEN', 'types=PU&language=TL')).popup[0]?.title).toBe(
      'Maligayang pagdating sa Lumen Play',
    );
    expect((await list('LUMEN', 'types=PU&language=bn')).popup[0]?.title).toBe(
      'Welcome to Lumen Play',
    );
    // No language: the merchant's default (Aurora: Bengali).
    expect((await list('AURORA', 'types=PU')).popup[0]?.title).toBe('অরোরা ক্যাসিনোতে স্বাগতম');
  });

  it('draws banner and promotion art in the reader’s language, else the merchant default', async () => {
    const art = (url: string | undefined) => decodeURIComponent(url ?? '');
    const bn = await list('AURORA', 'types=B,PR&language=bn');
    expect(art(bn.banners[0]?.imageUrl)).toContain('১০০% স্বাগত বোনাস');
    expect(art(bn.promotion[1]?.imageUrl)).toContain('প্রতিদিন ১% ক্যাশব্যাক');
    const en = await list('AURORA', 'types=B&language=en');
    expect(art(en.banners[0]?.imageUrl)).toContain('100% welcome bonus');
    const pt = await list('AURORA', 'types=B&language=pt');
    expect(art(pt.banners[0]?.imageUrl)).toContain('Bônus de boas-vindas de 100%');
    // A language no art is drawn in: the merchant's default language (Bengali) is drawn.
    const fr = await list('AURORA', 'types=B&language=fr');
    expect(art(fr.banners[0]?.imageUrl)).toContain('১০০% স্বাগত বোনাস');
    const tl = await list('LUMEN', 'types=B&language=tl');
    expect(art(tl.banners.find((b) => b.groupName === 'w_reg')?.imageUrl)).toContain(
      'Regalo sa pag-sign up ₱500',
    );
    expect(art((await list('LUMEN', 'types=B&language=fr')).banners[0]?.imageUrl)).toContain(
      'Cashback Mondays',
    );
  });

  it('draws Sahra’s banner in Arabic, right to left, and falls back to Arabic, its default', async () => {
    const art = (url: string | undefined) => decodeURIComponent(url ?? '');
    const ar = art((await list('SAHRA', 'types=B&language=ar')).banners[0]?.imageUrl);
    expect(ar).toContain('أهلًا بك في Sahra');
    expect(ar).toContain('direction="rtl"');
    expect(ar).toContain('xml:lang="ar"');
    const fr = art((await list('SAHRA', 'types=B&language=fr')).banners[0]?.imageUrl);
    expect(fr).toContain('أهلًا بك في Sahra');
    const en = art((await list('SAHRA', 'types=B&language=en')).banners[0]?.imageUrl);
    expect(en).toContain('Welcome to Sahra');
    expect(en).toContain('direction="ltr"');
    const bn = art((await list('AURORA', 'types=B&language=bn')).banners[0]?.imageUrl);
    expect(bn).toContain('Lohit Bengali');
  });

  it('redraws art the seed drew (a row seeded before a language’s art gets it), never an operator’s', async () => {
    await t.db
      .updateTable('announcement')
      .set({ image_urls: JSON.stringify({ en: 'data:image/svg+xml,old' }) })
      .where('merchant_code', '=', 'AURORA')
      .where('type', '=', 'B')
      .execute();
    await t.db
      .updateTable('announcement')
      .set({ image_url: 'https://cdn.example/own-art.png', image_urls: '{}' })
      .where('merchant_code', '=', 'AURORA')
      .where('key', '=', 'home-cricket')
      .execute();
    await t.db.transaction().execute((trx) => seedContent(trx));
    const bn = await list('AURORA', 'types=B&language=bn');
    expect(decodeURIComponent(bn.banners[0]?.imageUrl ?? '')).toContain('১০০% স্বাগত বোনাস');
    const ar = await list('AURORA', 'types=B&language=ar');
    expect(decodeURIComponent(ar.banners[0]?.imageUrl ?? '')).toContain('مكافأة ترحيب 100%');
    expect(bn.banners[1]?.imageUrl).toBe('https://cdn.example/own-art.png');
  });

  it.each([
    'types=X',
    'types=B,,PL',
    'execution=C',
    'execution=A;B',
    'pageNo=0',
    'pageSize=0',
    'pageSize=51',
    'pageSize=ten',
    'language=%3Cscript%3E',
  ])('answers 400 BAD_REQUEST to %s', async (query) => {
    const res = await raw('AURORA', query);
    expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('lists help topics in the requested language, falling back like announcements', async () => {
    const bn = await help('AURORA', 'lang=bn&device=WEB');
    expect(bn.map((h) => h.tag)).toEqual(['about', 'deposit', 'withdrawal', 'responsible-gaming']);
    expect(bn[0]?.title).toBe('অরোরা ক্যাসিনো সম্পর্কে');
    expect(bn[1]?.content).toContain('<ol>');
    expect((await help('AURORA', 'lang=en&device=WEB'))[0]?.title).toBe('About Aurora Casino');
    expect((await help('LUMEN', 'lang=tl&device=WEB'))[0]?.title).toBe('Tungkol sa Lumen Play');
    expect((await help('LUMEN', 'lang=bn&device=WEB'))[0]?.title).toBe('About Lumen Play');
    expect((await help('LUMEN', '')).map((h) => h.tag)).toEqual(['about', 'deposit', 'privacy']);
  });
});
