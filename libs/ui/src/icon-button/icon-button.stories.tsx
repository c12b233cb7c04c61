import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshIcon } from '../line-icons';
import { BothThemes } from '../storybook';
import { IconButton } from './icon-button';

const meta = {
  title: 'Kit/IconButton',
  component: IconButton,
  args: { label: 'Refresh balance', icon: <RefreshIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', variant: 'secondary' } };
export const Loading: Story = { args: { loading: true, variant: 'secondary' } };
export const Disabled: Story = { args: { disabled: true, variant: 'secondary' } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <IconButton {...args} />
        <IconButton {...args} variant="secondary" />
        <IconButton {...args} variant="primary" />
        <IconButton {...args} size="sm" variant="secondary" />
        <IconButton {...args} size="lg" variant="secondary" />
        <IconButton {...args} loading variant="secondary" />
        <IconButton {...args} disabled variant="secondary" />
      </div>
    </BothThemes>
  ),
};
