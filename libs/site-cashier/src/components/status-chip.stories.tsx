import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusChip } from './status-chip';

const meta = {
  title: 'Site/Cashier/StatusChip',
  component: StatusChip,
  args: { label: 'Waiting for payment', tone: 'waiting', caption: 'Status' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Approved: Story = { args: { label: 'Approved', tone: 'success' } };
export const Rejected: Story = { args: { label: 'Rejected', tone: 'danger' } };
export const Expired: Story = { args: { label: 'Expired', tone: 'neutral' } };
