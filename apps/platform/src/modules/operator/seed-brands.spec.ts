import { PATHS, type AnnouncementList, type WhitelabelInfo } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../accounts';
import { merchantGet, valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedBrands, type SeedBrand } from './seed-brands';

const ORBIT: SeedBrand = {
  merchant: {
    code: 'ORBIT',
    displayName: 'Orbit',
    currency: 'BRL',
    languages: ['pt', 'en'],
    defaultLanguage: 'pt',
    timeZone: 'America/Sao_Paulo',
    domains: ['orbit.example'],
    registration: 'username',
    countries: [],
    singleWallet: true,
  },
  secrets: { payloadKey: 'orbit-key-from-the-generator', defaultPassword: 'Orbitstart1' },
};

describe('the merchants of generated brands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite-memory');
  }, 120_000);
  afterAll(() => t?.close());

  it('are created with the secrets their brand was given, once however often seeded', async () => {
    await seedBrands(t.db, [ORBIT]);
    await seedBrands(t.db, [ORBIT]);
    const info = valueOf<WhitelabelInfo>(await merchantGet(t.app, 'ORBIT', PATHS.whitelabel));
    expect([info.currency, info.defaultLanguage]).toEqual(['BRL', 'pt']);
    const settings = await t.db
      .selectFrom('merchant_account_settings')
      .selectAll()
      .where('merchant_code', '=', 'ORBIT')
      .execute();
    expect(settings).toHaveLength(1);
    expect(settings[0]?.payload_key).toBe('orbit-key-from-the-generator');
    expect(await checkPassword(settings[0]?.default_password_hash ?? '', 'Orbitstart1')).toBe(true);
  });

  it('open with one home banner showing the brand name, for the operator to replace', async () => {
    await seedBrands(t.db, [ORBIT]);
    const list = valueOf<AnnouncementList>(
      await merchantGet(t.app, 'ORBIT', `${PATHS.announcements}?types=B&platform=W&language=pt`),
    );
    const home = list.banners.filter((banner) => banner.groupName === 'w_home');
    expect(home).toHaveLength(1);
    expect(decodeURIComponent(home[0]?.imageUrl ?? '')).toContain('Orbit');
  });
});
