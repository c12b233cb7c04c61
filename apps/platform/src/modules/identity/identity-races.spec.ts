import { ApiError } from '../../core/http/api-error';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../core/db/database';
import { PNG } from '../../testing/multipart';
import { createSeededTestDb, type TestDb } from '../../testing/test-db';
import { OPERATOR_TOKEN_ACTOR } from '../audit';
import { reviewDocument, uploadDocument, type Uploader } from './document-store';

const outcome = (settled: PromiseSettledResult<unknown>) =>
  settled.status === 'fulfilled'
    ? 'done'
    : settled.reason instanceof ApiError
      ? settled.reason.code
      : String(settled.reason);

// Uploads and reviews at once, from two connection pools (two platforms): the partial unique
// index leaves one document of a kind and side pending, the guarded UPDATE one decision.
describe.skipIf(!process.env.DATABASE_URL)('identity documents at once on PostgreSQL', () => {
  let shared: TestDb;
  let secondDb: Db;
  let dir: string;
  let who: Uploader;

  beforeAll(async () => {
    shared = await createSeededTestDb('postgres');
    secondDb = await openDatabase({ kind: 'postgres', url: shared.url ?? '' });
    dir = await mkdtemp(join(tmpdir(), 'identity-races-'));
    const member = await shared.db
      .selectFrom('member')
      .select('id')
      .where('merchant_code', '=', 'AURORA')
      .where('account', '=', 'player1')
      .executeTakeFirstOrThrow();
    who = { memberId: Number(member.id), merchantCode: 'AURORA' };
  }, 120_000);
  afterAll(async () => {
    await secondDb?.destroy();
    await shared?.dispose();
  });

  const upload = (db: Db) =>
    uploadDocument(
      db,
      dir,
      who,
      { kind: 'PASSPORT', side: null, file: { bytes: PNG, mediaType: 'image/png' } },
      new Date(),
    );

  it('ten uploads of one kind and side leave one pending and one file', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => upload(i % 2 === 0 ? shared.db : secondDb)),
    );
    const outcomes = results.map(outcome).sort();
    expect(outcomes).toEqual([...Array<string>(9).fill('DOCUMENT_PENDING'), 'done']);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('ten reviews of one document give exactly one decision and one review row', async () => {
    const pending = await shared.db
      .selectFrom('identity_document')
      .select('id')
      .where('member_id', '=', who.memberId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const id = Number(pending.id);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        reviewDocument(
          i % 2 === 0 ? shared.db : secondDb,
          'AURORA',
          id,
          i % 3 === 0 ? { decision: 'rejected', reason: 'Expired' } : { decision: 'approved' },
          OPERATOR_TOKEN_ACTOR,
          new Date(),
        ),
      ),
    );
    expect(results.map(outcome).sort()).toEqual([
      ...Array<string>(9).fill('DOCUMENT_ALREADY_REVIEWED'),
      'done',
    ]);
    const reviews = await shared.db
      .selectFrom('identity_review')
      .select('decision')
      .where('document_id', '=', id)
      .execute();
    expect(reviews).toHaveLength(1);
  });
});
