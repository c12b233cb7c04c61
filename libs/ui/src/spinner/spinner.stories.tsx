import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { Spinner } from './spinner';

const meta = {
  title: 'Kit/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 48 } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Spinner {...args} />
        <Spinner {...args} size={48} />
      </div>
    </BothThemes>
  ),
};
