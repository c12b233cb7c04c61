import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportingResizeObserver } from '@tessera/ui/testing/resize-observer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPopups } from '../../testing/quiet-popups';
import { renderSite } from '../../testing/render-site';
import { fitCount } from './priority-fit';

describe('fitCount', () => {
  it('keeps every item when the row is wide enough', () => {
    expect(fitCount([80, 120, 90], 300, 4)).toBe(3);
  });

  it('stops before the first item that would be cut, counting the gaps', () => {
    // 80 + 4 + 120 = 204 fits in 250; + 4 + 90 = 298 does not.
    expect(fitCount([80, 120, 90], 250, 4)).toBe(2);
    // The gap alone can push an item out.
    expect(fitCount([100, 100], 201, 4)).toBe(1);
  });

  it('keeps nothing in a row with no room (a hidden nav measures 0)', () => {
    expect(fitCount([80, 120], 0, 4)).toBe(0);
    expect(fitCount([], 0, 4)).toBe(0);
  });

  it('never lets a later short item jump ahead of a long one that did not fit', () => {
    expect(fitCount([100, 300, 20], 200, 0)).toBe(1);
  });
});

// jsdom lays nothing out: give the header row's items and the row itself the widths a browser
// would measure (each item 100 px, the row 350 px), so three items fit and the rest go to More.
const isNavList = (element: Element | null) =>
  element?.tagName === 'UL' &&
  element.parentElement?.getAttribute('aria-label') === 'Main navigation';

describe('the header row (priority navigation)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    quietPopups();
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return isNavList(this.parentElement) ? 100 : 0;
    });
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return isNavList(this) ? 350 : 0;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const moreButton = () => screen.getByRole('button', { name: 'More' });
  // More appears once the row has been measured, which is when the overflow is known.
  const measuredNav = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await screen.findByRole('button', { name: 'More' });
    return nav;
  };

  it('keeps the first items that fit in the row and lists the rest, in order, under More', async () => {
    renderSite('/', { language: 'en' });
    const nav = await measuredNav();
    const rowItems = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ul') === nav.querySelector('ul'));
    const shown = rowItems.filter((item) => !item.hasAttribute('data-overflow'));
    expect(shown.map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Lobby',
      'Live casino',
      'Sports',
    ]);
    // What left the row cannot be tabbed to there: it is reached through More.
    expect(rowItems.filter((item) => item.hasAttribute('inert'))).toHaveLength(rowItems.length - 3);

    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(moreButton());
    expect(moreButton().getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(moreButton().getAttribute('aria-controls') ?? '');
    const names = within(list as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(-2)).toEqual(['Promotions', 'Cricket']);
    expect(names).toHaveLength(rowItems.length - 3);
    expect(names).not.toContain('Lobby');
  });

  it('opens More from the keyboard on its first link, moves with the arrows, and Escape gives the focus back', async () => {
    renderSite('/', { language: 'en' });
    await measuredNav();
    moreButton().focus();
    await userEvent.keyboard('{Enter}');
    const list = document.getElementById(moreButton().getAttribute('aria-controls') ?? '');
    const links = within(list as HTMLElement).getAllByRole('link');
    await waitFor(() => expect(document.activeElement).toBe(links[0]));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps round to the last.
    expect(document.activeElement).toBe(links.at(-1));
    await userEvent.keyboard('{Escape}');
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(moreButton());
  });

  it('closes More when one of its links is chosen', async () => {
    const { history } = renderSite('/', { language: 'en' });
    await measuredNav();
    await userEvent.click(moreButton());
    const list = document.getElementById(moreButton().getAttribute('aria-controls') ?? '');
    await userEvent.click(within(list as HTMLElement).getByRole('link', { name: 'Promotions' }));
    await waitFor(() => expect(history.location.pathname).toBe('/promotions'));
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
  });
});
