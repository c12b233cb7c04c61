import {
  FEEDBACK_OPS_PATHS,
  FEEDBACK_PATHS,
  MAX_UPLOAD_BYTES,
  MESSAGE_PATHS,
  MERCHANT_HEADER,
  commentsPath,
  type ActivityComment,
  type CommentPage,
  type Envelope,
  type Feedback,
  type MessagePage,
  type OperatorCommentPage,
  type OperatorFeedbackPage,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../testing/accounts';
import { JPG, multipartBody, PNG, type FilePart } from '../../testing/multipart';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const OPS_TOKEN = 'ops-token-for-feedback-tests';
const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];
const CONTENT = 'The deposit page took long to load today';

describe.each(testDbKinds())('feedback and activity comments on %s', (kind) => {
  let t: TestApp;
  let player: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const send = async (
    method: 'PUT' | 'POST',
    url: string,
    fields: Record<string, string>,
    images: FilePart[] = [],
    token: string | null = player,
  ) => {
    const { payload, contentType } = await multipartBody(fields, images, 'image');
    return t.app.inject({
      method,
      url,
      payload,
      headers: {
        [MERCHANT_HEADER]: 'AURORA',
        'content-type': contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };
  const feedback = (fields: Record<string, string>, images: FilePart[] = []) =>
    send('PUT', FEEDBACK_PATHS.feedback, fields, images);
  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      ...(payload ? { payload } : {}),
    });

  it('takes feedback with images, checked from their bytes', async () => {
    const res = await feedback({ questionType: 'DEPOSIT', content: `  ${CONTENT} ` }, [
      { bytes: PNG },
      { bytes: JPG, name: 'photo.jpg', type: 'image/jpeg' },
    ]);
    expect(valueOf<Feedback>(res)).toMatchObject({
      questionType: 'DEPOSIT',
      content: CONTENT,
      images: 2,
      status: 'open',
      answer: null,
    });
  });

  it.each([
    ['over 140 characters', { content: `a b ${'c'.repeat(140)}` }, [], [400, 'TEXT_TOO_LONG']],
    ['under the word bound', { content: 'too short' }, [], [400, 'FEEDBACK_WORD_COUNT']],
    ['an unknown question type', { questionType: 'LOTTO' }, [], [400, 'FORM_INVALID']],
    ['four images', {}, [PNG, PNG, PNG, PNG], [400, 'UPLOAD_TOO_MANY']],
    ['a text file named .png', {}, [Buffer.from('hello, not an image')], [415, 'UPLOAD_NOT_IMAGE']],
    [
      'an image over 5 MB',
      {},
      [Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)])],
      [413, 'UPLOAD_TOO_LARGE'],
    ],
  ])('refuses %s with a clear code, storing nothing', async (_name, fields, images, expected) => {
    const before = await t.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await feedback(
      { questionType: 'GAME', content: CONTENT, ...fields },
      (images as Buffer[]).map((bytes) => ({ bytes })),
    );
    expect(codeOf(res)).toEqual(expected);
    const after = await t.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a visitor and a broken body without a 5xx', async () => {
    expect(
      codeOf(
        await send(
          'PUT',
          FEEDBACK_PATHS.feedback,
          { questionType: 'GAME', content: CONTENT },
          [],
          null,
        ),
      ),
    ).toEqual([401, 'UNAUTHORIZED']);
    const res = await t.app.inject({
      method: 'PUT',
      url: FEEDBACK_PATHS.feedback,
      headers: {
        [MERCHANT_HEADER]: 'AURORA',
        authorization: `Bearer ${player}`,
        'content-type': 'application/json',
      },
      payload: { questionType: 'GAME' },
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it("lets the operator read and answer once; the answer arrives as the member's message", async () => {
    const list = valueOf<OperatorFeedbackPage>(
      await ops('GET', `${FEEDBACK_OPS_PATHS.feedback.replace(':code', 'AURORA')}?status=open`),
    );
    const item = list.items.find((f) => f.content === CONTENT)!;
    expect(item).toMatchObject({ account: 'player1', images: 2, status: 'open' });
    const image = await ops(
      'GET',
      FEEDBACK_OPS_PATHS.image.replace(':id', String(item.id)).replace(':n', '0'),
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const answer = (text: string) =>
      ops('POST', FEEDBACK_OPS_PATHS.answer.replace(':id', String(item.id)), { answer: text });
    const results = await Promise.all([answer('We fixed the slow page.'), answer('Second answer')]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const messages = valueOf<MessagePage>(
      await t.app.inject({
        method: 'GET',
        url: MESSAGE_PATHS.messages,
        headers: { [MERCHANT_HEADER]: 'AURORA', authorization: `Bearer ${player}` },
      }),
    );
    const answers = messages.items.filter((m) => m.template === 'feedbackAnswered');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ read: false, params: { questionType: 'DEPOSIT' } });
    expect(['We fixed the slow page.', 'Second answer']).toContain(answers[0]!.body);
    expect(
      codeOf(
        await ops('POST', FEEDBACK_OPS_PATHS.answer.replace(':id', '999999'), { answer: 'x' }),
      ),
    ).toEqual([404, 'FEEDBACK_NOT_FOUND']);
  });

  it('stores activity comments with images, per promotion, for every reader', async () => {
    const url = commentsPath('welcome-bonus');
    const posted = valueOf<ActivityComment>(
      await send('POST', url, { content: 'Claimed it, thanks!' }, [{ bytes: PNG }]),
    );
    expect(posted).toMatchObject({ author: 'pl***1', content: 'Claimed it, thanks!' });
    expect(posted.images).toHaveLength(1);
    await send('POST', commentsPath('other-promo'), { content: 'Elsewhere' });

    const page = valueOf<CommentPage>(
      await t.app.inject({ method: 'GET', url, headers: { [MERCHANT_HEADER]: 'AURORA' } }),
    );
    expect(page.items.map((c) => c.content)).toEqual(['Claimed it, thanks!']);
    // An <img> loads it without a merchant header; a feedback's image is never served there.
    const image = await t.app.inject({ method: 'GET', url: posted.images[0]! });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const feedbackImage = await t.db
      .selectFrom('uploaded_image')
      .select('id')
      .where('feedback_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/cdn/comment-images/${feedbackImage.id}`,
    });
    expect(hidden.statusCode).toBe(404);

    const all = valueOf<OperatorCommentPage>(
      await ops('GET', FEEDBACK_OPS_PATHS.comments.replace(':code', 'AURORA')),
    );
    expect(all.items.map((c) => [c.promotionId, c.content])).toEqual([
      ['other-promo', 'Elsewhere'],
      ['welcome-bonus', 'Claimed it, thanks!'],
    ]);
  });

  it('refuses an over-long or empty comment and too many images', async () => {
    const url = commentsPath('welcome-bonus');
    expect(codeOf(await send('POST', url, { content: 'x'.repeat(141) }))).toEqual([
      400,
      'TEXT_TOO_LONG',
    ]);
    expect(codeOf(await send('POST', url, { content: '  ' }))).toEqual([400, 'COMMENT_EMPTY']);
    expect(
      codeOf(
        await send(
          'POST',
          url,
          { content: 'ok' },
          [PNG, PNG, PNG, PNG].map((bytes) => ({ bytes })),
        ),
      ),
    ).toEqual([400, 'UPLOAD_TOO_MANY']);
    expect(codeOf(await send('POST', url, { content: 'ok' }, [], null))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });
});
