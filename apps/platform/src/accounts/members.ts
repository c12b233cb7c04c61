import type { MemberInfo, MemberType } from '@tessera/contract';
import type { Db } from '../db/database';
import type { Member, Merchant } from '../db/schema';
import type { MemberTable } from '../db/schema-accounts';
import type { Insertable } from 'kysely';
import { maskMobile } from './tokens';

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
 */
export async function createMember(
  db: Db,
  member: NewMember,
  currency: string,
  opening: { amount: number; kind: string } | null,
): Promise<Member> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('member')
      .values(member)
      .returningAll()
      .executeTakeFirstOrThrow();
    const amount = opening?.amount ?? 0;
    await trx
      .insertInto('wallet')
      .values({ member_id: created.id, currency, balance: amount })
      .execute();
    if (opening && amount > 0)
      await trx
        .insertInto('ledger_entry')
        .values({
          member_id: created.id,
          amount,
          kind: opening.kind,
          idempotency_key: `opening:${created.id}`,
        })
        .execute();
    return created;
  });
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

/** Agent types of spec §6. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
