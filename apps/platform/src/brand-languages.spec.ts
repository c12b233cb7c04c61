import {
  CASHIER_PATHS,
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  PATHS,
  POINTS_PATHS,
  PROMOTION_PATHS,
  type DepositMethods,
  type LaunchResult,
  type LoginResult,
  type MallItems,
  type PromotionList,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from './modules/cashier';
import { seedPoints } from './modules/points';
import { seedPromotions } from './modules/promotions';
import { call, seal } from './testing/accounts';
import { merchantGet, valueOf } from './testing/requests';
import { TEST_GAMES, TEST_VENDOR, prepareSandbox } from './testing/sandbox';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDbKinds } from './testing/test-db';

// Seeded content in the brand's languages (issue 27): Sahra offers Arabic first (its default)
// and English. Every text a player reads comes back in the asked language, else the merchant's
// default, and the art is drawn in the reader's script and direction.
describe.each(testDbKinds())('content in the brand’s languages on %s', (kind) => {
  let t: TestApp;
  let sahra: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    sahra = await signUp('SAHRA', 'sahra27');
  });
  afterAll(() => t?.close());

  /** A new player of a username brand, through the sealed sign-up the site sends. */
  async function signUp(merchant: string, username: string): Promise<string> {
    const { payload_key } = await t.db
      .selectFrom('merchant_account_settings')
      .select('payload_key')
      .where('merchant_code', '=', merchant)
      .executeTakeFirstOrThrow();
    const body = {
      username,
      password: 'Tessera#2026',
      confirmPassword: 'Tessera#2026',
      registerUrl: `https://${merchant.toLowerCase()}.example/register`,
      domain: `${merchant.toLowerCase()}.example`,
      registerMethod: 'WEB',
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: PATHS.register,
      headers: { [MERCHANT_HEADER]: merchant, [GATEWAY_VERSION_HEADER]: '3' },
      payload: seal(body, payload_key) as unknown as object,
      remoteAddress: '10.27.0.1',
    });
    return valueOf<LoginResult>(res).token;
  }

  const art = (url: string | undefined) => decodeURIComponent(url ?? '');
  const promotions = async (language: string) =>
    valueOf<PromotionList>(
      await merchantGet(t.app, 'SAHRA', `${PROMOTION_PATHS.list}?language=${language}`),
    ).list;
  const mall = async (language: string) =>
    valueOf<MallItems>(
      await merchantGet(t.app, 'SAHRA', `${POINTS_PATHS.rewards}?language=${language}`),
    ).items;
  /** The deposit methods as the SDK asks for them: its language in Accept-Language. */
  const methods = async (language: string | null) =>
    valueOf<DepositMethods>(
      await t.app.inject({
        method: 'GET',
        url: CASHIER_PATHS.depositMethods,
        headers: {
          [MERCHANT_HEADER]: 'SAHRA',
          authorization: `Bearer ${sahra}`,
          ...(language === null ? {} : { 'accept-language': language }),
        },
      }),
    ).list;

  it('words Sahra’s promotions in Arabic with Arabic pictures drawn right to left', async () => {
    const gift = (await promotions('ar')).find((p) => p.code === 'signup-gift');
    expect(gift?.title).toBe('هدية التسجيل');
    expect(gift?.summary).toBe('هدية لكل لاعب جديد: استلمها مرة واحدة، دون الحاجة إلى إيداع.');
    expect(art(gift?.coverUrl)).toContain('هدية التسجيل');
    expect(art(gift?.coverUrl)).toContain('direction="rtl"');
    expect(art(gift?.announcementImages[1]?.url)).toContain('استلمها الآن');
    // A language Sahra has no words for: its default, Arabic; English when asked.
    const unknown = (await promotions('fr')).find((p) => p.code === 'signup-gift');
    expect([unknown?.title, art(unknown?.coverUrl).includes('هدية التسجيل')]).toEqual([
      'هدية التسجيل',
      true,
    ]);
    const english = (await promotions('en')).find((p) => p.code === 'signup-gift');
    expect([english?.title, art(english?.coverUrl).includes('Sign-up gift')]).toEqual([
      'Sign-up gift',
      true,
    ]);
  });

  it('names Sahra’s mall items in Arabic, its default for an unknown language', async () => {
    expect((await mall('ar')).map((item) => item.name)).toEqual(
      expect.arrayContaining(['مكافأة 10', 'قميص الفريق', 'كوب قهوة']),
    );
    expect((await mall('fr')).map((item) => item.name)).toContain('سماعات رأس');
    expect((await mall('en')).map((item) => item.name)).toContain('Headphones');
  });

  it('names Sahra’s deposit methods in the reader’s language (the SDK’s Accept-Language)', async () => {
    expect((await methods('ar')).map((m) => m.name)).toEqual(['محفظة إلكترونية', 'تحويل بنكي']);
    expect((await methods('en-GB,en;q=0.8')).map((m) => m.name)).toEqual([
      'E-wallet',
      'Bank transfer',
    ]);
    // No header or a language Sahra has no name in: its default, Arabic.
    expect((await methods(null)).map((m) => m.name)).toEqual(['محفظة إلكترونية', 'تحويل بنكي']);
    expect((await methods('fr')).map((m) => m.name)).toEqual(['محفظة إلكترونية', 'تحويل بنكي']);
  });

  it('opens the sandbox slot in Arabic, right to left, from a launch in Arabic', async () => {
    const res = await call(
      t.app,
      'SAHRA',
      'POST',
      PATHS.launchGame,
      { gameCode: TEST_GAMES.slot.code, vassalage: TEST_VENDOR, language: 'ar' },
      { token: sahra },
    );
    const { url } = valueOf<LaunchResult>(res);
    expect(url).toMatch(/&lang=ar$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    for (const text of ['الرصيد', 'مبلغ الرهان', 'أدِر', 'البكرات'])
      expect(page.body).toContain(text);
    expect(page.body).not.toContain('>Spin<');
    // The page script's messages come in Arabic too.
    expect(page.body).toContain('رصيدك لا يكفي لهذا الرهان');
    const ended = await t.app.inject({
      method: 'GET',
      url: '/sandbox/play/crash?launch=x&lang=ar',
    });
    expect(ended.body).toContain('<html lang="ar" dir="rtl">');
    expect(ended.body).toContain('انتهت جلسة اللعب');
    const english = await t.app.inject({ method: 'GET', url: url.replace('lang=ar', 'lang=en') });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
  });

  it('gives content seeded before Arabic existed its Arabic, but keeps an operator’s edits', async () => {
    // As a database seeded before this issue: no Arabic, no pictures per language, no names.
    const gift = { merchant_code: 'SAHRA', code: 'signup-gift' } as const;
    await t.db
      .updateTable('promotion')
      .set({ title: JSON.stringify({ en: 'Sign-up gift' }), localized_images: '{}' })
      .where('merchant_code', '=', gift.merchant_code)
      .where('code', '=', gift.code)
      .execute();
    // An operator's own promotion text is theirs (updated_at moves on an operator's change).
    await t.db
      .updateTable('promotion')
      .set({ title: JSON.stringify({ en: 'Our own reload' }), updated_at: new Date() })
      .where('merchant_code', '=', 'SAHRA')
      .where('code', '=', 'daily-reload')
      .execute();
    await t.db
      .updateTable('mall_item')
      .set({ names: JSON.stringify({ en: 'Coffee mug', bn: 'কফি মগ' }) })
      .where('seed_key', '=', 'SAHRA:mug')
      .execute();
    await t.db
      .updateTable('mall_item')
      .set({ names: JSON.stringify({ en: 'Lucky mug' }) })
      .where('seed_key', '=', 'SAHRA:t-shirt')
      .execute();
    await t.db
      .updateTable('payment_method')
      .set({ names: '{}' })
      .where('merchant_code', '=', 'SAHRA')
      .execute();
    // The seed runs again, as at every start.
    await seedPromotions(t.db, { demo: false });
    await seedPoints(t.db, { demo: false });
    await t.db.transaction().execute((trx) => seedPayments(trx));

    const ar = await promotions('ar');
    const title = (code: string) => ar.find((p) => p.code === code)?.title;
    expect([title('signup-gift'), title('daily-reload')]).toEqual([
      'هدية التسجيل',
      'Our own reload',
    ]);
    const names = (await mall('ar')).map((item) => item.name);
    expect(names).toContain('كوب قهوة');
    expect(names).toContain('Lucky mug');
    expect((await methods('ar')).map((m) => m.name)).toEqual(['محفظة إلكترونية', 'تحويل بنكي']);
  });
});
