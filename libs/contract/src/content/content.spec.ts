import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { omit } from '../testing';
import { AnnouncementList, AnnouncementsQuery } from './announcements';
import { ANNOUNCEMENT_PAGE_SIZE } from './constants';
import { HelpQuery, HelpTopics } from './help';

describe('announcements query', () => {
  it('accepts what the SDK sends', () => {
    const query = {
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      execution: 'A,F',
      pageNo: 1,
      pageSize: 9,
      language: 'bn',
    };
    expect(Value.Check(AnnouncementsQuery, query)).toBe(true);
  });

  it.each([
    ['an unknown type', { types: 'B,XX' }],
    ['a trailing comma', { types: 'B,' }],
    ['an unknown execution', { execution: 'Z' }],
    ['a page of 51', { pageSize: 51 }],
    ['page 0', { pageNo: 0 }],
  ])('refuses %s', (_, query) => {
    expect(Value.Check(AnnouncementsQuery, query)).toBe(false);
  });

  it('defaults to page 1 of 9', () => {
    expect(Value.Default(AnnouncementsQuery, {})).toEqual({
      pageNo: 1,
      pageSize: ANNOUNCEMENT_PAGE_SIZE,
    });
  });
});

describe('announcement list', () => {
  const list = {
    banners: [{ id: 1, groupName: 'w_home', imageUrl: '/b.png', url: null, linkageType: 'NONE' }],
    player: [{ id: 2, title: 'Hi', content: '<p>Hi</p>', publishedAt: '2026-11-23T10:00:00Z' }],
    popup: [{ id: 3, title: 'Pop', content: '<p/>', execution: 'B' }],
    promotion: [{ id: 4, title: 'Promo', imageUrl: '/p.png', url: '/promotions' }],
    totalPopups: 1,
  };

  it('accepts every list, and refuses a list missing its total', () => {
    expect(Value.Check(AnnouncementList, list)).toBe(true);
    const noTotal = omit(list, 'totalPopups');
    expect(Value.Check(AnnouncementList, noTotal)).toBe(false);
  });
});

describe('help', () => {
  it('takes a language and a device, and answers topics', () => {
    expect(Value.Check(HelpQuery, { lang: 'pt-BR', device: 'WEB' })).toBe(true);
    expect(Value.Check(HelpQuery, { lang: 'pt-BR', device: 'WEB PHONE' })).toBe(false);
    expect(Value.Check(HelpTopics, [{ tag: 'faq', title: 'FAQ', content: '<p/>' }])).toBe(true);
    expect(Value.Check(HelpTopics, [{ tag: 'faq', title: 'FAQ' }])).toBe(false);
  });
});
