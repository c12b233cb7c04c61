import {
  CASHIER_PATHS,
  MERCHANT_HEADER,
  withdrawalConfirmationPath,
  withdrawalDecisionPath,
  withdrawalDisputePath,
  type WithdrawalOutcome,
  type Envelope,
  type PayeeAccount,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../core/db/database';
import { call, tokenOf } from './accounts';
import { valueOf } from './requests';
import { moneyOf } from './sandbox';

/** A reply's status and envelope code. */
export const codeOf = (res: LightMyRequestResponse) => [
  res.statusCode,
  res.json<Envelope<null>>().code,
];

/** Signs in, sets the withdrawal password and binds one account in the payee name. */
export async function readyMember(
  app: FastifyInstance,
  db: Db,
  [merchant, account, password]: [string, string, string],
  payee: string,
) {
  const token = await tokenOf(app, merchant, account, password);
  const post = (path: string, body: unknown) => call(app, merchant, 'POST', path, body, { token });
  expect(codeOf(await post(CASHIER_PATHS.withdrawalPassword, { password: 'cash4567' }))).toEqual([
    200,
    'OK',
  ]);
  const bound = valueOf<PayeeAccount>(
    await post(CASHIER_PATHS.payeeAccounts, {
      kind: 'ewallet',
      provider: 'Sandbox Wallet',
      accountNumber: '01712345678',
      holderName: payee,
    }),
  );
  const money = await moneyOf(db, merchant, account);
  const withdraw = (amount: unknown, withdrawalPassword = 'cash4567') =>
    post(CASHIER_PATHS.withdrawals, { payeeAccountId: bound.id, amount, withdrawalPassword });
  return { token, payeeAccountId: bound.id, memberId: money.memberId, withdraw };
}

/** An operator's decision on a withdrawal. */
export const decideAs = (app: FastifyInstance, opsToken: string, id: number, action: string) =>
  app.inject({
    method: 'POST',
    url: withdrawalDecisionPath(id),
    headers: { authorization: `Bearer ${opsToken}` },
    payload: { action },
  });

/** An operator's settlement of a disputed withdrawal. */
export const settleAs = (app: FastifyInstance, opsToken: string, id: number, body: unknown) =>
  app.inject({
    method: 'POST',
    url: withdrawalDisputePath(id),
    headers: { authorization: `Bearer ${opsToken}` },
    payload: body as object,
  });

/** The payee's confirmation of a paid withdrawal, without proof images (multipart, as the site sends it). */
export async function confirmAs(
  app: FastifyInstance,
  merchant: string,
  token: string,
  id: number,
  outcome: WithdrawalOutcome,
) {
  const data = new FormData();
  data.append('outcome', outcome);
  const encoded = new Response(data);
  return app.inject({
    method: 'POST',
    url: withdrawalConfirmationPath(id),
    headers: {
      [MERCHANT_HEADER]: merchant,
      authorization: `Bearer ${token}`,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** Balance and held agree with their ledger sums; available is never negative. */
export function expectConsistent(money: Awaited<ReturnType<typeof moneyOf>>) {
  expect(money.ledgerSum).toBe(money.balance);
  expect(money.lastBalanceAfter).toBe(money.balance);
  expect(money.heldSum).toBe(money.held);
  expect(money.balance - money.held).toBeGreaterThanOrEqual(0);
}
