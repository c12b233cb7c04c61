import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'slots', label: 'Slots', content: <p>Nearly 10,000 slot games.</p> },
  { value: 'live', label: 'Live casino', content: <p>Live dealers, around the clock.</p> },
  { value: 'sports', label: 'Sports', content: <p>Sports book.</p>, disabled: true },
  { value: 'fishing', label: 'Fishing', content: <p>Fishing games.</p> },
  { value: 'lottery', label: 'Lottery', content: <p>Lottery draws.</p> },
];

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  args: { label: 'Game categories', items },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'fishing' } };
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('live');
    return <Tabs {...args} value={value} onChange={setValue} />;
  },
};
export const PhoneWidth: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <Tabs {...args} />
    </div>
  ),
};

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <Tabs {...args} />
      <Tabs {...args} defaultValue="fishing" />
    </BothThemes>
  ),
};
