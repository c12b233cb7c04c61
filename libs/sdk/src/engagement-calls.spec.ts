import { FEEDBACK_PATHS, MESSAGE_PATHS, REFERRAL_PATHS, messageReadPath } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

// Through the whole client, as the site uses it (the calls load with their first use).
const { platform, client, last, sent } = fakePlatformForFile();

describe('messages, referral and feedback calls', () => {
  it('unreadCount: GETs CSP_unreadCount with the token', async () => {
    platform().replyValue({ count: 4 });
    expect(await client().messages.unreadCount()).toEqual({ count: 4 });
    expect(sent()).toEqual(['GET', MESSAGE_PATHS.unreadCount, 'Bearer tok']);
  });

  it('list and markRead: the query and the message id in the path', async () => {
    platform().replyValue({ items: [], nextCursor: null, unread: 0 });
    await client().messages.list({ unread: true, limit: 5 });
    expect(last()?.path).toBe(MESSAGE_PATHS.messages);
    expect(Object.fromEntries(last()?.query ?? [])).toEqual({ unread: 'true', limit: '5' });
    platform().replyValue({ count: 0 });
    await client().messages.markRead(3);
    expect(sent()).toEqual(['PUT', messageReadPath(3), 'Bearer tok']);
  });

  it('send: PUTs the feedback form with its images', async () => {
    platform().replyValue({ id: 1 });
    const image = new Blob(['png'], { type: 'image/png' });
    await client().feedback.send('GAME', 'The slot froze twice', [image]);
    expect(sent()).toEqual(['PUT', FEEDBACK_PATHS.feedback, 'Bearer tok']);
    const form = await new Response(last()?.body, {
      headers: { 'content-type': last()?.headers['content-type'] ?? '' },
    }).formData();
    expect([form.get('questionType'), form.get('content')]).toEqual([
      'GAME',
      'The slot froze twice',
    ]);
    expect((form.getAll('image') as File[]).map((file) => file.type)).toEqual(['image/png']);
  });

  it("summary and comments: the referral summary, a promotion's comments by encoded id", async () => {
    platform().replyValue({ code: 'PLAYER1' });
    await client().referral.summary();
    expect(sent()).toEqual(['GET', REFERRAL_PATHS.referral, 'Bearer tok']);
    platform().replyValue({ items: [], nextCursor: null });
    await client().feedback.comments('welcome bonus');
    expect(last()?.path).toBe('/wps/promotions/welcome%20bonus/comments');
  });
});
