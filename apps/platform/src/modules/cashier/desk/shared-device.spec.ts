import {
  CASHIER_DESK_PATHS,
  DEVICE_ID_HEADER,
  PATHS,
  deskDepositPath,
  type DeskDepositDetail,
  type DeskDepositPage,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const TOKEN = 'ops-token-for-shared-device-tests';
const MERCHANT = 'AURORA';
const SHARED = '5f0c7a52-93d1-4b8e-a6f2-1c3d4e5f6a7b';
const ONLY_FAILED = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';

describe.each(testDbKinds())('the money desk’s shared-device flag on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
  }, 120_000);
  afterAll(() => t?.close());

  const ops = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });
  const login = (
    merchant: string,
    username: string,
    password: string,
    ip: string,
    device: string,
  ) =>
    call(
      t.app,
      merchant,
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username, password },
      { sealed: true, ip, headers: { [DEVICE_ID_HEADER]: device } },
    );
  /** A credited deposit of the member, as the cashier would have left it. */
  async function depositOf(memberId: number, reference: string) {
    const method = await t.db
      .selectFrom('payment_method')
      .select('id')
      .where('merchant_code', '=', MERCHANT)
      .executeTakeFirstOrThrow();
    const at = new Date();
    await t.db
      .insertInto('deposit')
      .values({
        member_id: memberId,
        merchant_code: MERCHANT,
        method_id: method.id,
        amount: 20_000,
        currency: 'BDT',
        status: 'approved',
        provider: 'sandbox',
        provider_ref: reference,
        instructions: 'null',
        created_at: at,
        updated_at: at,
        decided_at: at,
        expires_at: at,
      })
      .execute();
  }
  const depositRow = async (memberId: number) => {
    const page = valueOf<DeskDepositPage>(
      await ops(`${CASHIER_DESK_PATHS.deposits}?merchant=${MERCHANT}&status=approved`),
    );
    return page.items.find((row) => row.memberId === memberId);
  };

  it('ties two members who signed in on one device from different IPs, and says so', async () => {
    const player = (await moneyOf(t.db, MERCHANT, 'player1')).memberId;
    const agent = (await moneyOf(t.db, MERCHANT, 'agent1')).memberId;
    const downline = (await moneyOf(t.db, MERCHANT, 'downline1')).memberId;
    await depositOf(player, 'shared-device-1');
    await depositOf(downline, 'shared-device-2');
    // Each alone: no flag yet.
    expect((await depositRow(player))?.flags).toEqual([]);
    expect((await login(MERCHANT, 'player1', 'player1pass', '10.70.0.1', SHARED)).statusCode).toBe(
      200,
    );
    // Another merchant's member on the same device is none of this brand's business.
    expect((await login('LUMEN', 'player1', 'player1pass', '10.70.0.3', SHARED)).statusCode).toBe(
      200,
    );
    expect((await depositRow(player))?.flags).toEqual([]);
    expect((await login(MERCHANT, 'agent1', 'agent1pass', '10.70.0.2', SHARED)).statusCode).toBe(
      200,
    );
    const row = await depositRow(player);
    expect(row?.flags).toEqual(['SHARED_IP_OR_DEVICE']);
    const drawer = valueOf<DeskDepositDetail>(await ops(deskDepositPath(row?.id ?? 0)));
    expect(drawer.player.sharedAccounts).toEqual([
      { memberId: agent, account: 'agent1', via: 'device', value: SHARED },
    ]);
  });

  it('does not tie a member to the device of a wrong password typed on its account', async () => {
    const downline = (await moneyOf(t.db, MERCHANT, 'downline1')).memberId;
    // Someone types a wrong password for agent1 on a device, and downline1 signs in on it.
    const wrong = await login(MERCHANT, 'agent1', 'not-agent1pass', '10.70.0.2', ONLY_FAILED);
    expect(wrong.statusCode).toBe(401);
    const signedIn = await login(MERCHANT, 'downline1', 'Welcome2Aurora', '10.70.0.4', ONLY_FAILED);
    expect(signedIn.statusCode).toBe(200);
    expect((await depositRow(downline))?.flags).toEqual([]);
  });
});
