import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberMessage, MessageTemplate } from '@tessera/contract';
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

const open = (platform = createPlatformFake({ token: 'member-token' }), language = 'en') => {
  renderSite('/member/message-v2', { language, platform });
  return platform;
};

/** An unread event message of the given template, as the platform writes it. */
const eventMessage = (
  id: number,
  template: MessageTemplate,
  params: Record<string, string>,
): MemberMessage => ({
  id,
  template,
  params,
  title: '',
  body: '',
  broadcast: false,
  createdAt: '2026-03-06T09:00:00.000Z',
  read: false,
});

/** The reward, redeem and VIP events' messages. */
const eventMessages = [
  eventMessage(14, 'rewardIssued', {
    amount: '20000',
    currency: 'BDT',
    'title.en': 'VIP upgrade bonus: Silver',
    'title.bn': 'ভিআইপি আপগ্রেড বোনাস: Silver',
  }),
  eventMessage(13, 'redeemApproved', { 'item.en': 'Bonus 10', 'item.bn': 'বোনাস ১০' }),
  eventMessage(12, 'redeemRejected', { 'item.en': 'Headphones' }),
  eventMessage(11, 'vipLevelUp', { level: 'Gold' }),
];

/** Opens each message of the list and answers its title and text. */
async function readEach(count: number): Promise<string[]> {
  const list = await screen.findByRole('list', { name: /.+/ });
  const buttons = within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!);
  expect(buttons).toHaveLength(count);
  const read: string[] = [];
  for (const button of buttons) {
    await userEvent.click(button);
    const body = document.getElementById(button.getAttribute('aria-controls') ?? '');
    read.push(`${button.textContent ?? ''} | ${body?.textContent ?? ''}`);
  }
  return read;
}
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

  it('words the reward, redeem and VIP messages with their names and amounts', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('messages.list', { items: eventMessages, nextCursor: null, unread: 4 });
    open(platform);
    const read = await readEach(4);
    expect(read[0]).toMatch(
      /^Unread: A reward for you.*\| You were given VIP upgrade bonus: Silver of .*200\.00\. Find it/,
    );
    expect(read[1]).toMatch(
      /^Unread: Redeem approved.*\| Your points-mall redeem of Bonus 10 was approved\.$/,
    );
    expect(read[2]).toMatch(
      /^Unread: Redeem rejected.*\| Your points-mall redeem of Headphones was rejected\. Your points were returned\.$/,
    );
    expect(read[3]).toMatch(
      /^Unread: New VIP level.*\| Congratulations, you reached VIP level Gold\.$/,
    );
  });

  it('words them in the reader’s language, names included, English when a name lacks it', async () => {
    const platform = createPlatformFake({ token: 'member-token' });
    platform.answer('messages.list', { items: eventMessages, nextCursor: null, unread: 4 });
    open(platform, 'bn');
    const read = await readEach(4);
    expect(read[0]).toMatch(/^.*আপনার জন্য একটি পুরস্কার.*\|.*ভিআইপি আপগ্রেড বোনাস: Silver/);
    expect(read[1]).toMatch(/^.*রিডিম অনুমোদিত.*\|.*বোনাস ১০/);
    expect(read[2]).toMatch(/^.*রিডিম প্রত্যাখ্যাত.*\|.*Headphones/);
    expect(read[3]).toMatch(/^.*নতুন ভিআইপি স্তর.*\|.*Gold/);
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
