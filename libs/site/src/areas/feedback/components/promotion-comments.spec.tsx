import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import { renderComments } from '../testing/render-comments';

describe('PromotionComments', () => {
  it("lists a promotion's comments and posts one, then clears the form", async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    renderComments(platform);
    const region = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(region).findByText('Claimed it, thanks!')).toBeTruthy();
    const box = await within(region).findByLabelText('Your comment');
    await userEvent.type(box, 'Great offer');
    await userEvent.click(within(region).getByRole('button', { name: 'Post comment' }));
    expect(platform.callsTo('feedback.addComment')[0]).toMatchObject({
      path: '/wps/promotions/welcome-bonus/comments',
      body: { content: 'Great offer' },
    });
    await expect.poll(() => (box as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps an over-long comment and says why, sending nothing', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    renderComments(platform);
    const box = await screen.findByLabelText('Your comment');
    await userEvent.click(box);
    await userEvent.paste('y'.repeat(141));
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Up to 140 characters, please.')).toBeTruthy();
    expect(platform.callsTo('feedback.addComment')).toHaveLength(0);
    expect((box as HTMLTextAreaElement).value).toHaveLength(141);
  });

  it('asks a visitor to log in instead of showing the form', async () => {
    renderComments(createPlatformFake());
    expect(await screen.findByRole('link', { name: 'Log in to comment.' })).toBeTruthy();
    expect(screen.queryByLabelText('Your comment')).toBeNull();
  });
});
