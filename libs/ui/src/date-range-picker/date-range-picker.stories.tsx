import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { DateRangePicker } from './date-range-picker';

const meta = {
  title: 'Kit/DateRangePicker',
  component: DateRangePicker,
  args: { value: { start: '', end: '' }, today: '2025-03-03', onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <DateRangePicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: { start: '2025-02-25', end: '2025-03-03' } } };
export const EndBeforeStart: Story = {
  args: { value: { start: '2025-03-10', end: '2025-03-01' } },
};
export const PreviousOnly: Story = {
  args: { presets: ['previous7', 'previous30'], label: 'Transaction history' },
};
export const Disabled: Story = {
  args: { value: { start: '2025-02-25', end: '2025-03-03' }, disabled: true },
};
export const PhoneWidth: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ width: 328 }}>
        <DateRangePicker {...args} value={value} onChange={setValue} />
      </div>
    );
  },
};

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <DateRangePicker {...args} />
      <DateRangePicker {...args} value={{ start: '2025-02-25', end: '2025-03-03' }} />
      <DateRangePicker {...args} value={{ start: '2025-03-10', end: '2025-03-01' }} />
      <DateRangePicker {...args} value={{ start: '2025-02-25', end: '2025-03-03' }} disabled />
    </BothThemes>
  ),
};
