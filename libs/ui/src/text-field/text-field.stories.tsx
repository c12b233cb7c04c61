import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { TextField } from './text-field';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'Username/Phone' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('aurora_player');
    return <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} />;
  },
};
export const WithHint: Story = {
  args: { label: 'Mobile', hint: 'Use a valid mobile number: withdrawal codes are sent to it.' },
};
export const Required: Story = { args: { required: true } };
export const Error: Story = { args: { defaultValue: 'a b', error: 'Spaces are not allowed.' } };
export const Disabled: Story = { args: { defaultValue: 'aurora_player', disabled: true } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <TextField {...args} />
      <TextField {...args} defaultValue="aurora_player" hint="Letters and digits" />
      <TextField {...args} required />
      <TextField {...args} defaultValue="a b" error="Spaces are not allowed." />
      <TextField {...args} defaultValue="aurora_player" disabled />
    </BothThemes>
  ),
};
