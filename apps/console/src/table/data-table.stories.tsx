import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import type { Column } from './column-meta';
import { DataTable, type DataTableProps } from './data-table';
import { sortLoaded } from './sorting';

interface Payment {
  id: number;
  member: string;
  merchant: string;
  amount: number;
  status: string;
}

const ROWS: Payment[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  member: `member${i + 1}`,
  merchant: i % 2 ? 'LUMEN' : 'AURORA',
  amount: ((i * 7919) % 50_000) + 100,
  status: i % 3 ? 'paid' : 'pending',
}));

const COLUMNS: Column<Payment>[] = [
  {
    id: 'member',
    meta: { label: 'Member', csv: (r) => r.member, sortValue: (r) => r.member },
    cell: ({ row }) => row.original.member,
  },
  {
    id: 'merchant',
    meta: { label: 'Merchant', csv: (r) => r.merchant, sortValue: (r) => r.merchant },
    cell: ({ row }) => row.original.merchant,
  },
  {
    id: 'amount',
    meta: { label: 'Amount', csv: (r) => String(r.amount), sortValue: (r) => r.amount },
    cell: ({ row }) => row.original.amount,
  },
  {
    id: 'status',
    meta: { label: 'Status', csv: (r) => r.status },
    cell: ({ row }) => row.original.status,
  },
];

function Table(props: Partial<DataTableProps<Payment>>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [page, setPage] = useState(1);
  return (
    <DataTable
      tableId="story"
      caption="Payments"
      columns={COLUMNS}
      rows={sortLoaded(ROWS.slice((page - 1) * 6, page * 6), sorting, COLUMNS)}
      state="ready"
      onRetry={() => undefined}
      getRowId={(r) => String(r.id)}
      sorting={sorting}
      onSortingChange={setSorting}
      page={page}
      hasPrevious={page > 1}
      hasNext={page < 2}
      onPrevious={() => setPage((p) => p - 1)}
      onNext={() => setPage((p) => p + 1)}
      csvName="payments.csv"
      {...props}
    />
  );
}

const meta = {
  title: 'Console/DataTable',
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {};
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = { args: { state: 'error', rows: [] } };
/** At 360 px the table scrolls inside its frame; the page never does. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
