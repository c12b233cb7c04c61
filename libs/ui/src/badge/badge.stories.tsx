import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../icon-button';
import { BothThemes } from '../storybook';
import { Badge } from './badge';

const bell = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </svg>
);
const inbox = <IconButton label="Messages" icon={bell} variant="secondary" />;

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  args: { count: 3, children: inbox },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverAnIcon: Story = {};
export const Standalone: Story = { args: { children: undefined, count: 12 } };
export const OverMax: Story = { args: { count: 150 } };
export const Zero: Story = { args: { count: 0 } };
export const ZeroShown: Story = { args: { count: 0, showZero: true } };
export const Brand: Story = { args: { tone: 'brand', count: 7 } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 24 }}>
        <Badge {...args} />
        <Badge {...args} count={150} />
        <Badge {...args} tone="brand" count={7} />
        <Badge {...args} count={0} showZero />
        <Badge count={12} />
        <Badge count={4} tone="brand" />
      </div>
    </BothThemes>
  ),
};
