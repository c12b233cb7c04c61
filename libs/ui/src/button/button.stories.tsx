import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { Button } from './button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Deposit' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Small: Story = { args: { size: 'sm' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button {...args} />
        <Button {...args} variant="secondary" />
        <Button {...args} variant="ghost" />
        <Button {...args} size="sm" />
        <Button {...args} loading />
        <Button {...args} disabled />
      </div>
    </BothThemes>
  ),
};
