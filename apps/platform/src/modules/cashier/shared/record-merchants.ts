import type { Db } from '../../../core/db/database';

type RecordTable = 'withdrawal' | 'deposit' | 'pending_adjustment';

const merchantOfRow =
  (table: RecordTable) =>
  async (db: Db, id: number): Promise<string | null> => {
    const row = await db
      .selectFrom(table)
      .select('merchant_code')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.merchant_code ?? null;
  };

/**
 * The merchant a cashier record named by id belongs to (null: no such record), so the staff guard
 * can hold a merchant-limited caller to their merchants on calls that name only the record.
 */
export const merchantOfWithdrawal = merchantOfRow('withdrawal');
export const merchantOfDeposit = merchantOfRow('deposit');
export const merchantOfHeldAdjustment = merchantOfRow('pending_adjustment');
