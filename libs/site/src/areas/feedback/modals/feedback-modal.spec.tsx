import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyFeedbackModal } from '../lazy-screens';

beforeAll(() => LazyFeedbackModal.preload());
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const png = (name = 'screen.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

async function openFeedback(platform = createPlatformFake({ token: 'member-token' })) {
  renderSite('/', { language: 'en', platform });
  await screen.findByTestId('member-name');
  // The footer's button (the footer is built once the first screen is up).
  await userEvent.click(await screen.findByRole('button', { name: 'Feedback and complaints' }));
  return {
    platform,
    dialog: await screen.findByRole('dialog', { name: 'Feedback and complaints' }),
  };
}

describe('the feedback popup', () => {
  it('sends the question type, the text and the pictures, then thanks', async () => {
    const { platform, dialog } = await openFeedback();
    await userEvent.selectOptions(within(dialog).getByLabelText('What is it about?'), 'GAME');
    await userEvent.type(
      within(dialog).getByLabelText('Your feedback'),
      'The slot froze twice today',
    );
    await userEvent.upload(within(dialog).getByLabelText('Add pictures'), png());
    expect(within(dialog).getByText('screen.png')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Thank you!/)).toBeTruthy();
    expect(platform.callsTo('feedback.send')[0]?.body).toEqual({
      questionType: 'GAME',
      content: 'The slot froze twice today',
      // jsdom's FormData renames the file; the type is what the platform checks (from the bytes).
      image: [expect.objectContaining({ type: 'image/png' })],
    });
  });

  it('explains too few words and too many characters without sending, keeping the text', async () => {
    const { platform, dialog } = await openFeedback();
    const text = within(dialog).getByLabelText('Your feedback');
    await userEvent.type(text, 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please write 3 to 40 words.')).toBeTruthy();
    await userEvent.type(text, ` ${'x'.repeat(140)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Up to 140 characters, please.')).toBeTruthy();
    expect(within(dialog).getByText('-10 characters left')).toBeTruthy();
    expect(platform.callsTo('feedback.send')).toHaveLength(0);
    expect((text as HTMLTextAreaElement).value).toMatch(/^Too short x+$/);
  });

  it('refuses a picture that is not PNG or JPG, over 5 MB, or a fourth one, keeping the rest', async () => {
    const { dialog } = await openFeedback();
    const picker = within(dialog).getByLabelText('Add pictures');
    await userEvent.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(within(dialog).getByText('Up to 3 pictures.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Add pictures')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove c.png' }));
    await userEvent.upload(
      within(dialog).getByLabelText('Add pictures'),
      png('huge.png', 5 * 1024 * 1024 + 1),
    );
    expect(within(dialog).getByText('huge.png is larger than 5 MB.')).toBeTruthy();
    expect(within(dialog).getByText('a.png')).toBeTruthy();
    expect(within(dialog).getByText('b.png')).toBeTruthy();
    expect(within(dialog).queryByText('c.png')).toBeNull();
    expect(within(dialog).queryByText('huge.png')).toBeNull();
  });

  it("shows the platform's refusal in the reader's words and keeps what was typed", async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('feedback.send', failure('UPLOAD_NOT_IMAGE', 415));
    const { dialog } = await openFeedback(platform);
    await userEvent.type(
      within(dialog).getByLabelText('Your feedback'),
      'Here is the problem screen',
    );
    await userEvent.upload(within(dialog).getByLabelText('Add pictures'), png());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Pictures must be PNG or JPG files.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe(
      'Here is the problem screen',
    );
    expect(within(dialog).getByText('screen.png')).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    renderSite('/', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Feedback and complaints' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback and complaints' });
    expect(within(dialog).getByRole('link', { name: 'Log in to send us feedback.' })).toBeTruthy();
  });
});
