import { createI18n } from '@tessera/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './pagination';

function renderIn(language: 'en' | 'bn', props: PaginationProps) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <Pagination {...props} />
    </I18nextProvider>,
  );
}

const shownPages = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Pagination', () => {
  it('is a labelled navigation that marks the current page', () => {
    renderIn('en', { page: 5, pageCount: 10, onChange: vi.fn() });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const current = within(nav).getByRole('button', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      null,
    );
    expect(shownPages()).toEqual(['', '1', '5', '10', '']);
    expect(nav.textContent).toContain('…');
  });

  it('goes to a page, the previous and the next one', async () => {
    const onChange = vi.fn();
    renderIn('en', { page: 5, pageCount: 10, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderIn('en', { page: 1, pageCount: 3, onChange: vi.fn() });
    const previous = () => screen.getByRole('button', { name: 'Previous page' });
    const next = () => screen.getByRole('button', { name: 'Next page' });
    expect((previous() as HTMLButtonElement).disabled).toBe(true);
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <Pagination page={3} pageCount={3} onChange={vi.fn()} />
      </I18nextProvider>,
    );
    expect((previous() as HTMLButtonElement).disabled).toBe(false);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
  });

  it('is driven from the keyboard', async () => {
    function Controlled() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} pageCount={4} onChange={setPage} />;
    }
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Controlled />
      </I18nextProvider>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 1' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('renders nothing for a single page', () => {
    const { container } = renderIn('en', { page: 1, pageCount: 1, onChange: vi.fn() });
    expect(container.innerHTML).toBe('');
  });

  it('speaks and counts in the reader language', () => {
    renderIn('bn', { page: 2, pageCount: 3, onChange: vi.fn() });
    expect(screen.getByRole('navigation', { name: 'পৃষ্ঠাগুলি' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'পরের পৃষ্ঠা' })).toBeTruthy();
  });
});
