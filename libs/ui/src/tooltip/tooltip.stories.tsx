import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { BothThemes } from '../storybook';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy the invite link',
    children: <Button variant="secondary">Copy link</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or Tab to the button. */
export const Top: Story = {};
export const Bottom: Story = { args: { placement: 'bottom' } };
export const OnAnIconButton: Story = {
  args: {
    content: 'Refresh balance',
    children: (
      <Button variant="ghost" aria-label="Refresh balance">
        ⟳
      </Button>
    ),
  },
};
export const LongText: Story = {
  args: {
    content: 'Turnover must reach 10× the bonus before the bonus can be withdrawn.',
  },
};

export const OpenOnLoad: Story = { args: { defaultOpen: true } };

export const BothThemesBothPlacements: Story = {
  render: (args) => (
    <BothThemes>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: '48px 0' }}>
        <Tooltip {...args} defaultOpen />
        <Tooltip {...args} placement="bottom" defaultOpen />
      </div>
    </BothThemes>
  ),
};
