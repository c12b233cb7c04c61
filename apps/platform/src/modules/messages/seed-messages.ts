import type { Db } from '../../core/db/database';
import { sendMessage } from './send-message';
import { merchantRows } from '../merchants';
import { memberRows } from '../accounts';

/** Each merchant's welcome broadcast, in its words (an operator writes in one language). */
const WELCOME: Record<string, { title: string; body: string }> = {
  AURORA: {
    title: 'Welcome to Aurora',
    body: 'New here? Your member centre keeps your deposits, withdrawals and rewards in one place. Good luck!',
  },
  LUMEN: {
    title: 'Welcome to Lumen',
    body: 'Your member centre keeps your deposits, withdrawals and rewards in one place. Enjoy!',
  },
};

/**
 * Demo messages: a welcome broadcast per merchant (read by player1, as are the messages earlier
 * seeds' events sent them) and one unread message to player1, so a fresh start shows a list with
 * one unread. Idempotent by event key; members not seeded (production) are skipped.
 */
export async function seedMessages(db: Db, at = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const merchants = await trx
      .selectFrom(merchantRows(trx).as('merchant'))
      .select('code')
      .execute();
    for (const { code } of merchants) {
      const welcome = WELCOME[code];
      if (!welcome) continue;
      const broadcast = await sendMessage(trx, {
        merchantCode: code,
        memberId: null,
        ...welcome,
        key: `seed:welcome:${code}`,
        at: new Date(at.getTime() - 60_000),
      });
      const player = await trx
        .selectFrom(memberRows(trx).as('member'))
        .select('id')
        .where('merchant_code', '=', code)
        .where('account', '=', 'player1')
        .executeTakeFirst();
      if (!player) continue;
      if (broadcast !== null)
        await trx
          .insertInto('message_read')
          .values({ message_id: broadcast, member_id: player.id, read_at: at })
          .onConflict((oc) => oc.doNothing())
          .execute();
      const note = await sendMessage(trx, {
        merchantCode: code,
        memberId: Number(player.id),
        title: 'Keep your account safe',
        body: 'Turn on two-factor sign-in under My account: a code from your phone then guards every sign-in from a new device.',
        key: `seed:security:${code}`,
        at,
      });
      // On the first seed, what earlier seeds' events told player1 (the waiting reward's
      // message) reads as read, so the note is the one unread.
      if (note === null) continue;
      await trx
        .insertInto('message_read')
        .columns(['message_id', 'member_id', 'read_at'])
        .expression((eb) =>
          eb
            .selectFrom('message')
            .select(['id', 'member_id', eb.val(at).as('read_at')])
            .where('member_id', '=', player.id)
            .where('id', '!=', note),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}
