import {
  CASHIER_PATHS,
  memberPayeeNamePath,
  type PayeeAccount,
  type PayeeAccounts,
  type PayeeNameHistory,
  type PayeeNameState,
} from '@tessera/contract';
import { DEFAULT_PAYEE_NAME_RULE } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts';
import { registerNewPlayer, type NewPlayer } from '../../../testing/new-player';
import { operatorCall } from '../../../testing/operator-calls';
import { memberIdOf } from '../../../testing/records';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { codeOf } from '../../../testing/withdrawals';

const OPS = 'ops-token-for-tests-0123456789';

describe.each(testDbKinds())('the payee name on %s', (kind) => {
  let t: TestApp;
  let ip = 1;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
  }, 120_000);
  afterAll(() => t?.close());

  /** A new SAHRA player: its form asks for no payee name (no merchant rule). */
  const newPlayer = () => registerNewPlayer(t.app, t.db, 'SAHRA', 'username', `10.28.${ip++}.1`);
  const stateOf = async ({ token }: NewPlayer) =>
    valueOf<PayeeNameState>(
      await call(t.app, 'SAHRA', 'GET', CASHIER_PATHS.payeeName, undefined, { token }),
    );
  const bind = ({ token }: NewPlayer, holderName: string, accountNumber = '0501234567') =>
    call(
      t.app,
      'SAHRA',
      'POST',
      CASHIER_PATHS.payeeAccounts,
      { kind: 'bank', provider: 'Emirates NBD', accountNumber, holderName },
      { token },
    );
  const ops = (method: 'GET' | 'PUT', memberId: number, body?: object) =>
    operatorCall(t.app, OPS, method, memberPayeeNamePath(memberId), body);

  it('is asked with the first payee account, checked with the default rule, then fixed', async () => {
    const player = await newPlayer();
    expect(await stateOf(player)).toEqual({
      payeeName: null,
      fixed: false,
      rule: DEFAULT_PAYEE_NAME_RULE,
    });
    const refused = await bind(player, 'Player 1');
    expect(codeOf(refused)).toEqual([400, 'INVALID_FIELD']);
    expect(refused.json().value).toEqual({
      field: 'holderName',
      issue: { key: 'validation.PAYEE_NAME', params: { min: 2, max: 60 } },
    });
    expect(await stateOf(player)).toMatchObject({ payeeName: null, fixed: false });

    const bound = valueOf<PayeeAccount>(await bind(player, '  فاطمة   الزهراء '));
    expect(bound.holderName).toBe('فاطمة الزهراء');
    expect(await stateOf(player)).toMatchObject({ payeeName: 'فاطمة الزهراء', fixed: true });

    // Fixed: another name is refused, even with every account removed.
    expect(codeOf(await bind(player, 'Someone Else', '0509999999'))).toEqual([
      400,
      'PAYEE_NAME_MISMATCH',
    ]);
    await call(t.app, 'SAHRA', 'DELETE', `${CASHIER_PATHS.payeeAccounts}/${bound.id}`, undefined, {
      token: player.token,
    });
    expect(codeOf(await bind(player, 'Someone Else', '0509999999'))).toEqual([
      400,
      'PAYEE_NAME_MISMATCH',
    ]);
    const memberId = await memberIdOf(t.db, 'SAHRA', player.account);
    expect(valueOf<PayeeNameHistory>(await ops('GET', memberId)).history).toMatchObject([
      { actor: 'member', from: null, to: 'فاطمة الزهراء', reason: null },
    ]);
  });

  it('before its first use the member may still choose another than the one from sign-up', async () => {
    const player = await newPlayer();
    await t.db
      .updateTable('member')
      .set({ payee_name: 'Nadia Rahmen' })
      .where('account', '=', player.account)
      .where('merchant_code', '=', 'SAHRA')
      .execute();
    expect(valueOf<PayeeAccount>(await bind(player, 'Nadia Rahman')).holderName).toBe(
      'Nadia Rahman',
    );
    const memberId = await memberIdOf(t.db, 'SAHRA', player.account);
    expect(valueOf<PayeeNameHistory>(await ops('GET', memberId))).toMatchObject({
      payeeName: 'Nadia Rahman',
      fixed: true,
      history: [{ actor: 'member', from: 'Nadia Rahmen', to: 'Nadia Rahman' }],
    });
  });

  it('is corrected only by an operator, with a reason, and the accounts follow', async () => {
    const player = await newPlayer();
    valueOf<PayeeAccount>(await bind(player, 'Mohamed Salah', '0501111111'));
    valueOf<PayeeAccount>(await bind(player, 'mohamed salah', '0502222222'));
    const memberId = await memberIdOf(t.db, 'SAHRA', player.account);

    const noToken = await t.app.inject({
      method: 'PUT',
      url: memberPayeeNamePath(memberId),
      payload: { payeeName: 'Mohammed Salah', reason: 'Bank statement' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(codeOf(await ops('PUT', memberId, { payeeName: 'Mohammed Salah' }))).toEqual([
      400,
      'BAD_REQUEST',
    ]);
    expect(
      codeOf(await ops('PUT', memberId, { payeeName: 'Mohammed Salah', reason: '   ' })),
    ).toEqual([400, 'BAD_REQUEST']);
    expect(codeOf(await ops('PUT', memberId, { payeeName: 'M0hammed', reason: 'typo' }))).toEqual([
      400,
      'INVALID_FIELD',
    ]);
    expect(codeOf(await ops('PUT', 999_999_999, { payeeName: 'Ali Omar', reason: 'x' }))).toEqual([
      404,
      'NOT_FOUND',
    ]);

    const corrected = valueOf<PayeeNameHistory>(
      await ops('PUT', memberId, { payeeName: 'Mohammed  Salah', reason: 'Bank statement #88' }),
    );
    expect(corrected).toMatchObject({
      memberId,
      payeeName: 'Mohammed Salah',
      fixed: true,
      history: [
        {
          actor: 'operator',
          from: 'Mohamed Salah',
          to: 'Mohammed Salah',
          reason: 'Bank statement #88',
        },
        { actor: 'member', from: null, to: 'Mohamed Salah', reason: null },
      ],
    });
    expect(await stateOf(player)).toMatchObject({ payeeName: 'Mohammed Salah', fixed: true });
    const list = valueOf<PayeeAccounts>(
      await call(t.app, 'SAHRA', 'GET', CASHIER_PATHS.payeeAccounts, undefined, {
        token: player.token,
      }),
    ).list;
    expect(list.map((a) => a.holderName)).toEqual(['Mohammed Salah', 'Mohammed Salah']);
    // The member now binds in the corrected name only.
    expect(codeOf(await bind(player, 'Mohamed Salah', '0503333333'))).toEqual([
      400,
      'PAYEE_NAME_MISMATCH',
    ]);
    expect(codeOf(await bind(player, 'Mohammed Salah', '0503333333'))).toEqual([200, 'OK']);
  });

  it("an operator's name for a member who had none is fixed at once", async () => {
    const player = await newPlayer();
    const memberId = await memberIdOf(t.db, 'SAHRA', player.account);
    expect(
      valueOf<PayeeNameHistory>(
        await ops('PUT', memberId, { payeeName: 'Omar Khalid', reason: 'Verified by ID card' }),
      ),
    ).toMatchObject({ payeeName: 'Omar Khalid', fixed: true });
    expect(codeOf(await bind(player, 'Omar K'))).toEqual([400, 'PAYEE_NAME_MISMATCH']);
    expect(valueOf<PayeeAccount>(await bind(player, 'omar khalid')).holderName).toBe('Omar Khalid');
  });

  it('two first accounts sent at once with different names fix exactly one name', async () => {
    const player = await newPlayer();
    const replies = await Promise.all([
      bind(player, 'Layla Haddad', '0504444444'),
      bind(player, 'Leila Hadad', '0505555555'),
      bind(player, 'Layla Haddad', '0506666666'),
    ]);
    const state = await stateOf(player);
    expect(state.fixed).toBe(true);
    const passed = replies.filter((res) => res.statusCode === 200);
    // Every account bound is held in the one name fixed; the other name was refused.
    for (const res of passed) expect(valueOf<PayeeAccount>(res).holderName).toBe(state.payeeName);
    const refused = replies.filter((res) => res.statusCode !== 200).map(codeOf);
    expect(refused).toEqual(refused.map(() => [400, 'PAYEE_NAME_MISMATCH']));
    expect(passed.length).toBe(state.payeeName === 'Layla Haddad' ? 2 : 1);
    const memberId = await memberIdOf(t.db, 'SAHRA', player.account);
    expect(valueOf<PayeeNameHistory>(await ops('GET', memberId)).history).toHaveLength(1);
  });
});
