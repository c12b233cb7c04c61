import { SECRET_TRY_LIMIT, SECRET_TRY_WINDOW_MS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { tryWithinFailureLimits } from '../../../core/security/failed-tries';

/** Wrong answers from one IP to one kind of secret (any member) within the window. */
const PER_IP_LIMIT = 4 * SECRET_TRY_LIMIT;

/** The secrets a player types besides the login itself, each throttled by `trySecret`. */
export type SecretKind = 'OLD_PASSWORD' | 'WITHDRAWAL_PASSWORD' | 'CODE';

/** Whose secret is tried, and from where. */
export interface SecretTry {
  merchantCode: string;
  kind: SecretKind;
  /** Whose secret: a member id, or the number or account a code was sent to. */
  subject: string;
  ip: string;
}

/**
 * The one throttle of every secret check but the login's own (which adds a captcha), on the
 * platform's rule of failed tries (`tryWithinFailureLimits`): at most SECRET_TRY_LIMIT wrong
 * answers per secret and 4× that per IP within SECRET_TRY_WINDOW_MS. Guesses at one secret
 * queue on its lock; guesses at different secrets from one IP are not serialised: the per-IP
 * count may pass its limit by the number in flight. Failures share the login failure log under
 * `KIND#subject` (login keys are lower-case names or +E.164, so none clash).
 */
export async function trySecret(
  db: Db,
  who: SecretTry,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const key = `${who.kind}#${who.subject}`;
  return tryWithinFailureLimits(
    db,
    {
      locks: [`secret:${who.merchantCode}:${key}`],
      count: async (trx, since) => {
        const row = await trx
          .selectFrom('login_attempt')
          .select((eb) => [
            eb.fn.count<string | number>('id').filterWhere('account', '=', key).as('mine'),
            eb.fn.min('at').filterWhere('account', '=', key).as('my_oldest'),
            eb.fn.count<string | number>('id').filterWhere('ip', '=', who.ip).as('ip'),
            eb.fn.min('at').filterWhere('ip', '=', who.ip).as('ip_oldest'),
          ])
          .where('merchant_code', '=', who.merchantCode)
          .where('at', '>', since)
          .where((w) =>
            w.or([
              w('account', '=', key),
              w.and([w('ip', '=', who.ip), w('account', 'like', `${who.kind}#%`)]),
            ]),
          )
          .executeTakeFirstOrThrow();
        return [
          { failures: row.mine, oldest: row.my_oldest, limit: SECRET_TRY_LIMIT },
          { failures: row.ip, oldest: row.ip_oldest, limit: PER_IP_LIMIT },
        ];
      },
      logFailure: async (trx) => {
        await trx
          .insertInto('login_attempt')
          .values({ merchant_code: who.merchantCode, account: key, ip: who.ip, at: now })
          .execute();
      },
    },
    now,
    check,
  );
}

/** How many wrong answers a secret may still take, and until when it takes none. */
export interface SecretTriesLeft {
  triesLeft: number;
  /** While SECRET_TRY_LIMIT wrong ones lie within the window: when the oldest of them leaves. */
  lockedUntil: Date | null;
}

/**
 * What `trySecret` would allow the secret itself now (the per-IP count aside), for pages that
 * tell the player how many tries are left: the same key, window and limit, read without a lock.
 */
export async function secretTriesLeft(
  db: Db,
  who: Omit<SecretTry, 'ip'>,
  now: Date,
): Promise<SecretTriesLeft> {
  const key = `${who.kind}#${who.subject}`;
  const since = new Date(now.getTime() - SECRET_TRY_WINDOW_MS);
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => [eb.fn.count<string | number>('id').as('wrong'), eb.fn.min('at').as('oldest')])
    .where('merchant_code', '=', who.merchantCode)
    .where('account', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  const triesLeft = Math.max(0, SECRET_TRY_LIMIT - Number(row.wrong));
  if (triesLeft > 0 || !row.oldest) return { triesLeft, lockedUntil: null };
  const oldest = new Date(row.oldest as unknown as string).getTime();
  return { triesLeft, lockedUntil: new Date(oldest + SECRET_TRY_WINDOW_MS) };
}
