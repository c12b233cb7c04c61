import { randomInt } from 'node:crypto';
import {
  CASHIER_PATHS,
  PATHS,
  depositDecisionPath,
  type Deposit,
  type DepositMethods,
  type PayeeAccount,
  type PayeeNameState,
  type RegisterSettings,
  type Withdrawal,
  type WithdrawalOverview,
} from '@tessera/contract';
import { availableRegisterKinds, payeeNameIssue, type RegisterKind } from '@tessera/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts';
import { registerNewPlayer, type NewPlayer } from '../../../testing/new-player';
import { operatorCall } from '../../../testing/operator-calls';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const OPS = 'ops-token-for-tests-0123456789';
// Real names a player might type; the first one the merchant's payee-name rule accepts is used.
const NAMES = ['Nadia Rahman', 'NADIA RAHMAN', 'نادية رحمن', 'নাদিয়া রহমান', 'Nadia'];

const ok = (res: LightMyRequestResponse, step: string) =>
  expect([res.statusCode, res.json().code], `${step}: ${res.body}`).toEqual([200, 'OK']);

/**
 * "Can a new player withdraw?", asked of EVERY merchant the seed creates (the demo brands and
 * every generated one) and every way its form lets a player sign up: no brand's configuration
 * may leave money that can come in but not go out.
 */
describe.each(testDbKinds())('a new player withdraws on every brand, on %s', (kind) => {
  let t: TestApp;
  let merchants: string[];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
    // Every merchant in the seeded database: the seed adds each brand of seed-brands.json.
    const rows = await t.db.selectFrom('merchant').select('code').orderBy('code').execute();
    merchants = rows.map((row) => row.code);
  }, 120_000);
  afterAll(() => t?.close());

  it('walks every merchant the seed made: the demo brands and every generated one', () => {
    expect(merchants).toEqual(expect.arrayContaining(['AURORA', 'LUMEN', 'SAHRA']));
  });

  /** Money in through the merchant's own sandbox method: the provider page, else a bank transfer. */
  async function deposit(player: NewPlayer, atLeast: number): Promise<number> {
    const { merchant, token } = player;
    const get = (url: string) => call(t.app, merchant, 'GET', url, undefined, { token });
    const methods = valueOf<DepositMethods>(await get(CASHIER_PATHS.depositMethods)).list;
    const takes = (kind: string) =>
      methods.find((m) => m.kind === kind && atLeast <= m.max && m.min <= m.max);
    const method = takes('redirect') ?? takes('bank');
    if (!method) throw new Error(`${merchant}: no method takes a deposit of ${atLeast}`);
    const amount = Math.max(atLeast, method.min);
    const opened = valueOf<Deposit>(
      await call(
        t.app,
        merchant,
        'POST',
        CASHIER_PATHS.deposits,
        { methodId: method.id, amount },
        { token },
      ),
    );
    if (method.kind === 'redirect') {
      const reference = opened.instructions.redirectUrl?.split('/').pop() ?? '';
      const pressed = await t.app.inject({
        method: 'POST',
        url: `/sandbox/pay/${reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      expect(pressed.statusCode, pressed.body).toBe(303);
    } else {
      ok(
        await operatorCall(t.app, OPS, 'POST', depositDecisionPath(opened.id), {
          action: 'approve',
        }),
        'bank deposit approval',
      );
    }
    return amount;
  }

  async function canWithdraw(merchant: string, kind: RegisterKind, ip: string) {
    const player = await registerNewPlayer(t.app, t.db, merchant, kind, ip);
    const { token } = player;
    const get = (url: string) => call(t.app, merchant, 'GET', url, undefined, { token });
    const post = (url: string, body: unknown) =>
      call(t.app, merchant, 'POST', url, body, { token });

    const limits = valueOf<WithdrawalOverview>(await get(CASHIER_PATHS.withdrawalOverview)).limits;
    if (!limits) throw new Error(`${merchant}: takes no withdrawals`);
    const before = await moneyOf(t.db, merchant, player.account);
    const deposited = await deposit(player, limits.min);

    // The payee name: from sign-up where the form asked for it, else given with the first account.
    const state = valueOf<PayeeNameState>(await get(CASHIER_PATHS.payeeName));
    expect(state.fixed).toBe(false);
    const holderName =
      state.payeeName ?? NAMES.find((name) => payeeNameIssue(name, state.rule) === null);
    if (!holderName) throw new Error(`${merchant}: no real name meets its payee-name rule`);
    const account = await post(CASHIER_PATHS.payeeAccounts, {
      kind: 'ewallet',
      provider: 'Sandbox Wallet',
      accountNumber: `0${randomInt(100_000_000, 999_999_999)}`,
      holderName,
    });
    ok(account, 'payee account');
    const payee = valueOf<PayeeAccount>(account);
    expect(valueOf<PayeeNameState>(await get(CASHIER_PATHS.payeeName))).toMatchObject({
      payeeName: payee.holderName,
      fixed: true,
    });

    const overview = valueOf<WithdrawalOverview>(await get(CASHIER_PATHS.withdrawalOverview));
    if (!overview.passwordSet)
      ok(await post(CASHIER_PATHS.withdrawalPassword, { password: 'Cash#4567' }), 'password');
    expect(overview.turnover.remaining, `${merchant}: turnover before withdrawing`).toBe(0);

    const requested = await post(CASHIER_PATHS.withdrawals, {
      payeeAccountId: payee.id,
      amount: limits.min,
      withdrawalPassword: 'Cash#4567',
    });
    ok(requested, 'withdrawal');
    expect(valueOf<Withdrawal>(requested)).toMatchObject({
      status: 'requested',
      amount: limits.min,
      payee: { holderName: payee.holderName },
    });
    const money = await moneyOf(t.db, merchant, player.account);
    expect([money.balance, money.held, money.ledgerSum]).toEqual([
      before.balance + deposited,
      limits.min,
      before.balance + deposited,
    ]);
  }

  it('lets a new player of every merchant, signed up every way it offers, withdraw', async () => {
    const walked: string[] = [];
    // Every brand is walked even after one fails, so the report names all the stuck ones.
    const stuck: string[] = [];
    let ip = 1;
    for (const merchant of merchants) {
      const settings = valueOf<RegisterSettings>(
        await call(t.app, merchant, 'GET', PATHS.registerSettings),
      );
      const kinds = availableRegisterKinds(settings.flags);
      if (kinds.length === 0) stuck.push(`${merchant}: offers no sign-up`);
      for (const kind of kinds) {
        walked.push(`${merchant}/${kind}`);
        await canWithdraw(merchant, kind, `10.27.${ip++}.1`).catch((error: Error) =>
          stuck.push(`${merchant}/${kind}: ${error.message.split('\n')[0]}`),
        );
      }
    }
    expect(stuck).toEqual([]);
    expect(walked).toEqual(
      expect.arrayContaining([
        'AURORA/mobile',
        'AURORA/username',
        'LUMEN/username',
        'SAHRA/username',
      ]),
    );
  }, 120_000);
});
