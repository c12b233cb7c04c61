import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return <Checkbox {...args} checked={checked} onCheckedChange={setChecked} />;
  },
};
export const WithHint: Story = {
  args: { hint: 'Keeps your username on this device for one day.' },
};
export const Error: Story = {
  args: {
    label: (
      <>
        I am 18 or older and agree to the <a href="#terms">terms</a>
      </>
    ),
    required: true,
    error: 'You must agree to continue.',
  },
};
export const Disabled: Story = { args: { defaultChecked: true, disabled: true } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <Checkbox {...args} />
      <Checkbox {...args} defaultChecked hint="Keeps your username on this device." />
      <Checkbox {...args} required error="You must agree to continue." />
      <Checkbox {...args} defaultChecked disabled />
    </BothThemes>
  ),
};
