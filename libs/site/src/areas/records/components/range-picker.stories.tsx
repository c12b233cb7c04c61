import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RangePicker } from '@tessera/site-shared/report/range-picker';

const meta = {
  title: 'Site/Records/RangePicker',
  component: RangePicker,
  args: {
    value: { from: '2026-03-01', to: '2026-03-07' },
    onChange: () => {},
    today: '2026-03-07',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <RangePicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof RangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastSevenDays: Story = {};
export const Today: Story = { args: { value: { from: '2026-03-07', to: '2026-03-07' } } };
export const CustomRange: Story = { args: { value: { from: '2026-02-10', to: '2026-02-20' } } };
