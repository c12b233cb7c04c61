import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportingResizeObserver } from '../testing/resize-observer';
import { WinnersBoard, type WinnerRow } from './winners-board';

const rows: WinnerRow[] = [
  { id: 'a', name: 'pl***1', game: 'Fortune Tiger', amount: '৳1,234,567.50', iconUrl: '/g1.svg' },
  { id: 'b', name: 'ag***2', game: 'Crash X', amount: '৳88.10' },
];

/**
 * jsdom has no layout; give the list and its window the heights a browser would measure, reported
 * by a ResizeObserver as after a browser's layout (the board reads sizes only then).
 */
function layout({ list, viewport }: { list: number; viewport: number }) {
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(list);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(viewport);
}

describe('WinnersBoard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists each win once, in the given order, under its title', () => {
    render(<WinnersBoard title="Big winners" rows={rows} empty="None yet" />);
    const board = screen.getByRole('region', { name: 'Big winners' });
    const items = within(board).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'pl***1Fortune Tiger৳1,234,567.50',
      'ag***2Crash X৳88.10',
    ]);
    // The artwork is decoration, sized up front so the line never jumps when it loads.
    const icon = board.querySelector('img');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('loading')).toBe('lazy');
    expect(icon?.getAttribute('width')).toBe('32');
  });

  it('says so when there are no wins', () => {
    render(<WinnersBoard title="Big winners" rows={[]} empty="None yet" />);
    expect(screen.getByText('None yet')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows busy placeholder lines while loading, and the error instead of the list', () => {
    const { rerender } = render(<WinnersBoard title="Big winners" empty="None yet" />);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    rerender(<WinnersBoard title="Big winners" rows={rows} empty="None" error="Could not load" />);
    expect(screen.getByText('Could not load')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('loops a second, hidden copy only when the wins overflow, timed by the speed', async () => {
    layout({ list: 468, viewport: 260 });
    render(<WinnersBoard title="Big winners" rows={rows} empty="None" speed={30} />);
    await waitFor(() => expect(document.querySelectorAll('li')).toHaveLength(4));
    // Readers still meet each win once; the copy is hidden and out of the Tab order.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('ol[aria-hidden="true"]')?.hasAttribute('inert')).toBe(true);
    const board = screen.getByRole('region', { name: 'Big winners' });
    expect(board.style.getPropertyValue('--winners-duration')).toBe('15.6s');
    // Keyboard users can focus it, which pauses it.
    expect(screen.getByRole('group', { name: 'Big winners' }).tabIndex).toBe(0);
  });

  it('stands still when the wins fit', async () => {
    layout({ list: 104, viewport: 260 });
    render(<WinnersBoard title="Big winners" rows={rows} empty="None" />);
    // Let the observer report the sizes.
    await act(() => Promise.resolve());
    expect(document.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Big winners' }).hasAttribute('tabindex')).toBe(false);
  });

  it('stands still and scrolls by hand for readers who asked for less motion', async () => {
    layout({ list: 468, viewport: 260 });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<WinnersBoard title="Big winners" rows={rows} empty="None" />);
    const viewport = screen.getByRole('group', { name: 'Big winners' });
    await waitFor(() => expect(viewport.tabIndex).toBe(0));
    expect(document.querySelectorAll('li')).toHaveLength(2);
    expect(viewport.className).not.toContain('moving');
  });
});
