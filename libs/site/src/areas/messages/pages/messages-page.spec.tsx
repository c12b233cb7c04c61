import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformFake, failure, messagePage } from '@tessera/sdk/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyMemberLayout } from '../../member';
import { quietPopups } from '../../../testing/quiet-popups';
import { renderSite } from '../../../testing/render-site';
import { LazyMessagesPage } from '../lazy-screens';

beforeAll(() => Promise.all([LazyMemberLayout.preload(), LazyMessagesPage.preload()]));
beforeEach(() => {
  sessionStorage.clear();
  quietPopups();
});

const open = (platform = createPlatformFake({ token: 'member-token' })) => {
  renderSite('/member/message-v2', { language: 'en', platform });
  return platform;
};
const headerBadge = () => screen.findByTestId('header-messages');

describe('the messages page', () => {
  it('words event messages in the reader’s language and money, and marks the unread one', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Platform information' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual([
      expect.stringMatching(/^Unread: Deposit received/),
      expect.stringMatching(/^Answer to your feedback/),
      expect.stringMatching(/^Welcome to Aurora.*For everyone/),
    ]);
    expect(screen.getByTestId('unread-count').textContent).toBe('1 unread');
  });

  it('opens a message, marks it read, and the header badge drops', async () => {
    const platform = open();
    platform.answer('messages.unreadCount', { count: 1 });
    expect(await within(await headerBadge()).findByText('1')).toBeTruthy();
    const button = await screen.findByRole('button', { name: /Deposit received/ });
    platform.answer('messages.unreadCount', { count: 0 });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/Your deposit of .*1,200\.00 was approved/)).toBeTruthy();
    expect(platform.callsTo('messages.markRead')).toHaveLength(1);
    expect(await screen.findByText('Everything read')).toBeTruthy();
    expect(within(await headerBadge()).queryByText('1')).toBeNull();
  });

  it('shows the operator’s answer under the question', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: /Answer to your feedback/ }));
    expect(screen.getByText('You wrote: “The deposit page was slow today”')).toBeTruthy();
    expect(screen.getByText('Thank you: we fixed the slow page.')).toBeTruthy();
  });

  it('marks everything read at once', async () => {
    const platform = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(platform.callsTo('messages.markAllRead')).toHaveLength(1);
    expect(await screen.findByText('Everything read')).toBeTruthy();
  });

  it('says so when there are none, and offers a retry when the list fails', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('messages.list', failure('INTERNAL', 500));
    open(platform);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    platform.answer('messages.list', { ...messagePage, items: [], unread: 0 });
    await userEvent.click(retry);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });
});
