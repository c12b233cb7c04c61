import {
  CASHIER_PATHS,
  PATHS,
  PROMOTION_PATHS,
  type Deposit,
  type DepositMethods,
  type LoginResult,
  type Promotion,
  type PromotionList,
} from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';

let registered = 0;

/** A new member signed up by username (first login), and their token. */
export async function newMember(app: FastifyInstance, merchant: string, username: string) {
  registered += 1;
  const result = valueOf<LoginResult>(
    await call(
      app,
      merchant,
      'PUT',
      PATHS.register,
      {
        username,
        password: 'longenough1',
        confirmPassword: 'longenough1',
        registerUrl: 'https://site.example/register',
        domain: 'site.example',
        registerMethod: 'WEB',
        payeeName: 'Test Player',
        email: `${username}@mail.example`,
      },
      { sealed: true, ip: `10.77.${Math.floor(registered / 200)}.${registered % 200}` },
    ),
  );
  return result.token;
}

/** A member's request with their token. */
export function as(app: FastifyInstance, merchant: string, token: string) {
  return (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(app, merchant, method, url, body, { token });
}

/** The member's view of one promotion by code. */
export async function promotionByCode(
  app: FastifyInstance,
  merchant: string,
  token: string,
  code: string,
): Promise<Promotion> {
  const { list } = valueOf<PromotionList>(
    await as(app, merchant, token)('GET', `${PROMOTION_PATHS.memberList}?language=en`),
  );
  const found = list.find((p) => p.code === code);
  if (!found) throw new Error(`No promotion ${code}`);
  return found;
}

export const pathOf = (path: string, id: number) => path.replace(':id', String(id));

/** Opens a sandbox deposit and approves it on the sandbox provider's tester page. */
export async function deposit(
  app: FastifyInstance,
  merchant: string,
  token: string,
  amount: number,
): Promise<Deposit> {
  const member = as(app, merchant, token);
  const { list } = valueOf<DepositMethods>(await member('GET', CASHIER_PATHS.depositMethods));
  const method = list.find((m) => m.kind === 'redirect' && m.min <= amount && m.max >= amount);
  const opened = valueOf<Deposit>(
    await member('POST', CASHIER_PATHS.deposits, { methodId: method?.id ?? 0, amount }),
  );
  const reference = opened.instructions.redirectUrl?.split('/').pop() ?? '';
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/pay/${reference}`,
    payload: { decision: 'approve' },
  });
  if (res.statusCode !== 303) throw new Error(`sandbox page ${res.statusCode} ${res.body}`);
  return opened;
}
