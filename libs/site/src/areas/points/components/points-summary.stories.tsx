import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsSummary } from './points-summary';

const meta = {
  title: 'Site/Points/PointsSummary',
  component: PointsSummary,
  args: { balance: { points: 5_240, earned: 1_240, pending: 1_000 } },
} satisfies Meta<typeof PointsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPendingRedeems: Story = {};
export const NothingPending: Story = {
  args: { balance: { points: 120, earned: 120, pending: 0 } },
};
/** While the points load. */
export const Loading: Story = { args: { balance: undefined } };
