import { MAX_PAYEE_ACCOUNTS, type PayeeAccount, type PayeeAccountRequest } from '@tessera/contract';
import type { Db, Trx } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { payeeNameForAccount } from '../../accounts';
import type { PayeeAccountRow } from '../shared/payment-tables';

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
 * Binds a payee account in the member's payee name: the first one gives and fixes that name
 * (`payeeNameForAccount`, which also locks the member row, so two racing binds cannot pass the maximum
 * nor fix two names); later ones must be held in it (400 PAYEE_NAME_MISMATCH), so a withdrawal
 * can only go to the member's own account.
 */
export async function bindPayeeAccount(
  db: Db,
  memberId: number,
  request: PayeeAccountRequest,
  now: Date,
): Promise<PayeeAccount> {
  return db.transaction().execute(async (trx) => {
    const holderName = await payeeNameForAccount(trx, memberId, request.holderName, now);
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
        holder_name: holderName,
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

/**
 * After an operator corrected the payee name (same transaction): the member's payee accounts
 * are held in the corrected name too. The correction fixes how the member's own name is
 * written, not whose accounts they are, and every account must stay held in the payee name:
 * left on the old spelling they could not be bound again (same number) nor matched by a payout
 * against the member's name. Past withdrawals keep the holder they were paid to (their copy).
 */
export async function renamePayeeAccountHolders(
  trx: Trx,
  memberId: number,
  holderName: string,
): Promise<number> {
  const renamed = await trx
    .updateTable('payee_account')
    .set({ holder_name: holderName })
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(renamed.numUpdatedRows);
}
