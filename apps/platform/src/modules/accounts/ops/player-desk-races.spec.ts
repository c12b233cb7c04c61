import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../core/db/database';
import { createSeededTestDb, type TestDb } from '../../../testing/test-db';
import { setMemberLocked } from '../member/member-changes';
import { blockPlayer, playerStanding } from './player-desk';

// A staff block and an upline's unlock of the same member at once, from two connection pools
// (two platforms): whichever commits first, the staff block stands, since the unlock's
// condition (not a staff lock) is checked on the row it finally updates.
describe.skipIf(!process.env.DATABASE_URL)(
  'a staff block and an upline unlock at once on PostgreSQL',
  () => {
    let shared: TestDb;
    let secondDb: Db;
    let memberId: number;

    beforeAll(async () => {
      shared = await createSeededTestDb('postgres');
      secondDb = await openDatabase({ kind: 'postgres', url: shared.url ?? '' });
      const row = await shared.db
        .selectFrom('member')
        .select('id')
        .where('merchant_code', '=', 'AURORA')
        .where('account', '=', 'downline1')
        .executeTakeFirstOrThrow();
      memberId = Number(row.id);
    }, 120_000);
    afterAll(async () => {
      await secondDb?.destroy();
      await shared?.dispose();
    });

    it('always leave the member blocked by staff', async () => {
      for (let round = 0; round < 20; round += 1) {
        // The upline locks first, so its unlock has a lock to lift.
        await setMemberLocked(shared.db, memberId, true, new Date());
        await Promise.all([
          round % 2 === 0
            ? blockPlayer(shared.db, memberId, `round ${round}`, new Date())
            : setMemberLocked(secondDb, memberId, false, new Date()),
          round % 2 === 0
            ? setMemberLocked(secondDb, memberId, false, new Date())
            : blockPlayer(shared.db, memberId, `round ${round}`, new Date()),
        ]);
        expect(await playerStanding(shared.db, memberId)).toMatchObject({
          status: 'blocked',
          blockedBy: 'operator',
          reason: `round ${round}`,
        });
        await shared.db
          .updateTable('member')
          .set({ locked_at: null, lock_source: null, lock_reason: null })
          .where('id', '=', memberId)
          .execute();
      }
    });
  },
);
