import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const ShortText: Story = { args: { width: '40%' } };
export const Block: Story = { args: { shape: 'block', height: 120 } };
export const Circle: Story = { args: { shape: 'circle', width: 48 } };

function GameCardPlaceholder() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}

export const Composed: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Skeleton shape="block" height={160} />
      <GameCardPlaceholder />
    </div>
  ),
};

export const BothThemesAllStates: Story = {
  render: () => (
    <BothThemes>
      <Skeleton />
      <Skeleton width="40%" />
      <Skeleton shape="block" height={96} />
      <GameCardPlaceholder />
    </BothThemes>
  ),
};
