import {
  REFERRAL_OPS_PATHS,
  REFERRAL_PATHS,
  type Envelope,
  type ReferralSummary,
  type ReferralTerms,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { operatorCall } from '../../../testing/operator-calls';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const OPS = 'ops-token-for-referral-terms';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;
const termsPath = (code: string) => REFERRAL_OPS_PATHS.terms.replace(':code', code);

describe.each(testDbKinds())("the operator's referral terms on %s", (kind) => {
  let t: TestApp;
  const put = (code: string, body: object) =>
    operatorCall(t.app, OPS, 'PUT', termsPath(code), body);
  const get = (code: string) => operatorCall(t.app, OPS, 'GET', termsPath(code));
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
  }, 120_000);
  afterAll(() => t?.close());

  it('reads and replaces the terms, and the invite page shows the new ones', async () => {
    expect(valueOf<ReferralTerms>(await get('LUMEN'))).toEqual({
      enabled: true,
      rewardAmount: 5_000,
      minDeposit: 100_000,
    });
    const terms = { enabled: true, rewardAmount: 7_500, minDeposit: 300_000 };
    expect(valueOf<ReferralTerms>(await put('LUMEN', terms))).toEqual(terms);
    expect(valueOf<ReferralTerms>(await get('LUMEN'))).toEqual(terms);
    const token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    const summary = valueOf<ReferralSummary>(
      await call(t.app, 'LUMEN', 'GET', REFERRAL_PATHS.referral, undefined, { token }),
    );
    expect(summary).toMatchObject({ rewardsOn: true, rewardAmount: 7_500, minDeposit: 300_000 });
    const off = { enabled: false, rewardAmount: 0, minDeposit: 0 };
    expect(valueOf<ReferralTerms>(await put('LUMEN', off))).toEqual(off);
  });

  it('refuses bad terms with a 400 envelope and keeps the old ones', async () => {
    const before = valueOf<ReferralTerms>(await get('AURORA'));
    for (const body of [
      { enabled: true, rewardAmount: -1, minDeposit: 0 },
      { enabled: true, rewardAmount: 1.5, minDeposit: 0 },
      { enabled: 'yes', rewardAmount: 100, minDeposit: 0 },
      { enabled: true, rewardAmount: 100 },
      { enabled: true, rewardAmount: 0, minDeposit: 0 },
    ])
      expect(codeOf(await put('AURORA', body)), JSON.stringify(body)).toBe('400 BAD_REQUEST');
    expect(valueOf<ReferralTerms>(await get('AURORA'))).toEqual(before);
  });

  it('answers 404 for an unknown merchant and 401 without the token', async () => {
    expect(codeOf(await get('NOPE'))).toBe('404 MERCHANT_UNKNOWN');
    const anonymous = await t.app.inject({ method: 'GET', url: termsPath('AURORA') });
    expect(anonymous.statusCode).toBe(401);
  });
});
