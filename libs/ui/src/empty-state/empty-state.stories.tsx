import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../storybook';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  args: { title: 'Coming soon', hint: 'We are building this page. Check back shortly.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const WithAction: Story = { args: { action: <Button>Back to the lobby</Button> } };
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'This page could not be loaded.',
    action: <Button>Try again</Button>,
  },
};

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <EmptyState {...args} />
      <EmptyState {...args} action={<Button>Back to the lobby</Button>} />
      <EmptyState
        tone="error"
        title="This page could not be loaded."
        action={<Button>Try again</Button>}
      />
    </BothThemes>
  ),
};
