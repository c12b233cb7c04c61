import { MAX_PAYEE_ACCOUNTS, type PayeeAccount, type PayeeAccountRequest } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { PayeeAccountRow } from './payment-tables';

/** Names compare without case, outer spaces or doubled inner spaces ("juan  dela cruz "). */
export const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(a) === plain(b);
};

/** An account number with all but its last four characters starred. */
export const maskNumber = (number: string) =>
  `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

/** A stored payee account as the member sees it (the number masked). */
export function payeeAccountView(row: PayeeAccountRow): PayeeAccount {
  return {
    id: Number(row.id),
    kind: row.kind,
    provider: row.provider,
    maskedNumber: maskNumber(row.account_number),
    holderName: row.holder_name,
    createdAt: row.created_at.toISOString(),
  };
}

/** The member's payee accounts, oldest first. */
export async function listPayeeAccounts(db: Db, memberId: number): Promise<PayeeAccount[]> {
  const rows = await db
    .selectFrom('payee_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map(payeeAccountView);
}

/**
 * Binds a payee account. The holder must be the member's payee name (400 PAYEE_NAME_MISMATCH,
 * also when the member has none yet), so a withdrawal can only go to the member's own account.
 * The member row is locked while counting, so two racing binds cannot pass the maximum.
 */
export async function bindPayeeAccount(
  db: Db,
  memberId: number,
  request: PayeeAccountRequest,
  now: Date,
): Promise<PayeeAccount> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('member')
      .select('payee_name')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!member.payee_name || !sameName(member.payee_name, request.holderName))
      throw new ApiError(400, 'PAYEE_NAME_MISMATCH', 'The account holder must be your payee name');
    const count = await trx
      .selectFrom('payee_account')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_PAYEE_ACCOUNTS)
      throw new ApiError(409, 'PAYEE_ACCOUNT_LIMIT', `At most ${MAX_PAYEE_ACCOUNTS} accounts`);
    const row = await trx
      .insertInto('payee_account')
      .values({
        member_id: memberId,
        kind: request.kind,
        provider: request.provider.trim(),
        account_number: request.accountNumber,
        holder_name: member.payee_name,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['member_id', 'kind', 'provider', 'account_number']).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError(409, 'PAYEE_ACCOUNT_DUPLICATE', 'This account is already bound');
    return payeeAccountView(row);
  });
}

/** Removes one of the member's payee accounts; another member's counts as unknown. */
export async function removePayeeAccount(db: Db, memberId: number, id: string): Promise<void> {
  const removed = await db
    .deleteFrom('payee_account')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw new ApiError(404, 'PAYEE_ACCOUNT_NOT_FOUND', 'No such payee account');
}
