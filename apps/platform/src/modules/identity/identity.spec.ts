import {
  IDENTITY_PATHS,
  MAX_DOCUMENT_BYTES,
  MERCHANT_HEADER,
  type Envelope,
  type IdentityDocument,
  type IdentityDocuments,
  type IdentitySettings,
  type OperatorDocumentPage,
  type OperatorIdentityDocument,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../testing/accounts';
import { JPG, multipartBody, PNG, type FilePart } from '../../testing/multipart';
import { valueOf } from '../../testing/requests';
import { moneyOf, prepareSandbox } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { readyMember } from '../../testing/withdrawals';

const OPS_TOKEN = 'ops-token-for-identity-tests';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];
const OPS = '/ops/merchants/AURORA';

describe.each(testDbKinds())('identity documents on %s', (kind) => {
  let t: TestApp;
  let documentDir: string;
  let player: Awaited<ReturnType<typeof readyMember>>;
  let other: string;

  beforeAll(async () => {
    documentDir = await mkdtemp(join(tmpdir(), 'identity-spec-'));
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN, documentDir });
    await prepareSandbox(t.db);
    player = await readyMember(t.app, t.db, ['AURORA', 'player1', 'player1pass'], 'Player One');
    other = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const upload = async (
    fields: Record<string, string>,
    files: FilePart[] = [{ bytes: PNG }],
    token: string | null = player.token,
  ) => {
    const { payload, contentType } = await multipartBody(fields, files, 'file');
    return t.app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.upload,
      payload,
      headers: {
        [MERCHANT_HEADER]: 'AURORA',
        'content-type': contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };
  const documents = async (token = player.token) =>
    valueOf<IdentityDocuments>(
      await t.app.inject({
        method: 'GET',
        url: IDENTITY_PATHS.documents,
        headers: { [MERCHANT_HEADER]: 'AURORA', authorization: `Bearer ${token}` },
      }),
    );
  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      ...(payload ? { payload } : {}),
    });
  const approve = (id: number) => ops('POST', `${OPS}/identity-documents/${id}/approve`);
  const reject = (id: number, reason: unknown) =>
    ops('POST', `${OPS}/identity-documents/${id}/reject`, { reason });
  const files = () => readdir(documentDir);

  it('lists nothing at first, and documents are not required', async () => {
    expect(await documents(other)).toEqual({ list: [], verified: false, threshold: null });
  });

  it('takes png, jpg and pdf documents, type read from the bytes, and lists them pending', async () => {
    const front = valueOf<IdentityDocument>(
      await upload({ kind: 'NATIONAL_ID', side: 'FRONT' }, [{ bytes: PNG }]),
    );
    expect(front).toMatchObject({
      kind: 'NATIONAL_ID',
      side: 'FRONT',
      mediaType: 'image/png',
      size: PNG.length,
      status: 'pending',
      reason: null,
      reviewedAt: null,
    });
    // Named and declared a pdf: its bytes say jpg, and jpg it is.
    const back = valueOf<IdentityDocument>(
      await upload({ kind: 'NATIONAL_ID', side: 'BACK' }, [
        { bytes: JPG, name: 'back.pdf', type: 'application/pdf' },
      ]),
    );
    expect(back.mediaType).toBe('image/jpeg');
    const address = valueOf<IdentityDocument>(
      await upload({ kind: 'PROOF_OF_ADDRESS' }, [
        { bytes: PDF, name: 'bill.pdf', type: 'application/pdf' },
      ]),
    );
    expect(address).toMatchObject({ mediaType: 'application/pdf', side: null });
    const mine = await documents();
    expect(mine.list.map((d) => d.id)).toEqual([address.id, back.id, front.id]);
    expect(mine.verified).toBe(false);
    // Others see none of them.
    expect((await documents(other)).list).toEqual([]);
    expect(await files()).toHaveLength(3);
  });

  it.each([
    ['a gif', { kind: 'PASSPORT' }, [{ bytes: GIF }], 415, 'DOCUMENT_NOT_ACCEPTED'],
    [
      'text',
      { kind: 'PASSPORT' },
      [{ bytes: Buffer.from('hello there') }],
      415,
      'DOCUMENT_NOT_ACCEPTED',
    ],
    [
      'a file over 5 MB',
      { kind: 'PASSPORT' },
      [{ bytes: Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES)]) }],
      413,
      'DOCUMENT_TOO_LARGE',
    ],
    ['no file', { kind: 'PASSPORT' }, [], 400, 'DOCUMENT_FORM_INVALID'],
    [
      'two files',
      { kind: 'PASSPORT' },
      [{ bytes: PNG }, { bytes: PNG }],
      400,
      'DOCUMENT_FORM_INVALID',
    ],
    [
      'an unknown kind',
      { kind: 'BIRTH_CERTIFICATE' },
      [{ bytes: PNG }],
      400,
      'DOCUMENT_FORM_INVALID',
    ],
    ['no kind', {}, [{ bytes: PNG }], 400, 'DOCUMENT_FORM_INVALID'],
    [
      'an id without its side',
      { kind: 'DRIVING_LICENCE' },
      [{ bytes: PNG }],
      400,
      'DOCUMENT_FORM_INVALID',
    ],
    [
      'a passport with a side',
      { kind: 'PASSPORT', side: 'FRONT' },
      [{ bytes: PNG }],
      400,
      'DOCUMENT_FORM_INVALID',
    ],
    [
      'a wrong side',
      { kind: 'NATIONAL_ID', side: 'TOP' },
      [{ bytes: PNG }],
      400,
      'DOCUMENT_FORM_INVALID',
    ],
    [
      'an unknown field',
      { kind: 'PASSPORT', note: 'x' },
      [{ bytes: PNG }],
      400,
      'DOCUMENT_FORM_INVALID',
    ],
  ] as const)('refuses %s, keeping nothing', async (_, fields, parts, status, code) => {
    const before = await files();
    const res = await upload(fields as Record<string, string>, [...parts] as FilePart[]);
    expect(codeOf(res)).toEqual([status, code]);
    expect(await files()).toEqual(before);
  });

  it('refuses a body that is not multipart, and strangers', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.upload,
      payload: { kind: 'PASSPORT' },
      headers: { [MERCHANT_HEADER]: 'AURORA', authorization: `Bearer ${player.token}` },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(codeOf(await upload({ kind: 'PASSPORT' }, [{ bytes: PNG }], null))[0]).toBe(401);
  });

  it('keeps one document of a kind and side pending at a time, files included', async () => {
    const before = await files();
    expect(codeOf(await upload({ kind: 'NATIONAL_ID', side: 'FRONT' }))).toEqual([
      409,
      'DOCUMENT_PENDING',
    ]);
    expect(await files()).toEqual(before);
  });

  it('gives the desk its queue by status, paged, and each file as a download', async () => {
    const page = valueOf<OperatorDocumentPage>(
      await ops('GET', `${OPS}/identity-documents?status=pending&limit=2`),
    );
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      account: 'player1',
      kind: 'PROOF_OF_ADDRESS',
      reviewedBy: null,
    });
    expect(page.nextCursor).not.toBeNull();
    const rest = valueOf<OperatorDocumentPage>(
      await ops(
        'GET',
        `${OPS}/identity-documents?status=pending&limit=2&cursor=${page.nextCursor}`,
      ),
    );
    expect(rest.items.map((d) => d.side)).toEqual(['FRONT']);
    expect(rest.nextCursor).toBeNull();
    expect(
      valueOf<OperatorDocumentPage>(await ops('GET', `${OPS}/identity-documents?status=approved`))
        .items,
    ).toEqual([]);

    const file = await ops('GET', `${OPS}/identity-documents/${rest.items[0]!.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Another merchant's path finds nothing; nor does an unknown id.
    expect(
      codeOf(await ops('GET', `/ops/merchants/LUMEN/identity-documents/${rest.items[0]!.id}/file`)),
    ).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    expect(codeOf(await ops('GET', `${OPS}/identity-documents/999999/file`))).toEqual([
      404,
      'DOCUMENT_NOT_FOUND',
    ]);
    expect(codeOf(await ops('GET', `/ops/merchants/NOPE/identity-documents`))).toEqual([
      404,
      'MERCHANT_UNKNOWN',
    ]);
  });

  it('refuses malformed desk input with 4xx', async () => {
    const [doc] = (await documents()).list;
    for (const res of [
      await ops('GET', `${OPS}/identity-documents?status=lost`),
      await ops('GET', `${OPS}/identity-documents?limit=0`),
      await ops('GET', `${OPS}/identity-documents?cursor=abc`),
      await ops('GET', `${OPS}/identity-documents/abc/file`),
      await reject(doc!.id, ''),
      await reject(doc!.id, '   '),
      await reject(doc!.id, 7),
      await reject(doc!.id, 'x'.repeat(501)),
      await ops('PUT', `${OPS}/identity-settings`, { documentsThreshold: -1 }),
      await ops('PUT', `${OPS}/identity-settings`, { documentsThreshold: '100' }),
      await ops('PUT', `${OPS}/identity-settings`, { documentsThreshold: 1.5 }),
      await ops('PUT', `${OPS}/identity-settings`, {}),
    ])
      expect([res.statusCode, res.json<Envelope<null>>().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('rejects with a reason the member reads, who may then upload again', async () => {
    const front = (await documents()).list.find((d) => d.side === 'FRONT')!;
    const rejected = valueOf<OperatorIdentityDocument>(
      await reject(front.id, '  The photo is blurred  '),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
      reviewedBy: 'service:operator-token',
    });
    expect(codeOf(await approve(front.id))).toEqual([409, 'DOCUMENT_ALREADY_REVIEWED']);
    const seen = (await documents()).list.find((d) => d.id === front.id)!;
    expect(seen).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    expect(seen.reviewedAt).not.toBeNull();
    expect(
      valueOf<IdentityDocument>(await upload({ kind: 'NATIONAL_ID', side: 'FRONT' })).status,
    ).toBe('pending');
  });

  it('refuses withdrawals above the threshold until documents are approved', async () => {
    expect(valueOf<IdentitySettings>(await ops('GET', `${OPS}/identity-settings`))).toEqual({
      documentsThreshold: null,
    });
    expect(
      valueOf<IdentitySettings>(
        await ops('PUT', `${OPS}/identity-settings`, { documentsThreshold: 5_000 }),
      ),
    ).toEqual({ documentsThreshold: 5_000 });
    expect((await documents()).threshold).toBe(5_000);

    // At the threshold: no documents needed.
    expect(codeOf(await player.withdraw(5_000))).toEqual([200, 'OK']);
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const refused = await player.withdraw(5_001);
    expect(codeOf(refused)).toEqual([409, 'DOCUMENTS_REQUIRED']);
    expect(refused.json<Envelope<unknown>>().value).toEqual({ threshold: 5_000 });
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before);

    // One side of a national id is not enough; proof of address never is.
    const pending = (await documents()).list.filter((d) => d.status === 'pending');
    const back = pending.find((d) => d.side === 'BACK')!;
    const address = pending.find((d) => d.kind === 'PROOF_OF_ADDRESS')!;
    expect(valueOf<OperatorIdentityDocument>(await approve(back.id)).status).toBe('approved');
    expect(valueOf<OperatorIdentityDocument>(await approve(address.id)).status).toBe('approved');
    expect(codeOf(await player.withdraw(5_001))).toEqual([409, 'DOCUMENTS_REQUIRED']);

    const front = pending.find((d) => d.side === 'FRONT')!;
    await approve(front.id);
    expect((await documents()).verified).toBe(true);
    expect(codeOf(await player.withdraw(5_001))).toEqual([200, 'OK']);

    // Null: never required again.
    await ops('PUT', `${OPS}/identity-settings`, { documentsThreshold: null });
    expect((await documents(other)).threshold).toBeNull();
  });

  it('keeps one of two uploads of a kind and side at once pending, the other refused', async () => {
    const before = (await files()).length;
    const results = await Promise.all([
      upload({ kind: 'DRIVING_LICENCE', side: 'FRONT' }),
      upload({ kind: 'DRIVING_LICENCE', side: 'FRONT' }),
      upload({ kind: 'DRIVING_LICENCE', side: 'FRONT' }),
    ]);
    expect(results.map((res) => codeOf(res).join(' ')).sort()).toEqual([
      '200 OK',
      '409 DOCUMENT_PENDING',
      '409 DOCUMENT_PENDING',
    ]);
    expect(await files()).toHaveLength(before + 1);
  });

  it('gives two reviews of one document at once exactly one decision', async () => {
    const doc = valueOf<IdentityDocument>(await upload({ kind: 'PASSPORT' }, [{ bytes: PDF }]));
    const results = await Promise.all([
      approve(doc.id),
      reject(doc.id, 'Expired'),
      approve(doc.id),
      reject(doc.id, 'Expired'),
    ]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const reviews = await t.db
      .selectFrom('identity_review')
      .select('decision')
      .where('document_id', '=', doc.id)
      .execute();
    expect(reviews).toHaveLength(1);
  });
});
