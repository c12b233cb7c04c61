import type { MemberInfo, MemberType } from '@tessera/contract';
import type { Db, Trx } from '../../../core/db/database';
import type { Member, MemberTable } from '../account-tables';
import type { Merchant } from '../../merchants';
import type { Insertable } from 'kysely';
import { maskMobile } from '../../../core/security/tokens';
import { openWallet, type OpeningCredit } from '../../wallet';

/** Accounts are matched case-insensitively: stored lower-case. */
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

export function findByAccount(db: Db, merchantCode: string, account: string) {
  return db
    .selectFrom('member')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', normalizeAccount(account))
    .executeTakeFirst();
}

export function findByMobile(db: Db, merchantCode: string, dialingCode: string, number: string) {
  return db
    .selectFrom('member')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('dialing_code', '=', dialingCode)
    .where('mobile_num', '=', number)
    .executeTakeFirst();
}

/** A new member without the generated columns. */
export type NewMember = Insertable<MemberTable>;

/**
 * Creates a member with its wallet; a starting balance (trial demo money, seeded demo money) is
 * credited by a ledger entry in the same transaction, so balance always equals the ledger sum.
 * A taken account or mobile throws the unique violation (registration turns it into a reply).
 */
export async function createMember(
  db: Db,
  member: NewMember,
  currency: string,
  opening: OpeningCredit | null,
): Promise<Member> {
  const created = await insertWithWallet(db, member, currency, opening, 'throw');
  if (!created) throw new Error('unreachable: an insert that throws on conflict returned nothing');
  return created;
}

/**
 * The same, except that an account that exists already is left as it is (null): for the seed,
 * which replicas starting together may run at the same moment.
 */
export function createMemberIfAbsent(
  db: Db,
  member: NewMember,
  currency: string,
  opening: OpeningCredit | null,
): Promise<Member | null> {
  return insertWithWallet(db, member, currency, opening, 'skip');
}

function insertWithWallet(
  db: Db,
  member: NewMember,
  currency: string,
  opening: OpeningCredit | null,
  onConflict: 'throw' | 'skip',
): Promise<Member | null> {
  return db.transaction().execute(async (trx) => {
    const insert = trx.insertInto('member').values(member);
    const created = await (
      onConflict === 'skip'
        ? insert.onConflict((oc) => oc.columns(['merchant_code', 'account']).doNothing())
        : insert
    )
      .returningAll()
      .executeTakeFirst();
    if (created) await openWallet(trx, created.id, currency, opening);
    return created ?? null;
  });
}

/**
 * Creates a member with its wallet inside the caller's transaction, for a caller that writes
 * more in the same one (social sign-up links the identity with it). A taken account throws.
 */
export async function createMemberInTransaction(
  trx: Trx,
  member: NewMember,
  currency: string,
): Promise<Member> {
  const created = await trx
    .insertInto('member')
    .values(member)
    .returningAll()
    .executeTakeFirstOrThrow();
  await openWallet(trx, created.id, currency, null);
  return created;
}

/** Member info as the site shows it: the mobile masked, the upline by account. */
export async function memberInfo(db: Db, member: Member, merchant: Merchant): Promise<MemberInfo> {
  const parent = member.parent_id
    ? await db
        .selectFrom('member')
        .select('account')
        .where('id', '=', member.parent_id)
        .executeTakeFirst()
    : undefined;
  return {
    id: Number(member.id),
    account: member.account,
    nickname: member.nickname,
    type: member.type as MemberType,
    parentAgent: parent?.account ?? null,
    currency: merchant.currency,
    language: member.language ?? merchant.default_language,
    email: member.email,
    mobile:
      member.dialing_code && member.mobile_num
        ? maskMobile(member.dialing_code, member.mobile_num)
        : null,
    payeeName: member.payee_name,
    createdAt: member.created_at.toISOString(),
  };
}
