import type { TableLanguage } from '@tessera/contract';
import { createI18n } from '@tessera/i18n/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportingResizeObserver } from '../testing/resize-observer';
import { Marquee, type MarqueeProps } from './marquee';
import styles from './marquee.module.css';

const items = [
  { id: 'a', text: 'Deposit bonus ends Sunday' },
  { id: 'b', text: 'Maintenance at 02:00' },
];

function setup(props: Partial<MarqueeProps> = {}, language: TableLanguage = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <Marquee items={items} {...props} />
    </I18nextProvider>,
  );
}

function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('Marquee', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a region named in the reader’s language, each notice read once', () => {
    setup({}, 'bn');
    const region = screen.getByRole('region', { name: 'নোটিশ' });
    expect(region).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Deposit bonus ends Sunday',
      'Maintenance at 02:00',
    ]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('takes a custom label', () => {
    setup({ label: 'Announcements' });
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeTruthy();
  });

  it('makes notices buttons when they can be opened, reachable once each by Tab', async () => {
    const onItemClick = vi.fn();
    setup({ onItemClick });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Deposit bonus ends Sunday',
      'Maintenance at 02:00',
    ]);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{Enter}');
    expect(onItemClick).toHaveBeenCalledWith(items[1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('scrolls at the given speed in pixels per second', async () => {
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
    const { container } = setup({ speed: 40 });
    const track = container.querySelector(`.${styles.track}`) as HTMLElement;
    await waitFor(() => expect(track.style.getPropertyValue('--marquee-duration')).toBe('15s'));
    // A hidden second copy follows the first, so the loop has no gap.
    expect(screen.getAllByText('Maintenance at 02:00')).toHaveLength(2);
  });

  it('stands still, wraps and shows each notice once when the reader prefers less motion', () => {
    reduceMotion();
    const { container } = setup();
    expect(screen.getAllByText('Maintenance at 02:00')).toHaveLength(1);
    expect(container.querySelector(`.${styles.still}`)).not.toBeNull();
  });
});
