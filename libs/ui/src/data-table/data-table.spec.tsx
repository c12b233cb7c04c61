import { createI18n } from '@tessera/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Deposit {
  id: string;
  date: string;
  method: string;
  amount: number;
}

const columns: DataTableColumn<Deposit>[] = [
  { key: 'date', header: 'Date' },
  { key: 'method', header: 'Method' },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => `৳${row.amount}` },
];

const rows: Deposit[] = [
  { id: 'a', date: '2025-03-01', method: 'bKash', amount: 500 },
  { id: 'b', date: '2025-03-02', method: 'Nagad', amount: 1200 },
];

function inLanguage(language: 'en' | 'bn', ui: ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

const base = { columns, getRowKey: (row: Deposit) => row.id, caption: 'Deposits' };

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and one row per item', () => {
    inLanguage('en', <DataTable {...base} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Deposits' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Method', 'Amount']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Date2025-03-01', 'MethodbKash', 'Amount৳500']);
    expect(second?.textContent).toContain('Nagad');
  });

  it('keeps the card labels out of what a screen reader hears', () => {
    inLanguage('en', <DataTable {...base} rows={rows} />);
    const cell = screen.getByText('bKash').closest('td');
    expect(
      within(cell as HTMLElement)
        .getByText('Method')
        .getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('can hide the caption visually and still be named by it', () => {
    inLanguage('en', <DataTable {...base} rows={rows} hideCaption />);
    expect(screen.getByRole('table', { name: 'Deposits' })).toBeTruthy();
    expect(screen.getByText('Deposits').className).toBe('visually-hidden');
  });

  it('says "Nothing here yet" in the reader language when there are no rows', () => {
    inLanguage('en', <DataTable {...base} rows={[]} emptyHint="Your deposits will appear here." />);
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.getByText('Your deposits will appear here.')).toBeTruthy();
  });

  it('uses a given empty title and translates the default one', () => {
    const { unmount } = inLanguage('bn', <DataTable {...base} rows={[]} />);
    expect(screen.getByRole('heading', { name: 'এখানে এখনও কিছু নেই' })).toBeTruthy();
    unmount();
    inLanguage('en', <DataTable {...base} rows={[]} emptyTitle="No deposits yet" />);
    expect(screen.getByRole('heading', { name: 'No deposits yet' })).toBeTruthy();
  });

  it('shows placeholder rows, not the data or the empty state, while loading', () => {
    inLanguage('en', <DataTable {...base} rows={rows} loading loadingRows={4} />);
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByText('bKash')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
