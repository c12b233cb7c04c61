import type {
  FieldRule,
  PayeeNameActor,
  PayeeNameChange,
  PayeeNameHistory,
  PayeeNameState,
} from '@tessera/contract';
import { normalizePayeeName, payeeNameIssue, payeeNameRule, samePayeeName } from '@tessera/domain';
import type { Generated } from 'kysely';
import type { Db, Trx } from '../../../core/db/database';
import type { Id } from '../../../core/db/tables';
import { ApiError } from '../../../core/http/api-error';
import { accountSettings } from '../account-settings';

// The payee (real) name is the member's identity for money leaving: every payee account is held
// in it. Sign-up asks for it where the merchant's rules enable it; otherwise the first payee
// account gives it. That first use fixes it; after that only an operator corrects it.

interface PayeeNameChangeTable {
  id: Generated<Id>;
  member_id: Id;
  actor: PayeeNameActor;
  old_name: string | null;
  new_name: string;
  reason: string | null;
  at: Date;
}

declare module '../../../core/db/tables' {
  interface Database {
    payee_name_change: PayeeNameChangeTable;
  }
}

/** The rule a payee name of the merchant's members meets (merchant's rule, else the default). */
export async function merchantPayeeNameRule(db: Db, merchantCode: string): Promise<FieldRule> {
  return payeeNameRule((await accountSettings(db, merchantCode)).register_rules);
}

/** A typed name checked with `rule`, as stored; 400 INVALID_FIELD (with the issue) if it fails. */
function checkedName(name: string, rule: FieldRule, field: string): string {
  const issue = payeeNameIssue(name, rule);
  if (issue)
    throw new ApiError(400, 'INVALID_FIELD', `Invalid ${field}`, { value: { field, issue } });
  return normalizePayeeName(name);
}

/** What the withdraw page needs: the name, whether it is fixed, the rule a new one meets. */
export async function payeeNameState(db: Db, memberId: number): Promise<PayeeNameState> {
  const member = await db
    .selectFrom('member')
    .select(['merchant_code', 'payee_name', 'payee_name_fixed_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    payeeName: member.payee_name,
    fixed: member.payee_name_fixed_at !== null,
    rule: await merchantPayeeNameRule(db, member.merchant_code),
  };
}

async function record(
  trx: Trx,
  memberId: number,
  change: { actor: PayeeNameActor; from: string | null; to: string; reason: string | null },
  at: Date,
): Promise<void> {
  await trx
    .insertInto('payee_name_change')
    .values({
      member_id: memberId,
      actor: change.actor,
      old_name: change.from,
      new_name: change.to,
      reason: change.reason,
      at,
    })
    .execute();
}

/**
 * The first use of the payee name, inside the caller's transaction (a payee account being
 * bound): locks the member row, so racing binds go one after the other. A fixed name must be
 * what was typed (400 PAYEE_NAME_MISMATCH). A name not fixed yet (none, or one from sign-up) is
 * the member's to choose: what they typed is checked with the merchant's rule, becomes their
 * payee name (recorded when it changes) and is fixed. Answers the name the account is held in.
 */
export async function payeeNameForAccount(
  trx: Trx,
  memberId: number,
  typed: string,
  now: Date,
): Promise<string> {
  const member = await trx
    .selectFrom('member')
    .select(['merchant_code', 'payee_name', 'payee_name_fixed_at'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (member.payee_name_fixed_at && member.payee_name) {
    if (!samePayeeName(member.payee_name, typed))
      throw new ApiError(400, 'PAYEE_NAME_MISMATCH', 'The account holder must be your payee name');
    return member.payee_name;
  }
  const kept = member.payee_name && samePayeeName(member.payee_name, typed);
  const name = kept
    ? (member.payee_name ?? '')
    : checkedName(typed, await merchantPayeeNameRule(trx, member.merchant_code), 'holderName');
  await trx
    .updateTable('member')
    .set({ payee_name: name, payee_name_fixed_at: now })
    .where('id', '=', memberId)
    .execute();
  if (!kept)
    await record(
      trx,
      memberId,
      { actor: 'member', from: member.payee_name, to: name, reason: null },
      now,
    );
  return name;
}

/**
 * An operator's correction, inside the caller's transaction: checked with the merchant's rule,
 * recorded with the old name and the reason, and fixed (a name an operator checked is not the
 * player's to override with their next account). Answers the old and the new name; unknown
 * member → 404 NOT_FOUND.
 */
export async function correctPayeeName(
  trx: Trx,
  memberId: number,
  { payeeName, reason }: { payeeName: string; reason: string },
  now: Date,
): Promise<{ from: string | null; to: string }> {
  const member = await trx
    .selectFrom('member')
    .select(['merchant_code', 'payee_name', 'payee_name_fixed_at'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  const to = checkedName(
    payeeName,
    await merchantPayeeNameRule(trx, member.merchant_code),
    'payeeName',
  );
  // The very same name again changes nothing, so it leaves no entry either.
  if (to === member.payee_name) return { from: to, to };
  await trx
    .updateTable('member')
    .set({ payee_name: to, payee_name_fixed_at: member.payee_name_fixed_at ?? now })
    .where('id', '=', memberId)
    .execute();
  await record(
    trx,
    memberId,
    { actor: 'operator', from: member.payee_name, to, reason: reason.trim() },
    now,
  );
  return { from: member.payee_name, to };
}

/** The operator's view: the name now, whether it is fixed, every change (newest first). */
export async function payeeNameHistory(db: Db, memberId: number): Promise<PayeeNameHistory> {
  const member = await db
    .selectFrom('member')
    .select(['payee_name', 'payee_name_fixed_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  const rows = await db
    .selectFrom('payee_name_change')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const history: PayeeNameChange[] = rows.map((row) => ({
    id: Number(row.id),
    actor: row.actor,
    from: row.old_name,
    to: row.new_name,
    reason: row.reason,
    at: new Date(row.at).toISOString(),
  }));
  return {
    memberId,
    payeeName: member.payee_name,
    fixed: member.payee_name_fixed_at !== null,
    history,
  };
}
