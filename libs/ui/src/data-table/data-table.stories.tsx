import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { BothThemes } from '../storybook';
import { DataTable, type DataTableColumn } from './data-table';

interface Bet {
  id: string;
  time: string;
  game: string;
  stake: string;
  result: string;
}

const columns: DataTableColumn<Bet>[] = [
  { key: 'time', header: 'Time' },
  { key: 'game', header: 'Game' },
  { key: 'stake', header: 'Stake', align: 'end' },
  {
    key: 'result',
    header: 'Result',
    align: 'end',
    render: (bet) => (
      <strong style={{ color: bet.result.startsWith('+') ? 'var(--color-success)' : undefined }}>
        {bet.result}
      </strong>
    ),
  },
];

const rows: Bet[] = [
  { id: '1', time: '2025-03-03 10:02:11', game: 'Crash', stake: '৳200.00', result: '+৳340.00' },
  { id: '2', time: '2025-03-03 10:05:40', game: 'Lucky Slots', stake: '৳50.00', result: '-৳50.00' },
  {
    id: '3',
    time: '2025-03-03 10:09:03',
    game: 'Cockfight DS88',
    stake: '৳500.00',
    result: '+৳950.00',
  },
];

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<Bet>,
  args: { columns, rows, getRowKey: (bet) => bet.id, caption: 'Bet history' },
} satisfies Meta<typeof DataTable<Bet>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenCaption: Story = { args: { hideCaption: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const EmptyWithAction: Story = {
  args: {
    rows: [],
    emptyTitle: 'No bets yet',
    emptyHint: 'Your bets of the last 30 days appear here.',
    emptyAction: <Button>Find a game</Button>,
  },
};
export const PhoneCards: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <DataTable {...args} />
    </div>
  ),
};

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <DataTable {...args} />
      <DataTable {...args} loading loadingRows={2} />
      <DataTable {...args} rows={[]} />
    </BothThemes>
  ),
};
