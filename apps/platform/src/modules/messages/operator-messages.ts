import type { OperatorMessage, SentMessage } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { sendMessage } from './send-message';
import { merchantRows } from '../merchants';
import { memberRows } from '../accounts';

/**
 * The operator's message: to one account of the merchant (404 ACCOUNT_NOT_FOUND for an unknown
 * one) or, without an account, a broadcast every member of the merchant sees.
 */
export async function operatorMessage(
  db: Db,
  merchantCode: string,
  message: OperatorMessage,
  now: Date,
): Promise<SentMessage> {
  return db.transaction().execute(async (trx) => {
    const merchant = await trx
      .selectFrom(merchantRows(trx).as('merchant'))
      .select('code')
      .where('code', '=', merchantCode)
      .executeTakeFirst();
    if (!merchant)
      throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${merchantCode}"`);
    let memberId: number | null = null;
    if (message.account !== undefined) {
      const member = await trx
        .selectFrom(memberRows(trx).as('member'))
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('account', '=', message.account.trim().toLowerCase())
        .executeTakeFirst();
      if (!member) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'No such account');
      memberId = Number(member.id);
    }
    const id = await sendMessage(trx, {
      merchantCode,
      memberId,
      title: message.title,
      body: message.body,
      marketing: message.marketing ?? false,
      at: now,
    });
    return { id: id!, broadcast: memberId === null };
  });
}
