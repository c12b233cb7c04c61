import type { SortingState } from '@tanstack/react-table';
import { createI18n } from '@tessera/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Column } from './column-meta';
import { toCsv } from './csv';
import { DataTable, type DataTableProps } from './data-table';
import { sortLoaded } from './sorting';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const ROWS: Row[] = [
  { id: 1, name: 'Bea', amount: 300 },
  { id: 2, name: 'Ana, "the first"', amount: 100 },
  { id: 3, name: '=SUM(A1)', amount: 200 },
];

const COLUMNS: Column<Row>[] = [
  {
    id: 'name',
    meta: { label: 'Name', csv: (r) => r.name, sortValue: (r) => r.name },
    cell: ({ row }) => row.original.name,
  },
  {
    id: 'amount',
    meta: { label: 'Amount', csv: (r) => String(r.amount), sortValue: (r) => r.amount },
    cell: ({ row }) => row.original.amount,
  },
  { id: 'actions', meta: { label: 'Actions' }, cell: () => <button type="button">Open</button> },
];

function Harness(props: Partial<DataTableProps<Row>>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <DataTable
        tableId="spec"
        caption="Payments"
        columns={COLUMNS}
        rows={sortLoaded(ROWS, sorting, COLUMNS)}
        state="ready"
        onRetry={() => undefined}
        getRowId={(r) => String(r.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        page={1}
        hasPrevious={false}
        hasNext={false}
        onPrevious={() => undefined}
        onNext={() => undefined}
        csvName="payments.csv"
        {...props}
      />
    </I18nextProvider>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table')).getAllByRole<HTMLTableRowElement>('row').slice(1);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('shows skeleton rows while loading, and no data', () => {
    render(<Harness state="loading" rows={[]} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when nothing matches', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('Nothing to show')).toBeTruthy();
    expect(screen.getByText('No rows match these filters.')).toBeTruthy();
  });

  it('offers a retry when the list failed', async () => {
    const onRetry = vi.fn();
    render(<Harness state="error" rows={[]} onRetry={onRetry} />);
    expect(screen.getByText('The list could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('pages by cursor: next and previous call back, each enabled only when there is a page', async () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    const { rerender } = render(<Harness hasNext onNext={onNext} onPrevious={onPrevious} />);
    expect(screen.getByText(/Page 1/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onNext).toHaveBeenCalledOnce();
    rerender(<Harness page={2} hasPrevious onNext={onNext} onPrevious={onPrevious} />);
    expect(screen.getByText(/Page 2/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPrevious).toHaveBeenCalledOnce();
  });

  it('sorts by a column header, from the keyboard too, and says so to screen readers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const amount = screen.getByRole('button', { name: /Amount/ });
    amount.focus();
    await user.keyboard('{Enter}');
    expect(bodyRows().map((row) => row.cells[1]?.textContent)).toEqual(['100', '200', '300']);
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.keyboard('{Enter}');
    expect(bodyRows().map((row) => row.cells[1]?.textContent)).toEqual(['300', '200', '100']);
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    // Actions hold no sort value: a plain header.
    expect(
      within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button'),
    ).toBeNull();
  });

  it('exports the loaded rows as CSV with the translated header, quoted and formula-safe', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(
        `${this.download}|${decodeURIComponent(this.href.split(',').slice(1).join(','))}`,
      );
    });
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicks).toEqual([
      `payments.csv|\uFEFF${['Name,Amount', 'Bea,300', '"Ana, ""the first""",100', "'=SUM(A1),200"].join('\r\n')}`,
    ]);
  });

  it('remembers the columns chosen', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByText('Columns', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Amount' }));
    expect(screen.queryByRole('columnheader', { name: /Amount/ })).toBeNull();
    unmount();
    render(<Harness />);
    expect(screen.queryByRole('columnheader', { name: /Amount/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeTruthy();
  });

  it('keeps sideways scrolling inside its own focusable region', () => {
    render(<Harness />);
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });
});

describe('toCsv', () => {
  it('writes CRLF rows and quotes what needs it', () => {
    expect(toCsv(['a', 'b'], [['1', 'x\ny']])).toBe('a,b\r\n1,"x\ny"');
  });
});
