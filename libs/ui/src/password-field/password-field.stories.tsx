import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { PasswordField } from './password-field';

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('s3cret-pass');
    return (
      <PasswordField {...args} value={value} onChange={(event) => setValue(event.target.value)} />
    );
  },
};
export const WithHint: Story = {
  args: { hint: '6-20 characters with a letter and a digit', autoComplete: 'new-password' },
};
export const Required: Story = { args: { required: true } };
export const Error: Story = {
  args: { defaultValue: '123', error: 'The password must be 6-20 characters.' },
};
export const Disabled: Story = { args: { defaultValue: 's3cret-pass', disabled: true } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <PasswordField {...args} />
      <PasswordField {...args} defaultValue="s3cret-pass" required />
      <PasswordField {...args} defaultValue="123" error="The password must be 6-20 characters." />
      <PasswordField {...args} defaultValue="s3cret-pass" disabled />
    </BothThemes>
  ),
};
